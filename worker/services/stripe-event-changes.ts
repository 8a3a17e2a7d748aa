// Pure: what one verified Stripe event says about a user's subscription, or null when it says nothing.
import type { BillingPeriod, PlanId } from "#schema/contracts/plans";
import type { SubscriptionStatus } from "#schema/contracts/subscription-texts";

/**
 * A lifecycle rank breaks ties between events created in the same second (Stripe's `created` has
 * one-second resolution): a subscription is created, then checked out, then updated or billed, then deleted.
 */
const RANK = {
  "customer.subscription.created": 0,
  "checkout.session.completed": 1,
  "customer.subscription.updated": 2,
  "invoice.paid": 2,
  "invoice.payment_failed": 2,
  "customer.subscription.deleted": 3,
} as const;
export type HandledEventType = keyof typeof RANK;

/** Orders events: an event applies only when its key is at least the last applied one's. */
export const eventOrderKey = (type: HandledEventType, createdSeconds: number) => createdSeconds * 4 + RANK[type];

import type { SubscriptionChange } from "../db/subscriptions";

export type { SubscriptionChange };

// biome-ignore lint/suspicious/noExplicitAny: a verified Stripe payload, walked defensively with optional chaining.
type Obj = Record<string, any>;

const idOf = (v: unknown): string | null =>
  typeof v === "string" ? v : v && typeof v === "object" && typeof (v as Obj).id === "string" ? (v as Obj).id : null;

/** Our company id on a Stripe object (before teams the owner's user id, which became the company's id). */
const idOfHint = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const dateOf = (seconds: unknown) => (typeof seconds === "number" && seconds > 0 ? new Date(seconds * 1000) : null);

/** Stripe's subscription status as the app reads it (spec section 4). */
export function statusOfSubscription(status: string, cancelScheduled: boolean): SubscriptionStatus {
  switch (status) {
    case "active":
    case "trialing":
      return cancelScheduled ? "canceling" : "active";
    case "past_due":
      // Stripe is still retrying the card: the plan is kept meanwhile.
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      // unpaid: Stripe stopped retrying and collects nothing more, so the plan lapses (billed money keeps working,
      // ADR 0042); an invoice paid later makes it active again. incomplete (first payment not through), paused.
      return "inactive";
  }
}

export function changeOfEvent(
  event: { type: string; created: number; data: { object: Obj } },
  planOfPrice: (priceId: string | null) => PlanId | null,
  periodOfPrice: (priceId: string | null) => BillingPeriod | null = () => null,
): SubscriptionChange | null {
  if (!(event.type in RANK)) return null;
  const type = event.type as HandledEventType;
  const obj = event.data.object;
  const orderKey = eventOrderKey(type, event.created);
  const base = { customerId: idOf(obj.customer), orderKey };

  if (type.startsWith("customer.subscription.")) {
    const item = obj.items?.data?.[0];
    // Either field schedules the end: our own cancel sets cancel_at_period_end, the customer portal (flexible
    // billing mode) sets cancel_at to a date.
    const cancelAt = dateOf(obj.cancel_at);
    const cancel =
      type === "customer.subscription.deleted" ? false : Boolean(obj.cancel_at_period_end) || cancelAt !== null;
    return {
      ...base,
      companyIdHint: idOfHint(obj.metadata?.companyId ?? obj.metadata?.userId),
      subscriptionId: obj.id,
      mayLink: true,
      plan: planOfPrice(idOf(item?.price)) ?? (obj.metadata?.planId || null),
      period: periodOfPrice(idOf(item?.price)),
      status: type === "customer.subscription.deleted" ? "canceled" : statusOfSubscription(String(obj.status), cancel),
      cancelAtPeriodEnd: cancel,
      // Access ends at the scheduled cancellation when there is one; else at the period's end (newer API versions
      // keep the period on the item, older ones on the subscription).
      periodEnd: (cancel ? cancelAt : null) ?? dateOf(item?.current_period_end ?? obj.current_period_end),
      checkoutSessionId: null,
    };
  }

  if (type === "checkout.session.completed") {
    const subscriptionId = idOf(obj.subscription);
    if (obj.mode !== "subscription" || !subscriptionId) return null;
    const paid = obj.payment_status === "paid" || obj.payment_status === "no_payment_required";
    return {
      ...base,
      companyIdHint: idOfHint(obj.client_reference_id ?? obj.metadata?.companyId ?? obj.metadata?.userId),
      subscriptionId,
      mayLink: true,
      plan: obj.metadata?.planId || null,
      status: paid ? "paid" : null,
      cancelAtPeriodEnd: null,
      periodEnd: null,
      checkoutSessionId: idOf(obj.id),
    };
  }

  // invoice.paid / invoice.payment_failed: the subscription moved to parent.subscription_details in 2025 API versions.
  const subscriptionId = idOf(obj.parent?.subscription_details?.subscription ?? obj.subscription);
  if (!subscriptionId) return null;
  const line = obj.lines?.data?.[0];
  return {
    ...base,
    companyIdHint: null,
    subscriptionId,
    mayLink: false,
    plan: null,
    status: type === "invoice.paid" ? "paid" : "past_due",
    cancelAtPeriodEnd: null,
    periodEnd: type === "invoice.paid" ? dateOf(line?.period?.end) : null,
    checkoutSessionId: null,
  };
}
