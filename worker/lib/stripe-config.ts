// Which Stripe the Worker talks to: the real API when keys are configured, the local stand-in otherwise
// (development and tests), and a refusal naming the missing keys in production (ADR 0040).
import { type BillingPeriod, type CheckoutCode, type PlanId, planByCheckoutCode } from "#schema/contracts/plans";
import { ConfigError, missingStripeKeys } from "./env";

export type StripeConfig =
  | {
      mode: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** Stripe Price id for each checkout code. */
      prices: Record<CheckoutCode, string>;
      /** The yearly Price of each code, where configured (ADR 0123). */
      yearlyPrices?: Partial<Record<CheckoutCode, string>>;
    }
  | { mode: "local"; webhookSecret: string };

export function stripeConfig(env: Env): StripeConfig {
  if (env.STRIPE_SECRET_KEY) {
    const missing = missingStripeKeys(env);
    if (missing.length > 0) throw new ConfigError(`Stripe is half configured: set ${missing.join(", ")}`);
    return {
      mode: "stripe",
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      prices: {
        price_solo: env.STRIPE_PRICE_SOLO!,
        price_starter: env.STRIPE_PRICE_STARTER!,
        price_professional: env.STRIPE_PRICE_PROFESSIONAL!,
      },
      yearlyPrices: {
        price_solo: env.STRIPE_PRICE_SOLO_YEARLY,
        price_starter: env.STRIPE_PRICE_STARTER_YEARLY,
        price_professional: env.STRIPE_PRICE_PROFESSIONAL_YEARLY,
      },
    };
  }
  if (env.APP_ENV === "production") {
    throw new ConfigError(
      `Subscriptions need Stripe in production. Missing: ${missingStripeKeys(env).join(", ")} (wrangler secret put NAME for the two secrets, vars for the three prices)`,
    );
  }
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET is missing from .dev.vars: run `node scripts/ensure-dev-vars.mjs` to add a local one",
    );
  }
  return { mode: "local", webhookSecret: env.STRIPE_WEBHOOK_SECRET };
}

/** Locally the price id is the checkout code, with `_yearly` for the yearly Price. */
export const localPriceId = (code: CheckoutCode, period: BillingPeriod) =>
  period === "yearly" ? `${code}_yearly` : code;

/** The Stripe Price of a code and period; a yearly one not configured is named (500 MISCONFIGURED). */
export function priceIdOf(config: StripeConfig, code: CheckoutCode, period: BillingPeriod): string {
  if (config.mode === "local") return localPriceId(code, period);
  if (period === "monthly") return config.prices[code];
  const price = config.yearlyPrices?.[code];
  if (!price)
    throw new ConfigError(`Yearly billing needs ${code.replace("price_", "STRIPE_PRICE_").toUpperCase()}_YEARLY`);
  return price;
}

/** The code and period a Stripe Price id stands for, or null for a price that is not ours. */
export function codeOfPrice(
  config: StripeConfig,
  priceId: string | null | undefined,
): { code: CheckoutCode; period: BillingPeriod } | null {
  if (!priceId) return null;
  const codes = Object.keys(
    config.mode === "stripe" ? config.prices : { price_solo: 1, price_starter: 1, price_professional: 1 },
  ) as CheckoutCode[];
  for (const code of codes) {
    for (const period of ["monthly", "yearly"] as const) {
      if (config.mode === "stripe" && period === "yearly" && !config.yearlyPrices?.[code]) continue;
      if (priceIdOf(config, code, period) === priceId) return { code, period };
    }
  }
  return null;
}

/** The billing period a Stripe Price id stands for. */
export const periodOfPrice = (config: StripeConfig, priceId: string | null | undefined) =>
  codeOfPrice(config, priceId)?.period ?? null;

/** The plan a Stripe Price id stands for. */
export function planOfPrice(config: StripeConfig, priceId: string | null | undefined): PlanId | null {
  const found = codeOfPrice(config, priceId);
  return found ? planByCheckoutCode(found.code)!.id : null;
}
