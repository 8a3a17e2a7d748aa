// The pure pay-link builder: exact formats a client's phone opens, and what each method contributes.
import { describe, expect, it } from "vitest";
import type { PaymentSettings } from "#schema/contracts";
import {
  buildPaymentOptions,
  cashAppLink,
  centsToDecimal,
  paymentOptionsText,
  paypalLink,
  venmoLink,
} from "#worker/services/payment-links";

const settings = (overrides: Partial<PaymentSettings> = {}): PaymentSettings => ({
  preferredPaymentMethod: "bank",
  bankAccountName: null,
  bankAccountNumber: null,
  bankRoutingNumber: null,
  paypalUsername: null,
  venmoUsername: null,
  zelleEmail: null,
  cashAppUsername: null,
  ...overrides,
});

describe("amounts", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [1_248_050, "12480.50"],
    [1_248_099, "12480.99"],
  ])("%i cents is %s", (cents, text) => expect(centsToDecimal(cents)).toBe(text));

  it("refuses fractional or negative cents", () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
  });
});

describe("links", () => {
  it("PayPal carries the amount with two decimals", () => {
    expect(paypalLink("ReyesElectric", 1_248_050)).toBe("https://paypal.me/ReyesElectric/12480.50");
    expect(paypalLink("ReyesElectric", 50_000)).toBe("https://paypal.me/ReyesElectric/500.00");
  });

  it("Venmo carries payee, amount and the URL-encoded reference as the note", () => {
    expect(venmoLink("reyes-electric", 1_248_050, "Kitchen & Bath - Progress #2")).toBe(
      "https://venmo.com/reyes-electric?txn=pay&amount=12480.50&note=Kitchen%20%26%20Bath%20-%20Progress%20%232",
    );
    expect(venmoLink("@reyes-electric", 100, "x")).toBe("https://venmo.com/reyes-electric?txn=pay&amount=1.00&note=x");
  });

  it("Cash App keeps exactly one $ before the cashtag, with or without one given", () => {
    expect(cashAppLink("ReyesElectric", 1_248_050)).toBe("https://cash.app/$ReyesElectric/12480.50");
    expect(cashAppLink("$ReyesElectric", 1_248_050)).toBe("https://cash.app/$ReyesElectric/12480.50");
  });
});

describe("buildPaymentOptions", () => {
  const all = settings({
    preferredPaymentMethod: "venmo",
    bankAccountName: "Reyes Electric LLC",
    bankAccountNumber: "000123456789",
    bankRoutingNumber: "021000021",
    paypalUsername: "ReyesElectric",
    venmoUsername: "reyes-electric",
    zelleEmail: "pay@reyes.example",
    cashAppUsername: "ReyesElectric",
  });
  const base = {
    settings: all,
    payeeName: "Reyes Electric",
    amountCents: 1_248_050,
    projectName: "Kitchen Rewire",
    progressNumber: 2,
  };

  it("with all: links for PayPal, Venmo and Cash App (preferred first), instructions for bank and Zelle", () => {
    const o = buildPaymentOptions({ ...base, method: "all" });
    expect(o.reference).toBe("Kitchen Rewire - Progress #2");
    expect(o.amount).toBe(1_248_050);
    expect(o.paymentLinks.map((l) => l.displayName)).toEqual(["Venmo", "PayPal", "Cash App"]);
    expect(o.instructions.map((i) => i.title)).toEqual(["Bank transfer", "Zelle"]);
    const bank = o.instructions.find((i) => i.method === "bank")!;
    expect(bank.lines).toEqual([
      "Send $12,480.50 by ACH or wire transfer to:",
      "Account name: Reyes Electric LLC",
      "Routing number: 021000021",
      "Account number: 000123456789",
      "Reference: Kitchen Rewire - Progress #2",
    ]);
    expect(o.instructions.find((i) => i.method === "zelle")!.lines[0]).toBe(
      "In your bank's app, send $12,480.50 with Zelle to pay@reyes.example (Reyes Electric).",
    );
    expect(o.disclaimer).toMatch(/^PayStage does not process payments\./);
  });

  it("with one method: only that method; a check gives payee, memo and where to mail it, and needs the address", () => {
    expect(buildPaymentOptions({ ...base, method: "paypal" })).toMatchObject({
      paymentLinks: [{ method: "paypal", displayName: "PayPal", link: "https://paypal.me/ReyesElectric/12480.50" }],
      instructions: [],
    });
    // Issue 38: "Pay by check" with no mailing address cannot work, so it is not offered.
    expect(buildPaymentOptions({ ...base, method: "check" }).instructions).toEqual([]);
    expect(buildPaymentOptions({ ...base, method: "all" }).instructions.map((i) => i.method)).not.toContain("check");
    const mailed = { ...base, settings: { ...base.settings, mailingAddress: "12 Main St\nAustin, TX 78701" } };
    expect(buildPaymentOptions({ ...mailed, method: "check" }).instructions).toEqual([
      {
        method: "check",
        title: "Check",
        lines: [
          "Make the check for $12,480.50 payable to Reyes Electric.",
          'Write "Kitchen Rewire - Progress #2" on the memo line.',
          "Mail it to: 12 Main St, Austin, TX 78701",
        ],
      },
    ]);
    expect(buildPaymentOptions({ ...mailed, method: "all" }).instructions.at(-1)?.method).toBe("check");
  });

  it("with all: leaves out methods that are not fully on file", () => {
    const o = buildPaymentOptions({
      ...base,
      settings: settings({ paypalUsername: "Reyes", bankAccountName: "Only a name" }),
      method: "all",
    });
    expect(o.paymentLinks.map((l) => l.method)).toEqual(["paypal"]);
    expect(o.instructions).toEqual([]);
  });

  it("prints links, instructions and the reference as plain text for emails", () => {
    const text = paymentOptionsText(buildPaymentOptions({ ...base, method: "all" }));
    expect(text).toContain(
      "Pay online:\n- Venmo: https://venmo.com/reyes-electric?txn=pay&amount=12480.50&note=Kitchen%20Rewire%20-%20Progress%20%232",
    );
    expect(text).toContain("Bank transfer:\n  Send $12,480.50 by ACH or wire transfer to:");
    expect(text).toContain('Please include the reference "Kitchen Rewire - Progress #2" with your payment.');
  });
});
