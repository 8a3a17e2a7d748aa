// What the subscription service needs from Stripe; the real API (stripe-api.ts) and the local stand-in
// (stripe-local.ts) both provide it.
import type { PlanCurrency } from "#schema/contracts/plan-prices";
import type { BillingPeriod, CheckoutCode, PlanId } from "#schema/contracts/plans";
import type { StripeConfig } from "../lib/stripe-config";

export type BillingCustomer = { id: number; email: string; fullName: string; companyName: string | null };

/** A subscription as Stripe describes it, wrapped like an event so one interpreter reads both. */
export type SubscriptionSnapshot = {
  type: "customer.subscription.updated";
  created: number;
  data: { object: Record<string, unknown> };
};

/** A subscription that bills or may bill the customer (Stripe's active, trialing, past_due). */
export type LiveSubscription = { id: string; status: string };

export type BillingProvider = {
  mode: "stripe" | "local";
  /**
   * Creates the Stripe customer. `attempt` is new for every checkout attempt: Stripe replays a stored answer, even a
   * 500, for 24 hours under one idempotency key, so a fixed key would block checkout for a day after one failure.
   */
  createCustomer(user: BillingCustomer, attempt: string): Promise<string>;
  /** The customer's subscriptions that bill (active, trialing, past_due), newest first. */
  liveSubscriptions(customerId: string): Promise<LiveSubscription[]>;
  createCheckoutSession(args: {
    userId: number;
    customerId: string;
    planId: PlanId;
    code: CheckoutCode;
    /** Monthly or yearly: which of the plan's Prices is sold (ADR 0123); monthly when absent. */
    period?: BillingPeriod;
    origin: string;
    /** The end of the app's free trial still to run, carried into the subscription; null charges at once. */
    trialEnd: Date | null;
    /**
     * The company's currency (ADR 0162): Checkout charges the Price's `currency_options` entry for it. US dollars
     * (or absent) send no currency, as before: the Price's own.
     */
    currency?: PlanCurrency;
  }): Promise<{ id: string; url: string }>;
  /** The URL of a Checkout Session that can still be completed, or null when it is complete or expired. */
  openCheckoutUrl(
    sessionId: string,
    args: { code: CheckoutCode; period?: BillingPeriod; origin: string },
  ): Promise<string | null>;
  /** Expires a Checkout Session so it can no longer be paid; a session already complete or expired is left as is. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /**
   * Sets or clears the scheduled cancellation. The real API answers the updated subscription to apply at once
   * (its webhook follows); the stand-in delivers a signed webhook itself and answers null.
   */
  setCancelAtPeriodEnd(user: LinkedSubscription, cancel: boolean): Promise<SubscriptionSnapshot | null>;
  /**
   * Moves the subscription to another plan now, charging the prorated difference at once
   * (`proration_behavior: always_invoice`, none while Stripe's trial runs) and only if that payment goes through
   * (`payment_behavior: pending_if_incomplete`). A downgrade waiting in a schedule is released first. `key` is the
   * same for a retried request and new for the next change, so a retry never charges twice. The real API answers
   * the updated subscription; the stand-in delivers signed events itself and answers null (ADR 0123).
   */
  changePlanNow(
    subscription: LinkedSubscription,
    code: CheckoutCode,
    key: string,
    /** Another billing period than now: Stripe restarts the billing date and credits the unused time (ADR 0138). */
    period?: BillingPeriod,
  ): Promise<PlanChangeAnswer>;
  /**
   * Schedules the move to another plan at the end of the current period (a subscription schedule of two phases,
   * released when done); nothing is charged now. While Stripe's trial runs, the first phase keeps its `trial_end`
   * (ADR 0138). Answers the schedule (null for the stand-in), when it applies, and the phases as sent.
   */
  scheduleDowngrade(
    subscription: LinkedSubscription,
    code: CheckoutCode,
    key: string,
  ): Promise<{ scheduleId: string | null; at: Date; phases: SchedulePhase[] }>;
  /** Drops a scheduled downgrade: the subscription stays as it is. A schedule already released is left as is. */
  releaseSchedule(scheduleId: string): Promise<void>;
  /** The subscription as Stripe holds it now (settles events that cannot be ordered); null where unknown. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>;
  /**
   * Cancels a second subscription at once and refunds what its latest invoice collected. Every call carries an
   * idempotency key per effect, so a repeated webhook cancels and refunds once. Null when the subscription no
   * longer bills (already canceled or expired): nothing to undo.
   */
  cancelAndRefund(subscriptionId: string): Promise<{ refunds: string[] } | null>;
  /**
   * Cancels an `unpaid` subscription the company is leaving for a new one (Stripe stopped retrying it, so it bills
   * nothing, but the customer would still hold it). No final invoice and no proration; its open invoices stay
   * open and uncollected. One idempotency key per subscription. False when it is not unpaid (nothing to do).
   */
  cancelLapsed(subscriptionId: string): Promise<boolean>;
  /**
   * Cancels the subscription of a company whose account is being deleted (ADR 0226), at once, with no final invoice
   * and no proration. One idempotency key per subscription. False when it was already canceled or expired.
   */
  cancelForDeletion(subscriptionId: string): Promise<boolean>;
  /** The customer portal, or null where there is none (the stand-in). */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
};

/**
 * What Stripe answered to a change made now (ADR 0138). `awaitingPayment`: the payment failed or needs the customer
 * (3-D Secure), so Stripe kept the change in `pending_update` and the subscription stays on its old price until the
 * open invoice is paid. `bankDebit`: a bank debit cannot hold a pending update, so the change applied at once and
 * the debit settles over the next business days.
 */
export type PlanChangeAnswer = {
  snapshot: SubscriptionSnapshot | null;
  awaitingPayment: { invoiceUrl: string | null; expiresAt: Date | null } | null;
  bankDebit: boolean;
};

/** One phase of a subscription schedule as sent to Stripe (seconds since the epoch, as the API takes them). */
export type SchedulePhase = {
  items: { price: string; quantity: number }[];
  start_date?: number;
  end_date?: number;
  /** Stripe's trial runs in this phase until then: nothing is invoiced before it. */
  trial_end?: number;
  duration?: { interval: "month" | "year"; interval_count: number };
  proration_behavior?: "none";
};

export type LinkedSubscription = {
  id: number;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  subscriptionPlan: PlanId;
  subscriptionExpiresAt: Date | null;
  /** How it bills now (monthly when absent): a plan change keeps it (a change of interval resets the billing date). */
  period?: BillingPeriod;
  /** Stripe's trial still runs (the app's trial carried into Checkout): a plan change charges nothing yet. */
  trialing?: boolean;
  /** The Price's currency option Checkout charged (ADR 0162): a change is billed in it. US dollars when absent. */
  currency?: PlanCurrency;
};

/** The configuration and the provider it chose (services/subscriptions.ts billingFor). */
export type Billing = { config: StripeConfig; provider: BillingProvider };
