// Subscription requests: checkout with one of the plans module's codes, and the local test checkout's completion.
import { z } from "zod";
import { BILLING_PERIODS, CHECKOUT_CODES } from "./plans";
import { UNKNOWN_PLAN_CODE } from "./subscription-texts";

export const CheckoutCodeSchema = z.enum(CHECKOUT_CODES, { error: UNKNOWN_PLAN_CODE });

/** Monthly unless said: the pricing page's Yearly switch carries "yearly" into checkout. */
export const BillingPeriodSchema = z
  .enum(BILLING_PERIODS, { error: "Choose monthly or yearly billing." })
  .default("monthly");

export const CreateCheckoutSessionSchema = z.object({
  priceId: CheckoutCodeSchema,
  period: BillingPeriodSchema,
  /** Sent by the spec's client for display only: the plan always comes from the code. */
  planName: z.string().trim().max(120, "Plan name must be at most 120 characters").optional(),
});
export type CreateCheckoutSession = z.input<typeof CreateCheckoutSessionSchema>;

export const LOCAL_SESSION_PATTERN = /^cs_local_[A-Za-z0-9]{16,64}$/;
export const INVALID_TEST_SESSION = "This test checkout is not valid. Start again from the Subscription page.";

export const CompleteTestCheckoutSchema = z.object({
  priceId: CheckoutCodeSchema,
  period: BillingPeriodSchema,
  sessionId: z.string({ error: INVALID_TEST_SESSION }).regex(LOCAL_SESSION_PATTERN, INVALID_TEST_SESSION),
});
export type CompleteTestCheckout = z.input<typeof CompleteTestCheckoutSchema>;

/**
 * POST /api/change-plan: the plan to move the live subscription to (ADR 0123), and optionally the billing period
 * (monthly or yearly; the current one when absent, ADR 0138).
 */
export const ChangePlanSchema = z.object({
  priceId: CheckoutCodeSchema,
  period: z.enum(BILLING_PERIODS, { error: "Choose monthly or yearly billing." }).optional(),
});
export type ChangePlan = z.input<typeof ChangePlanSchema>;
