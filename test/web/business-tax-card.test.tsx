// The owner's "Business and tax" section (issue 33, ADR 0153): the numbers its country uses, checked with the
// Worker's own words before anything is sent, and the body PATCH /api/company takes.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { BusinessTaxCard } from "#web/features/profile/components/business-tax-card";
import { json, renderPage, stubApi } from "./render";

afterEach(() => vi.unstubAllGlobals());

const settings = (overrides: object = {}) => ({
  country: "GB",
  currency: "GBP",
  locale: "en-GB",
  taxMode: "none",
  taxRegistrations: [],
  defaultTaxRate: null,
  invoicePrefix: "INV-",
  address: null,
  ...overrides,
});

function open(saved: object) {
  const calls = stubApi({
    "GET /api/company": json(saved),
    "PATCH /api/company": (call) => json({ ...saved, ...(call.body as object) }),
    "GET /api/user": json({ id: 1, role: "owner", country: "GB", currency: "GBP", locale: "en-GB" }),
  });
  renderPage(<BusinessTaxCard />, { path: "/profile" });
  return calls;
}

describe("Business and tax", () => {
  it("refuses a UK VAT number with wrong check digits before sending, then saves a good one", async () => {
    const calls = open(settings());
    const vat = (await screen.findByLabelText("VAT number (optional)")) as HTMLInputElement;
    expect(screen.queryByLabelText("ABN (optional)")).toBeNull();
    await userEvent.type(vat, "GB980780685");
    await userEvent.selectOptions(screen.getByLabelText("Prices and tax"), "exclusive");
    await userEvent.selectOptions(screen.getByLabelText("Default tax rate"), "GB-STD");
    await userEvent.type(screen.getByLabelText("Street address"), "1 Camden High St");
    await userEvent.type(screen.getByLabelText("Town or city"), "London");
    await userEvent.type(screen.getByLabelText("Postcode"), "NW1 7JR");
    await userEvent.click(screen.getByRole("button", { name: "Save business details" }));
    expect(await screen.findByText(TAX_NUMBER_MESSAGES.gbVatCheck)).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    await userEvent.clear(vat);
    await userEvent.type(vat, "GB980780684");
    await userEvent.click(screen.getByRole("button", { name: "Save business details" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({
      currency: "GBP",
      locale: "en-GB",
      taxMode: "exclusive",
      taxRegistrations: [{ kind: "vat", number: "GB980780684" }],
      defaultTaxRate: "GB-STD",
      invoicePrefix: "INV-",
      address: { line1: "1 Camden High St", city: "London", postalCode: "NW1 7JR", country: "GB" },
    });
  });

  it("asks an Australian company whether it is registered for GST, and for its ABN", async () => {
    open(settings({ country: "AU", currency: "AUD", locale: "en-AU" }));
    const registered = (await screen.findByLabelText("Registered for GST")) as HTMLInputElement;
    expect(registered.checked).toBe(false);
    expect(screen.getByLabelText("ABN (optional)")).toBeTruthy();
    expect(screen.queryByLabelText("Prices and tax")).toBeNull();
    await userEvent.click(registered);
    expect(screen.getByLabelText("Prices and tax")).toBeTruthy();
  });

  it("shows a Canadian company the QST number once its address is in Québec", async () => {
    open(settings({ country: "CA", currency: "CAD", locale: "en-CA" }));
    expect(await screen.findByLabelText("GST/HST number (optional)")).toBeTruthy();
    expect(screen.queryByLabelText("QST number (optional)")).toBeNull();
    await userEvent.type(screen.getByLabelText("Province"), "QC");
    expect(screen.getByLabelText("QST number (optional)")).toBeTruthy();
  });
});
