// The plans module: the one source of prices, quotas and checkout codes (decisions.md "Plans and prices").
import { describe, expect, it } from "vitest";
import {
  describeQuotas,
  getPlan,
  maxYearlySavingsPercent,
  PLANS,
  planByCheckoutCode,
  pricePerMonthCents,
  purchasablePlans,
  TRIAL_DAYS,
  TRIAL_PLAN_ID,
  UNLIMITED,
  yearlySavingsPercent,
  yearlyTotalCents,
} from "#schema/contracts/plans";
import { formatPrice } from "#schema/rules/money";

describe("plans", () => {
  it("lists the four plans in order with the spec's names", () => {
    expect(PLANS.map((p) => [p.id, p.name])).toEqual([
      ["solo", "Solo Contractor"],
      ["starter", "Starter Package"],
      ["professional", "Professional Package"],
      ["enterprise", "Enterprise"],
    ]);
  });

  it("prices monthly billing at $59.99 / $219 / $349 and yearly at $49.99 / $199 / $299 a month", () => {
    const monthly = PLANS.map((p) => pricePerMonthCents(p, "monthly"));
    const yearly = PLANS.map((p) => pricePerMonthCents(p, "yearly"));
    expect(monthly).toEqual([5999, 21900, 34900, null]);
    expect(yearly).toEqual([4999, 19900, 29900, null]);
    expect(PLANS.map((p) => (p.monthlyCents === null ? "Custom" : formatPrice(p.monthlyCents)))).toEqual([
      "$59.99",
      "$219",
      "$349",
      "Custom",
    ]);
    expect(yearlyTotalCents(getPlan("solo"))).toBe(59_988);
    expect(yearlyTotalCents(getPlan("enterprise"))).toBeNull();
  });

  it("keeps every price in integer cents", () => {
    for (const plan of PLANS) {
      for (const cents of [plan.monthlyCents, plan.yearlyMonthlyCents]) {
        if (cents !== null) expect(Number.isInteger(cents)).toBe(true);
      }
    }
  });

  it("maps checkout codes both ways; Enterprise is sold by sales, not checkout", () => {
    expect(purchasablePlans().map((p) => p.checkoutCode)).toEqual([
      "price_solo",
      "price_starter",
      "price_professional",
    ]);
    expect(planByCheckoutCode("price_starter")?.id).toBe("starter");
    expect(planByCheckoutCode("price_enterprise")).toBeUndefined();
    expect(getPlan("enterprise").checkoutCode).toBeNull();
  });

  it("carries the quotas of decisions.md", () => {
    expect(PLANS.map((p) => p.quotas)).toEqual([
      { activeProjects: 3, meetingsPerMonth: 3, users: 1 },
      { activeProjects: 10, meetingsPerMonth: 10, users: UNLIMITED },
      { activeProjects: 25, meetingsPerMonth: UNLIMITED, users: UNLIMITED },
      { activeProjects: UNLIMITED, meetingsPerMonth: UNLIMITED, users: UNLIMITED },
    ]);
    expect(describeQuotas(getPlan("solo"))).toEqual(["3 active projects", "1 user", "3 recorded meetings a month"]);
    expect(describeQuotas(getPlan("professional"))).toEqual([
      "25 active projects",
      "Unlimited users",
      "Unlimited recorded meetings",
    ]);
  });

  it("marks only Professional as Most Popular and trials it for 14 days", () => {
    expect(PLANS.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(["professional"]);
    expect([TRIAL_PLAN_ID, TRIAL_DAYS]).toEqual(["professional", 14]);
  });

  it("states yearly savings rounded down, never overstated", () => {
    expect(PLANS.map(yearlySavingsPercent)).toEqual([16, 9, 14, 0]);
    expect(maxYearlySavingsPercent()).toBe(16);
  });
});
