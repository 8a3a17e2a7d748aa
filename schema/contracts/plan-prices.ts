// What each plan costs in each currency a company can subscribe in (ADR 0162). One Stripe Price per plan and period
// carries these as its `currency_options`; US dollars are PLANS' own figures (plans.ts), unchanged. The local prices
// are a product decision, not a conversion: rounded local equivalents ending in .99 or a whole number, as in USD.
// Amounts are minor units of the currency, exclusive of any tax, like the USD ones.
import { formatMoney } from "../rules/money";
import { type BillingPeriod, type Charge, type Plan, type PlanId, pricePerMonthCents } from "./plans";
import { COUNTRY_DEFAULTS } from "./worldwide";

export const PLAN_CURRENCIES = ["USD", "GBP", "EUR", "AUD", "CAD", "NZD"] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];
export const isPlanCurrency = (value: unknown): value is PlanCurrency =>
  PLAN_CURRENCIES.includes(value as PlanCurrency);
/** A company's currency as a subscription currency: one Stripe does not sell in is charged in US dollars. */
export const planCurrencyFor = (currency: string | null | undefined): PlanCurrency =>
  isPlanCurrency(currency) ? currency : "USD";

type Sold = Exclude<PlanId, "enterprise">;
/**
 * A visitor's currency on the pricing page: the country Cloudflare read from their connection (`request.cf.country`),
 * else the region of their browser's first language ("en-GB"), else US dollars. Only the countries PayStage serves
 * change it.
 */
export function visitorPlanCurrency(cfCountry: unknown, acceptLanguage: string | null | undefined): PlanCurrency {
  const region = acceptLanguage?.split(",")[0]?.trim().split(";")[0]?.split("-")[1]?.toUpperCase();
  const country = typeof cfCountry === "string" && cfCountry ? cfCountry.toUpperCase() : region;
  const defaults = country ? COUNTRY_DEFAULTS[country as keyof typeof COUNTRY_DEFAULTS] : undefined;
  return planCurrencyFor(defaults?.currency);
}

/** The locale each subscription currency's prices are written in on the pricing page and /subscription. */
export const PLAN_CURRENCY_LOCALES: Record<PlanCurrency, string> = {
  USD: "en-US",
  GBP: "en-GB",
  EUR: "en-IE",
  AUD: "en-AU",
  CAD: "en-CA",
  NZD: "en-NZ",
};

/** [monthly, per month when billed yearly] in minor units, per plan sold at checkout. */
type PriceRow = Record<Sold, readonly [monthly: number, yearlyMonthly: number]>;

export const LOCAL_PLAN_PRICES: Record<Exclude<PlanCurrency, "USD">, PriceRow> = {
  GBP: { solo: [4799, 3999], starter: [17500, 15900], professional: [27900, 23900] },
  EUR: { solo: [5499, 4599], starter: [19900, 17900], professional: [31900, 27500] },
  AUD: { solo: [8999, 7499], starter: [32900, 29900], professional: [52900, 44900] },
  CAD: { solo: [7999, 6699], starter: [29900, 26900], professional: [47900, 40900] },
  NZD: { solo: [9999, 8299], starter: [35900, 32900], professional: [57900, 49900] },
};

/** Price per month for the period in the currency's minor units; null for custom (Enterprise) pricing. */
export function pricePerMonthIn(plan: Plan, period: BillingPeriod, currency: PlanCurrency): number | null {
  if (currency === "USD" || plan.id === "enterprise") return pricePerMonthCents(plan, period);
  const [monthly, yearlyMonthly] = LOCAL_PLAN_PRICES[currency][plan.id];
  return period === "monthly" ? monthly : yearlyMonthly;
}

/** What one billing period charges in the currency: a month's price, or twelve months of the yearly rate. */
export function chargeIn(plan: Plan, period: BillingPeriod, currency: PlanCurrency): number | null {
  const perMonth = pricePerMonthIn(plan, period, currency);
  return perMonth === null ? null : period === "monthly" ? perMonth : perMonth * 12;
}

/** `chargeIn` for one currency, as the prorations in plans.ts take it. */
export const chargeOf =
  (currency: PlanCurrency): Charge =>
  (plan, period) =>
    chargeIn(plan, period, currency);

/** A plan price in its currency, written as the pricing page and /subscription write it ("$219", "£175"). */
export const formatPlanPrice = (minor: number, currency: PlanCurrency) =>
  formatMoney(minor, currency, PLAN_CURRENCY_LOCALES[currency]);

/** Whole percent saved per month by paying yearly in the currency, rounded down so it never overstates. */
export function yearlySavingsPercentIn(plan: Plan, currency: PlanCurrency) {
  const monthly = pricePerMonthIn(plan, "monthly", currency);
  const yearly = pricePerMonthIn(plan, "yearly", currency);
  if (monthly === null || yearly === null) return 0;
  return Math.floor(((monthly - yearly) / monthly) * 100);
}

/**
 * A Price's `currency_options` as Stripe's API takes them when the Price is created (scripts or the Dashboard):
 * `{ gbp: { unit_amount }, eur: {...}, ... }` for the plan and period; USD is the Price's own `unit_amount`.
 */
export function currencyOptionsOf(plan: Plan, period: BillingPeriod) {
  return Object.fromEntries(
    PLAN_CURRENCIES.filter((c) => c !== "USD").map((c) => [
      c.toLowerCase(),
      { unit_amount: chargeIn(plan, period, c) ?? 0 },
    ]),
  );
}
