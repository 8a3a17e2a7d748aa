// The subscription plans: the single source of names, prices, quotas and checkout codes for every screen and checkout.
// What each plan offers a buyer (its audience and feature lines) is in plan-pitch.ts: the screens that check a quota
// do not carry the sales copy (ADR 0131).

import { PLAN_NAMES, type PlanId } from "./plan-ids";

export { isPlanId, PLAN_IDS, PLAN_NAMES, type PlanId, TRIAL_DAYS, TRIAL_PLAN_ID } from "./plan-ids";

export const CHECKOUT_CODES = ["price_solo", "price_starter", "price_professional"] as const;
export type CheckoutCode = (typeof CHECKOUT_CODES)[number];

/** A quota with no ceiling. A string, not Infinity, so it survives JSON and cannot be compared by accident. */
export const UNLIMITED = "unlimited" as const;
export type Quota = number | typeof UNLIMITED;

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const isBillingPeriod = (value: unknown): value is BillingPeriod =>
  BILLING_PERIODS.includes(value as BillingPeriod);

export type Plan = {
  id: PlanId;
  name: string;
  /** Price billed every month, in cents; null for custom (Enterprise) pricing. */
  monthlyCents: number | null;
  /** Price per month when billed yearly, in cents (the marketing page's prices); null for custom pricing. */
  yearlyMonthlyCents: number | null;
  /** The code checkout is started with; null where the plan is sold by contacting sales. */
  checkoutCode: CheckoutCode | null;
  quotas: { activeProjects: Quota; meetingsPerMonth: Quota; users: Quota };
  mostPopular: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: "solo",
    name: PLAN_NAMES.solo,
    monthlyCents: 5999,
    yearlyMonthlyCents: 4999,
    checkoutCode: "price_solo",
    quotas: { activeProjects: 3, meetingsPerMonth: 3, users: 1 },
    mostPopular: false,
  },
  {
    id: "starter",
    name: PLAN_NAMES.starter,
    monthlyCents: 21900,
    yearlyMonthlyCents: 19900,
    checkoutCode: "price_starter",
    quotas: { activeProjects: 10, meetingsPerMonth: 10, users: UNLIMITED },
    mostPopular: false,
  },
  {
    id: "professional",
    name: PLAN_NAMES.professional,
    monthlyCents: 34900,
    yearlyMonthlyCents: 29900,
    checkoutCode: "price_professional",
    quotas: { activeProjects: 25, meetingsPerMonth: UNLIMITED, users: UNLIMITED },
    mostPopular: true,
  },
  {
    id: "enterprise",
    name: PLAN_NAMES.enterprise,
    monthlyCents: null,
    yearlyMonthlyCents: null,
    checkoutCode: null,
    quotas: { activeProjects: UNLIMITED, meetingsPerMonth: UNLIMITED, users: UNLIMITED },
    mostPopular: false,
  },
];

export const MONEY_BACK_DAYS = 30;

export const getPlan = (id: PlanId): Plan => PLANS.find((p) => p.id === id)!;

export const planByCheckoutCode = (code: string): Plan | undefined => PLANS.find((p) => p.checkoutCode === code);

/** The plans a person can buy at checkout, in display order. */
export const purchasablePlans = () =>
  PLANS.filter((p): p is Plan & { checkoutCode: CheckoutCode } => p.checkoutCode !== null);

/** Price per month for the period, in cents; null for custom pricing. */
export const pricePerMonthCents = (plan: Plan, period: BillingPeriod) =>
  period === "monthly" ? plan.monthlyCents : plan.yearlyMonthlyCents;

/** Amount charged once a year when billed yearly, in cents. */
export const yearlyTotalCents = (plan: Plan) =>
  plan.yearlyMonthlyCents === null ? null : plan.yearlyMonthlyCents * 12;

/** What one billing period charges, in cents: a month's price, or the year's total; null for custom pricing. */
export const chargeCents = (plan: Plan, period: BillingPeriod) =>
  period === "monthly" ? plan.monthlyCents : yearlyTotalCents(plan);

/**
 * What a plan's period charges in one currency's minor units (chargeCents for US dollars; plan-prices.ts `chargeIn`
 * for the others): the prorations below take it so each currency is prorated from its own prices (ADR 0170).
 */
export type Charge = (plan: Plan, period: BillingPeriod) => number | null;

/** Whole percent saved per month by paying yearly, rounded down so it never overstates. */
export const yearlySavingsPercent = (plan: Plan) => {
  if (plan.monthlyCents === null || plan.yearlyMonthlyCents === null) return 0;
  return Math.floor(((plan.monthlyCents - plan.yearlyMonthlyCents) / plan.monthlyCents) * 100);
};

export const maxYearlySavingsPercent = () => Math.max(...PLANS.map(yearlySavingsPercent));

export const isUnlimited = (quota: Quota): quota is typeof UNLIMITED => quota === UNLIMITED;

/** Quota lines for a plan card, e.g. "25 active projects", "Unlimited recorded meetings". */
export const describeQuotas = (plan: Plan): string[] => {
  const { activeProjects, meetingsPerMonth, users } = plan.quotas;
  return [
    isUnlimited(activeProjects) ? "Unlimited active projects" : `${activeProjects} active projects`,
    isUnlimited(users) ? "Unlimited users" : users === 1 ? "1 user" : `${users} users`,
    isUnlimited(meetingsPerMonth) ? "Unlimited recorded meetings" : `${meetingsPerMonth} recorded meetings a month`,
  ];
};

/** Moving to a plan that costs more a month is an upgrade (now, prorated); to one that costs less, a downgrade. */
export const isUpgrade = (from: Plan, to: Plan) => (to.monthlyCents ?? 0) > (from.monthlyCents ?? 0);

/**
 * What an upgrade charges now: the monthly difference for the part of the period still to run, to the cent, as
 * Stripe prorates (`proration_behavior: always_invoice`). The period is the calendar month that ends at
 * `periodEnd`. Stripe's own invoice is what is charged; this is the figure the confirmation quotes.
 */
export function upgradeProrationCents(
  from: Plan,
  to: Plan,
  periodEnd: Date,
  now: Date,
  period: BillingPeriod = "monthly",
  charge: Charge = chargeCents,
) {
  const start = new Date(periodEnd);
  if (period === "yearly") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  const length = periodEnd.getTime() - start.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  const difference = (charge(to, period) ?? 0) - (charge(from, period) ?? 0);
  return Math.max(0, Math.round((difference * left) / length));
}

/**
 * A change of billing period now (ADR 0138): Stripe restarts the billing date today, invoices the new period and
 * credits the unused part of the current one. Answers what is charged today (0 when the credit covers it: the rest
 * stays as credit for the next invoices).
 */
export function intervalChangeCents(
  from: Plan,
  to: Plan,
  fromPeriod: BillingPeriod,
  toPeriod: BillingPeriod,
  periodEnd: Date,
  now: Date,
  charge: Charge = chargeCents,
) {
  return Math.max(0, (charge(to, toPeriod) ?? 0) - unusedCreditCents(from, fromPeriod, periodEnd, now, charge));
}

/** The unused part of the current period's charge, prorated to the second as Stripe does. */
export function unusedCreditCents(
  plan: Plan,
  period: BillingPeriod,
  periodEnd: Date,
  now: Date,
  charge: Charge = chargeCents,
) {
  const start = new Date(periodEnd);
  if (period === "yearly") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  const length = periodEnd.getTime() - start.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  return Math.round(((charge(plan, period) ?? 0) * left) / length);
}
