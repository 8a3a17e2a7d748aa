// The final invoice's deduction (ADR 0180) on its own: the whole work taxed once, the stages' VAT taken off per rate
// code, typed amounts counted as the company prices (net or gross), and its fallbacks.
import { describe, expect, it } from "vitest";
import { finalInvoiceTax, type IssuedStage, isFinalInvoice } from "#schema/rules/final-invoice";
import type { TaxRatePart } from "#schema/rules/tax";

const DE: TaxRatePart = { code: "DE-STD", label: "USt 19 %", rateMilli: 19_000 };
const stage = (net: number, tax: number, code = "DE-STD"): IssuedStage => ({
  invoiceNumber: "RE-1",
  issuedAt: "2026-01-10T10:00:00.000Z",
  netAmount: net,
  taxAmount: tax,
  totalAmount: net + tax,
  taxLines: [{ code, label: "USt 19 %", rate: 19, base: net, tax }],
  currency: "EUR",
});

describe("a final invoice's tax", () => {
  it("exclusive: the whole work's VAT less what the stages charged, so all stages sum to it", () => {
    const earlier = [stage(123_450, 23_456), stage(123_450, 23_456)];
    const own = finalInvoiceTax({ amount: 123_450, taxMode: "exclusive", parts: [DE], reverseCharge: null }, earlier);
    expect(own).toMatchObject({ netAmount: 123_450, taxAmount: 23_455, totalAmount: 146_905 });
    expect(own.taxLines).toEqual([{ code: "DE-STD", label: "USt 19 %", rate: 19, base: 123_450, tax: 23_455 }]);
  });

  it("inclusive: the gross typed is what is still owed; net and VAT split the whole work's gross", () => {
    // Stages of 119.01 gross: 19.00 VAT each (119.01 x 19/119 = 19.0016); the whole 357.03 holds 57.00.
    const earlier = [stage(10_001, 1_900), stage(10_001, 1_900)];
    const own = finalInvoiceTax({ amount: 11_901, taxMode: "inclusive", parts: [DE], reverseCharge: null }, earlier);
    expect(own.totalAmount).toBe(11_901);
    expect(own.taxAmount + 3_800).toBe(5_700);
    expect(own.netAmount + own.taxAmount).toBe(11_901);
  });

  it("taxes its own amount when an earlier stage used another rate, and under a reverse charge", () => {
    const own = finalInvoiceTax({ amount: 100_000, taxMode: "exclusive", parts: [DE], reverseCharge: null }, [
      stage(50_000, 3_500, "DE-RED"),
    ]);
    expect(own.taxAmount).toBe(19_000);
    const reverse = finalInvoiceTax({ amount: 100_000, taxMode: "exclusive", parts: [DE], reverseCharge: "de_13b" }, [
      stage(50_000, 0),
    ]);
    expect(reverse).toMatchObject({ taxAmount: 0, totalAmount: 100_000 });
  });

  it("is final at 100% after an earlier stage in the same currency only", () => {
    expect(isFinalInvoice(100, "EUR", [stage(1, 0)])).toBe(true);
    expect(isFinalInvoice(100, "EUR", [])).toBe(false);
    expect(isFinalInvoice(90, "EUR", [stage(1, 0)])).toBe(false);
    expect(isFinalInvoice(100, "GBP", [stage(1, 0)])).toBe(false);
  });
});
