// A plan card's price lines in a company's own currency (ADR 0162). Loaded only when the company does not pay in US
// dollars, so the price table never reaches the first load of /subscription.
import { chargeIn, PLAN_CURRENCY_LOCALES, planCurrencyFor, pricePerMonthIn } from "#schema/contracts/plan-prices";
import type { BillingPeriod, Plan } from "#schema/contracts/plans";
import { formatMoney } from "#schema/rules/money";

export type PriceLines = { perMonth: string; yearlyTotal: string };

export const priceLinesIn = (currency: string) => {
  const c = planCurrencyFor(currency);
  const format = (minor: number | null) => formatMoney(minor ?? 0, c, PLAN_CURRENCY_LOCALES[c]);
  return (plan: Plan, period: BillingPeriod): PriceLines => ({
    perMonth: format(pricePerMonthIn(plan, period, c)),
    yearlyTotal: format(chargeIn(plan, "yearly", c)),
  });
};
