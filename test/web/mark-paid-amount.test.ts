// The Mark paid dialog's amount (ADR 0165): what a person types becomes minor units of the billing's currency.
import { describe, expect, it } from "vitest";
import { receivedMethodsFor } from "#schema/contracts/received-payments";
import { typedToMinor } from "#web/features/approval/components/mark-paid-dialog";

describe("the amount received as typed", () => {
  it("reads dollars with or without grouping, and a comma alone as the decimal mark", () => {
    expect(typedToMinor("800", "USD")).toBe(80_000);
    expect(typedToMinor("2999.99", "USD")).toBe(299_999);
    expect(typedToMinor("$1,234.50", "USD")).toBe(123_450);
    expect(typedToMinor("500,25", "EUR")).toBe(50_025);
    expect(typedToMinor("1.005", "USD")).toBe(101);
  });

  it("uses the currency's minor units, and refuses what is not a number", () => {
    expect(typedToMinor("1500", "JPY")).toBe(1_500);
    expect(typedToMinor("", "USD")).toBeNaN();
    expect(typedToMinor("abc", "USD")).toBeNaN();
    expect(typedToMinor("1.2.3", "USD")).toBeNaN();
  });
});

describe("the ways a billing can have been paid", () => {
  it("offers Venmo, Zelle and Cash App for dollars only", () => {
    expect(receivedMethodsFor("USD")).toContain("venmo");
    expect(receivedMethodsFor("GBP")).not.toEqual(expect.arrayContaining(["venmo"]));
    expect(receivedMethodsFor("EUR")).toEqual(["bank", "paypal", "check", "cash", "card", "other"]);
  });
});
