import { describe, expect, it } from "vitest";
import { dollarsToCents, formatMoney, formatMoneyExact } from "#schema/rules/money";
import { initials } from "#web/lib/initials";

describe("money formatting", () => {
  it("shows whole dollars on screens only when an amount is whole, and exact cents on documents", () => {
    // Issue 38: $3,999.99 was shown as "$4,000" and $4,500.50 as "$4,501".
    expect(formatMoney(399_999)).toBe("$3,999.99");
    expect(formatMoney(450_050)).toBe("$4,500.50");
    expect(formatMoney(-450_050)).toBe("-$4,500.50");
    expect(formatMoney(1248050)).toBe("$12,480.50");
    expect(formatMoney(1248000)).toBe("$12,480");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoneyExact(1248050)).toBe("$12,480.50");
    expect(formatMoneyExact(5)).toBe("$0.05");
  });

  it("turns typed dollars into integer cents without float drift", () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(Number.isInteger(dollarsToCents(1234.5678))).toBe(true);
    expect(dollarsToCents(1e-7)).toBe(0);
  });
});

describe("initials", () => {
  it("takes the first letters of the first two words, at most 2", () => {
    expect(initials("Dana Reyes")).toBe("DR");
    expect(initials("  riley j. stone ")).toBe("RJ");
    expect(initials("Cher")).toBe("C");
    expect(initials("")).toBe("");
    expect(initials(null)).toBe("");
  });
});
