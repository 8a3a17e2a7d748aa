// The client form's tax number (ADR 0172): under "More details" for a business, named as the company's country
// names it, asked for when a reverse charge applies, and the Worker's check lands on the field.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { ClientFormDialog } from "#web/features/clients/components/client-form-dialog";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const ukOwner = {
  id: 1,
  fullName: "Olivia Owner",
  email: "o@example.com",
  role: "owner",
  timezone: "Europe/London",
  country: "GB",
  currency: "GBP",
  locale: "en-GB",
};

describe("the client form's tax number", () => {
  it("asks a UK business client under reverse charge for its VAT number, and shows the Worker's check on the field", async () => {
    const calls = stubApi({
      "GET /api/user": json(ukOwner),
      "POST /api/clients": json(
        { message: TAX_NUMBER_MESSAGES.gbVatCheck, errors: { taxNumber: TAX_NUMBER_MESSAGES.gbVatCheck } },
        400,
      ),
    });
    renderPage(<ClientFormDialog open onOpenChange={() => {}} />, { path: "/clients" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Contact name"), "Ed Dock");
    await user.type(screen.getByLabelText("Company name"), "Dock Builders");
    await user.type(screen.getByLabelText("Email"), "ed@example.com");
    await user.click(screen.getByText("More details"));
    // A consumer has no tax number to give.
    expect(screen.queryByLabelText(/VAT number/)).toBeNull();
    await user.click(screen.getByLabelText("This client is a business"));
    expect(await screen.findByLabelText("VAT number (optional)")).toBeTruthy();
    await user.click(screen.getByLabelText("Reverse charge applies"));
    const vat = screen.getByLabelText("VAT number");
    await user.type(vat, "GB980780685");
    await user.click(screen.getByRole("button", { name: "Add client" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
        isBusiness: true,
        reverseCharge: true,
        taxNumber: "GB980780685",
      }),
    );
    expect(await screen.findByText(TAX_NUMBER_MESSAGES.gbVatCheck, { selector: "p" })).toBeTruthy();
  });
});
