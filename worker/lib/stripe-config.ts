// Which Stripe the Worker talks to: the real API when keys are configured, the local stand-in otherwise
// (development and tests), and a refusal naming the missing keys in production (ADR 0040).
import { type CheckoutCode, type PlanId, planByCheckoutCode } from "#schema/contracts/plans";
import { ConfigError, missingStripeKeys } from "./env";

export type StripeConfig =
  | {
      mode: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** Stripe Price id for each checkout code. */
      prices: Record<CheckoutCode, string>;
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

/** The plan a Stripe Price id stands for. Locally the price id is the checkout code itself. */
export function planOfPrice(config: StripeConfig, priceId: string | null | undefined): PlanId | null {
  if (!priceId) return null;
  if (config.mode === "stripe") {
    const code = (Object.keys(config.prices) as CheckoutCode[]).find((c) => config.prices[c] === priceId);
    return code ? planByCheckoutCode(code)!.id : null;
  }
  return planByCheckoutCode(priceId)?.id ?? null;
}
