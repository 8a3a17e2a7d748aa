// The payment settings card outside the US (issue 33, ADR 0159): the company's country decides the methods offered,
// and a local bank's fields arrive with their own module only when such a method is shown.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PAYMENT_CONFIRMATION_TEXT } from "#schema/contracts/payment-texts";
import { PaymentLinksCard } from "#web/features/payments/components/payment-links-card";
import { PaymentSettingsCard } from "#web/features/profile/components/payment-settings-card";
import type { CurrentUser } from "#web/lib/session";
import { json, renderPage, stubApi } from "./render";

const ukOwner = {
  id: 1,
  username: "sam",
  fullName: "Sam Sparks",
  role: "owner",
  country: "GB",
  preferredPaymentMethod: "bank",
  bankAccountName: null,
  bankAccountNumber: null,
  bankRoutingNumber: null,
  paypalUsername: null,
  venmoUsername: null,
  zelleEmail: null,
  cashAppUsername: null,
} as unknown as CurrentUser;

describe("the payment settings card for a UK company", () => {
  it("offers the UK's methods, not Venmo, and saves a sort code and account number", async () => {
    const calls = stubApi({
      "PUT /api/user/payment-details": (call) => json({ ...ukOwner, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    renderPage(<PaymentSettingsCard user={ukOwner} />, { path: "/profile" });

    expect((await screen.findAllByRole("radio")).map((r) => (r.closest("label") as HTMLElement).textContent)).toEqual([
      "UK bank transfer",
      "Bank transfer (IBAN)",
      "PayPal",
    ]);
    expect(screen.queryByRole("radio", { name: "Venmo" })).toBeNull();
    // The stored "bank" (US) is not offered in the UK: the picker starts on the UK's first method.
    expect((screen.getByRole("radio", { name: "UK bank transfer" }) as HTMLInputElement).checked).toBe(true);

    await user.type(await screen.findByLabelText("Account holder name"), "Sparks Ltd");
    await user.type(screen.getByLabelText("Sort code"), "12-34");
    await user.type(screen.getByLabelText("Account number"), "12345678");
    await user.click(screen.getByRole("checkbox", { name: PAYMENT_CONFIRMATION_TEXT }));
    const save = screen.getByRole("button", { name: "Save Payment Details" });
    await user.click(save);
    expect(await screen.findByText("Sort code must be 6 digits, e.g. 12-34-56")).toBeTruthy();

    await user.type(screen.getByLabelText("Sort code"), "-56");
    await user.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      preferredPaymentMethod: "uk_bank",
      bankAccountName: "Sparks Ltd",
      sortCode: "123456",
      ukAccountNumber: "12345678",
      mailingAddress: null,
    });

    // The IBAN keeps the account holder's name typed above.
    await user.click(screen.getByRole("radio", { name: "Bank transfer (IBAN)" }));
    expect(((await screen.findByLabelText("IBAN")) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Account holder name") as HTMLInputElement).value).toBe("Sparks Ltd");
  });
});

describe("Get Paid's payment method list", () => {
  /** The options once the signed-in company's country has arrived (its first method is listed). */
  const optionsFor = async (country: string, first: string) => {
    stubApi({ "GET /api/user": json({ ...ukOwner, country }) });
    renderPage(<PaymentLinksCard progressId={1} clientId={1} />, { path: "/progress/1" });
    await screen.findByRole("option", { name: first });
    return screen.getAllByRole("option").map((o) => o.textContent);
  };

  it("is today's for a US company and the country's own elsewhere", async () => {
    expect(await optionsFor("US", "Bank transfer")).toEqual([
      "Bank transfer",
      "PayPal",
      "Venmo",
      "Zelle",
      "Cash App",
      "Check",
      "All methods on file",
    ]);
  });

  it("offers a Canadian company Interac and direct deposit, not Venmo", async () => {
    expect(await optionsFor("CA", "Interac e-Transfer")).toEqual([
      "Interac e-Transfer",
      "Bank transfer (direct deposit)",
      "PayPal",
      "Check",
      "All methods on file",
    ]);
  });
});
