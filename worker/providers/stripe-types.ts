// What the subscription service needs from Stripe; the real API (stripe-api.ts) and the local stand-in
// (stripe-local.ts) both provide it.
import type { CheckoutCode, PlanId } from "#schema/contracts/plans";

export type BillingCustomer = { id: number; email: string; fullName: string; companyName: string | null };

/** A subscription as Stripe describes it, wrapped like an event so one interpreter reads both. */
export type SubscriptionSnapshot = {
  type: "customer.subscription.updated";
  created: number;
  data: { object: Record<string, unknown> };
};

export type BillingProvider = {
  mode: "stripe" | "local";
  createCustomer(user: BillingCustomer): Promise<string>;
  createCheckoutSession(args: {
    userId: number;
    customerId: string;
    planId: PlanId;
    code: CheckoutCode;
    origin: string;
  }): Promise<{ url: string }>;
  /**
   * Sets or clears cancel-at-period-end. The real API answers the updated subscription to apply at once
   * (its webhook follows); the stand-in delivers a signed webhook itself and answers null.
   */
  setCancelAtPeriodEnd(user: LinkedSubscription, cancel: boolean): Promise<SubscriptionSnapshot | null>;
  /** The customer portal, or null where there is none (the stand-in). */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
};

export type LinkedSubscription = {
  id: number;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  subscriptionPlan: PlanId;
  subscriptionExpiresAt: Date | null;
};
