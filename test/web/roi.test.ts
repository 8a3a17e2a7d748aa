// The slow-payment calculator and ROI comparison, checked against the spec's section 9 formulas and example.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareRoi, hoursChasingPayments, ROI_EXAMPLE, slowPaymentCost, tiedUpCapital } from "#schema/contracts/roi";
import { formatWholeDollars } from "#schema/rules/money";

describe("slow-payment cost calculator", () => {
  it("gives the spec's four figures for $100,000 a month paid in 45 days", () => {
    // 100,000 x 12 x 45 / 365 = 147,945.2; 8% = 11,835.6; 100,000 / 5,000 x 15 = 300; 70% = 103,561.6
    expect(slowPaymentCost(100_000, 45)).toEqual({
      tiedUpCapital: 147_945,
      annualInterest: 11_836,
      hoursChasing: 300,
      potentialImprovement: 103_562,
    });
  });

  it("rounds hours chasing payments to the nearest hour", () => {
    expect(hoursChasingPayments(12_000)).toBe(36);
    expect(hoursChasingPayments(1_100)).toBe(3); // 3.3
    expect(hoursChasingPayments(1_200)).toBe(4); // 3.6
  });

  it("treats blank, negative and non-numeric input as zero instead of showing NaN", () => {
    const zero = { tiedUpCapital: 0, annualInterest: 0, hoursChasing: 0, potentialImprovement: 0 };
    expect(slowPaymentCost(Number.NaN, 45)).toEqual(zero);
    expect(slowPaymentCost(-5_000, 45)).toEqual(zero);
    expect(slowPaymentCost(100_000, Number.NaN)).toEqual({ ...zero, hoursChasing: 300 });
  });

  it("grows in step with billings and days, and interest is always 8% of the capital", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 365 }), (billings, days) => {
        const capital = tiedUpCapital(billings, days);
        const cost = slowPaymentCost(billings, days);
        expect(cost.annualInterest).toBe(Math.round(capital * 0.08));
        expect(cost.potentialImprovement).toBe(Math.round(capital * 0.7));
        expect(tiedUpCapital(billings, days + 1)).toBeGreaterThanOrEqual(capital);
      }),
    );
  });
});

describe("ROI comparison", () => {
  it("works the spec's example: $100,000 a month, 45 versus 15 days, 8% interest", () => {
    const roi = compareRoi(ROI_EXAMPLE.monthlyBillings, ROI_EXAMPLE.daysBefore, ROI_EXAMPLE.daysAfter);
    expect(roi.before).toEqual({ days: 45, tiedUpCapital: 147_945, annualInterest: 11_836 });
    expect(roi.after).toEqual({ days: 15, tiedUpCapital: 49_315, annualInterest: 3_945 });
    expect(roi.capitalFreed).toBe(98_630);
    // The spec's "$8,000+" uses a 30-day month; on a 365-day year the honest figure is $7,890.
    expect(roi.interestSavedPerYear).toBe(7_890);
    expect(roi.hoursChasingPerYear).toBe(300);
  });

  it("formats whole dollars with thousands separators", () => {
    expect(formatWholeDollars(147_945.2)).toBe("$147,945");
    expect(formatWholeDollars(0)).toBe("$0");
  });
});
