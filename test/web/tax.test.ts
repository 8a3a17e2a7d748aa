// The tax engine (schema/rules/tax.ts) the Worker issues with and the new-billing form previews with: each country's
// profile in exact minor units, rates by date, and net + tax = total whatever is typed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TAX_MODES } from "#schema/contracts/worldwide";
import { computeTax, ratePartsOn, reverseChargeFor, type TaxRatePart } from "#schema/rules/tax";
import { TAX_RATES } from "#schema/rules/tax-rates";

const TODAY = "2026-11-27";
const parts = (code: string, onDate = TODAY) => {
  const found = ratePartsOn(code, onDate);
  if (!found) throw new Error(`no rate ${code} on ${onDate}`);
  return found;
};
const exclusive = (amount: number, code: string) =>
  computeTax({ amount, taxMode: "exclusive", parts: parts(code), reverseCharge: null });

describe("computeTax", () => {
  it("GB 20% on 1,000.00: VAT 200.00, total 1,200.00", () => {
    expect(exclusive(100_000, "GB-STD")).toEqual({
      netAmount: 100_000,
      taxAmount: 20_000,
      totalAmount: 120_000,
      taxLines: [{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 100_000, tax: 20_000 }],
      reverseCharge: null,
    });
  });

  it("ON HST 13% on 1,000.00: 1,130.00", () => {
    expect(exclusive(100_000, "CA-ON-HST").totalAmount).toBe(113_000);
  });

  it("QC 1,000.00: GST 50.00 and QST 99.75 on two lines, total 1,149.75", () => {
    const qc = exclusive(100_000, "CA-QC");
    expect(qc.taxLines.map((l) => [l.label, l.rate, l.tax])).toEqual([
      ["GST 5%", 5, 5_000],
      ["QST 9.975%", 9.975, 9_975],
    ]);
    expect(qc.totalAmount).toBe(114_975);
  });

  it("rounds each group's tax half up once: 5% of 10.10 is 0.505 -> 0.51, QST on 10.05 is 1.0024875 -> 1.00", () => {
    // 5% of 10.10 is 0.505: half a cent rounds up.
    expect(exclusive(1_010, "CA-GST").taxAmount).toBe(51);
    expect(exclusive(1_005, "CA-QC-QST").taxAmount).toBe(100);
  });

  it("AU 1,100.00 inclusive: GST 100.00, net 1,000.00", () => {
    expect(computeTax({ amount: 110_000, taxMode: "inclusive", parts: parts("AU-GST"), reverseCharge: null })).toEqual({
      netAmount: 100_000,
      taxAmount: 10_000,
      totalAmount: 110_000,
      taxLines: [{ code: "AU-GST", label: "GST 10%", rate: 10, base: 100_000, tax: 10_000 }],
      reverseCharge: null,
    });
  });

  it("QC inclusive 1,149.75: each line is its rate's share of the gross, the net what remains", () => {
    const qc = computeTax({ amount: 114_975, taxMode: "inclusive", parts: parts("CA-QC"), reverseCharge: null });
    expect(qc).toMatchObject({ netAmount: 100_000, taxAmount: 14_975, totalAmount: 114_975 });
    expect(qc.taxLines.map((l) => l.tax)).toEqual([5_000, 9_975]);
  });

  it("NS HST by date: 15% to 31 Mar 2025, 14% from 1 Apr 2025", () => {
    expect(parts("CA-NS-HST", "2025-03-31")).toEqual([{ code: "CA-NS-HST", label: "HST 15%", rateMilli: 15_000 }]);
    expect(parts("CA-NS-HST", "2025-04-01")).toEqual([{ code: "CA-NS-HST", label: "HST 14%", rateMilli: 14_000 }]);
    expect(ratePartsOn("CA-NS-HST", "2009-01-01")).toBeUndefined();
  });

  it("UK reverse charge: VAT shown on its line, outside the total", () => {
    const drc = computeTax({ amount: 100_000, taxMode: "exclusive", parts: parts("GB-STD"), reverseCharge: "gb_drc" });
    expect(drc).toMatchObject({ netAmount: 100_000, taxAmount: 0, totalAmount: 100_000, reverseCharge: "gb_drc" });
    expect(drc.taxLines).toEqual([{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 100_000, tax: 20_000 }]);
  });

  it("Irish RCT: no rate, no amount, total = net", () => {
    expect(
      computeTax({ amount: 100_000, taxMode: "exclusive", parts: parts("IE-RED"), reverseCharge: "ie_rct" }),
    ).toEqual({ netAmount: 100_000, taxAmount: 0, totalAmount: 100_000, taxLines: [], reverseCharge: "ie_rct" });
  });

  it("no tax mode: the amount is net and total, no lines (a US billing)", () => {
    expect(computeTax({ amount: 555_050, taxMode: "none", parts: parts("GB-STD"), reverseCharge: "gb_drc" })).toEqual({
      netAmount: 555_050,
      taxAmount: 0,
      totalAmount: 555_050,
      taxLines: [],
      reverseCharge: null,
    });
  });

  it("a consumer is never reverse charged; a business is, by its country's rule", () => {
    expect(reverseChargeFor("GB", { isBusiness: false, reverseCharge: true })).toBeNull();
    expect(reverseChargeFor("GB", { isBusiness: true, reverseCharge: true })).toBe("gb_drc");
    expect(reverseChargeFor("IE", { isBusiness: true, reverseCharge: true })).toBe("ie_rct");
    expect(reverseChargeFor("AU", { isBusiness: true, reverseCharge: true })).toBeNull();
    expect(reverseChargeFor("GB", { isBusiness: true, reverseCharge: false })).toBeNull();
  });

  it("net + tax = total, lines add to the tax and the net never goes below zero, in either mode", () => {
    const seeded: TaxRatePart[][] = TAX_RATES.map((r) => ratePartsOn(r.code, r.validFrom) ?? []);
    const rate = fc.record({
      code: fc.constant("X"),
      label: fc.constant("X"),
      rateMilli: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.constantFrom(...TAX_MODES),
        fc.oneof(fc.constantFrom(...seeded), fc.array(rate, { maxLength: 3 })),
        (amount, taxMode, groups) => {
          const r = computeTax({ amount, taxMode, parts: groups, reverseCharge: null });
          expect(r.netAmount + r.taxAmount).toBe(r.totalAmount);
          expect(r.taxLines.reduce((sum, l) => sum + l.tax, 0)).toBe(r.taxAmount);
          expect(r.netAmount).toBeGreaterThanOrEqual(0);
          expect(taxMode === "inclusive" || taxMode === "none" ? r.totalAmount : r.netAmount).toBe(amount);
        },
      ),
    );
  });
});
