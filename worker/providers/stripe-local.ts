// The local Stripe stand-in (ADR 0040): checkout is a page of this app, and every change arrives as a
// Stripe-shaped event signed with the local webhook secret and handed to the real webhook handler.
import Stripe from "stripe";
import { chargeIn, chargeOf, type PlanCurrency } from "#schema/contracts/plan-prices";
import {
  type BillingPeriod,
  type CheckoutCode,
  getPlan,
  intervalChangeCents,
  type PlanId,
  planByCheckoutCode,
  upgradeProrationCents,
} from "#schema/contracts/plans";
import { randomToken } from "../lib/crypto";
import { localPriceId } from "../lib/stripe-config";
import { downgradePhases } from "./stripe-schedule";
import type { BillingProvider, LinkedSubscription, LiveSubscription } from "./stripe-types";

/** Receives a signed event exactly as Stripe would POST it: raw body and Stripe-Signature header. */
export type DeliverEvent = (rawBody: string, signature: string) => Promise<unknown>;

const crypto = Stripe.createSubtleCryptoProvider();
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** One calendar month later, as Stripe bills monthly plans. */
export function addOneMonth(from: Date) {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** One billing period later (a month, or a calendar year for yearly Prices). */
export function addOnePeriod(from: Date, period: BillingPeriod = "monthly") {
  if (period === "monthly") return addOneMonth(from);
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** One billing period earlier: the start of the period that ends at `end`. */
function periodStartOf(end: Date, period: BillingPeriod = "monthly") {
  const start = new Date(end);
  if (period === "yearly") start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return start;
}

export async function signedEvent(secret: string, event: { id: string; type: string; data: { object: unknown } }) {
  const body = JSON.stringify({
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    ...event,
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    cryptoProvider: crypto,
  });
  return { body, signature };
}

function subscriptionObject(args: {
  id: string;
  customer: string;
  userId: number;
  planId: PlanId;
  code: CheckoutCode;
  period?: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  cancel: boolean;
  /** Set while the app's remaining free trial runs (Checkout's subscription_data.trial_end). */
  trialEnd?: Date | null;
  /** The Price's currency option Checkout charged (ADR 0162); US dollars when absent. */
  currency?: PlanCurrency;
}) {
  return {
    id: args.id,
    object: "subscription",
    customer: args.customer,
    status: args.trialEnd ? "trialing" : "active",
    cancel_at_period_end: args.cancel,
    // Stripe fills cancel_at with the period end when cancel_at_period_end is set.
    cancel_at: args.cancel ? seconds(args.periodEnd) : null,
    trial_end: args.trialEnd ? seconds(args.trialEnd) : null,
    created: seconds(args.periodStart),
    metadata: { userId: String(args.userId), planId: args.planId },
    items: {
      object: "list",
      data: [
        {
          object: "subscription_item",
          price: {
            id: localPriceId(args.code, args.period ?? "monthly"),
            object: "price",
            unit_amount: chargeIn(getPlan(args.planId), args.period ?? "monthly", args.currency ?? "USD"),
            currency: (args.currency ?? "USD").toLowerCase(),
            recurring: { interval: args.period === "yearly" ? "year" : "month", interval_count: 1 },
          },
          current_period_start: seconds(args.periodStart),
          current_period_end: seconds(args.periodEnd),
        },
      ],
    },
  };
}

export type LocalStripe = BillingProvider & {
  /** The test checkout's Pay button: the three events Stripe sends when a subscription checkout completes. */
  completeCheckout(args: {
    sessionId: string;
    userId: number;
    customerId: string;
    planId: PlanId;
    code: CheckoutCode;
    period?: BillingPeriod;
    trialEnd: Date | null;
    currency?: PlanCurrency;
  }): Promise<void>;
};

/** What the stand-in knows of its "Stripe account": the subscriptions it made, as the app recorded them. */
export type LocalState = { liveSubscriptions(customerId: string): Promise<LiveSubscription[]> };

/** Subscriptions the stand-in cancelled for a deleted account (tests read it, as they would Stripe's dashboard). */
export const cancelledForDeletion = new Set<string>();

const testCheckoutUrl = (origin: string, sessionId: string, code: CheckoutCode, period: BillingPeriod = "monthly") =>
  `${origin}/test-checkout?session_id=${sessionId}&plan=${code}${period === "yearly" ? "&period=yearly" : ""}`;

export function localStripe(secret: string, deliver: DeliverEvent, state: LocalState): LocalStripe {
  const send = async (event: { id: string; type: string; data: { object: unknown } }) => {
    const { body, signature } = await signedEvent(secret, event);
    await deliver(body, signature);
  };
  /** Stripe's answer to a cancellation arrives as a webhook too: the same path a real cancellation takes. */
  const sendDeleted = (eventId: string, subscriptionId: string) =>
    send({
      id: eventId,
      type: "customer.subscription.deleted",
      data: {
        object: { id: subscriptionId, object: "subscription", status: "canceled", cancel_at_period_end: false },
      },
    });
  return {
    mode: "local",
    async createCustomer() {
      return `cus_local_${randomToken(12)}`;
    },
    liveSubscriptions: (customerId) => state.liveSubscriptions(customerId),
    async createCheckoutSession({ code, period, origin }) {
      const sessionId = `cs_local_${randomToken(18).replace(/[^A-Za-z0-9]/g, "")}`;
      return { id: sessionId, url: testCheckoutUrl(origin, sessionId, code, period) };
    },
    // The app keeps the one open session; the test checkout refuses any other, which is what expiry means here.
    async openCheckoutUrl(sessionId, { code, period, origin }) {
      return testCheckoutUrl(origin, sessionId, code, period);
    },
    async expireCheckoutSession() {},
    // The stand-in's events carry its whole state: there is nothing newer to read.
    async retrieveSubscription() {
      return null;
    },
    async cancelAndRefund(subscriptionId) {
      await sendDeleted(`evt_local_${subscriptionId}_deleted`, subscriptionId);
      return { refunds: [`re_local_${subscriptionId.replace(/^sub_/, "")}`] };
    },
    // The app calls this only for a subscription it recorded as lapsed (the stand-in's events carry its state).
    async cancelLapsed(subscriptionId) {
      await sendDeleted(`evt_local_${subscriptionId}_lapsed_deleted`, subscriptionId);
      return true;
    },
    // The company's rows are erased right after, so no event is delivered back: there is nothing left to update.
    async cancelForDeletion(subscriptionId) {
      cancelledForDeletion.add(subscriptionId);
      return true;
    },
    async setCancelAtPeriodEnd(user: LinkedSubscription, cancel: boolean) {
      const periodEnd = user.subscriptionExpiresAt ?? addOnePeriod(new Date(), user.period);
      const code = getPlan(user.subscriptionPlan).checkoutCode!;
      await send({
        id: `evt_local_${randomToken(18)}`,
        type: "customer.subscription.updated",
        data: {
          object: subscriptionObject({
            id: user.stripeSubscriptionId,
            customer: user.stripeCustomerId,
            userId: user.id,
            planId: user.subscriptionPlan,
            code,
            period: user.period,
            periodStart: periodStartOf(periodEnd, user.period),
            periodEnd,
            cancel,
            currency: user.currency,
          }),
        },
      });
      return null;
    },
    // An upgrade as Stripe reports it: the subscription on the new price (same period), then the proration
    // invoice paid. Event ids derive from the change's key, so a retried request is the same events again.
    async changePlanNow(user: LinkedSubscription, code: CheckoutCode, key: string, period?: BillingPeriod) {
      const to = planByCheckoutCode(code)!;
      const now = new Date();
      const from = user.period ?? "monthly";
      const newPeriod = period ?? from;
      const oldEnd = user.subscriptionExpiresAt ?? addOnePeriod(now, from);
      // Another interval restarts the billing date today, as Stripe does; the carried trial keeps its end.
      const restarts = newPeriod !== from && !user.trialing;
      const periodEnd = restarts ? addOnePeriod(now, newPeriod) : oldEnd;
      const periodStart = restarts ? now : periodStartOf(periodEnd, newPeriod);
      const id = `evt_local_${user.stripeSubscriptionId}_plan_${key}`;
      // Prorated from the prices of the currency Checkout charged, as Stripe prorates a Price's currency option.
      const currency = user.currency ?? "USD";
      const charge = chargeOf(currency);
      const charged = user.trialing
        ? 0
        : restarts
          ? intervalChangeCents(getPlan(user.subscriptionPlan), to, from, newPeriod, oldEnd, now, charge)
          : upgradeProrationCents(getPlan(user.subscriptionPlan), to, periodEnd, now, from, charge);
      await send({
        id,
        type: "customer.subscription.updated",
        data: {
          object: subscriptionObject({
            id: user.stripeSubscriptionId,
            customer: user.stripeCustomerId,
            userId: user.id,
            planId: to.id,
            code,
            period: newPeriod,
            periodStart,
            periodEnd,
            cancel: false,
            currency,
          }),
        },
      });
      await send({
        id: `${id}_inv`,
        type: "invoice.paid",
        data: {
          object: {
            id: `in_local_${user.stripeSubscriptionId.replace(/^sub_local_/, "")}_${key}`,
            object: "invoice",
            customer: user.stripeCustomerId,
            status: "paid",
            billing_reason: "subscription_update",
            // In the carried trial nothing is charged (proration_behavior none at Stripe).
            amount_paid: charged,
            currency: currency.toLowerCase(),
            parent: {
              type: "subscription_details",
              subscription_details: { subscription: user.stripeSubscriptionId },
            },
            lines: { object: "list", data: [{ period: { start: seconds(now), end: seconds(periodEnd) } }] },
          },
        },
      });
      return { snapshot: null, awaitingPayment: null, bankDebit: false };
    },
    // No schedule object here: the period's end is when the app's row says, and the switch arrives as the signed
    // customer.subscription.updated Stripe sends then (tests post it; nothing renews locally). The phases are the
    // ones the real adapter sends, so a test clock can be run over them (stripe-schedule.ts).
    async scheduleDowngrade(user: LinkedSubscription, code: CheckoutCode) {
      const at = user.subscriptionExpiresAt ?? addOnePeriod(new Date(), user.period);
      const period = user.period ?? "monthly";
      const phases = downgradePhases({
        currentPrice: localPriceId(getPlan(user.subscriptionPlan).checkoutCode!, period),
        newPrice: localPriceId(code, period),
        phaseStart: seconds(periodStartOf(at, period)),
        periodEnd: seconds(at),
        interval: period === "yearly" ? "year" : "month",
        // The carried trial ends with the first period (ADR 0120).
        trialEnd: user.trialing ? seconds(at) : null,
      });
      return { scheduleId: null, at, phases };
    },
    async releaseSchedule() {},
    async portalUrl() {
      return null;
    },
    async completeCheckout({
      sessionId,
      userId,
      customerId,
      planId,
      code,
      period = "monthly",
      trialEnd,
      currency = "USD",
    }) {
      // Ids derive from the session, so paying twice (double tap, reload) delivers the same events again,
      // which the webhook handler de-duplicates.
      const key = sessionId.slice("cs_local_".length);
      const subscriptionId = `sub_local_${key}`;
      const start = new Date();
      // A trial carried into Checkout bills nothing now; the first period starts when the trial ends.
      const end = trialEnd ?? addOnePeriod(start, period);
      const subscription = subscriptionObject({
        id: subscriptionId,
        customer: customerId,
        userId,
        planId,
        code,
        period,
        periodStart: start,
        periodEnd: end,
        cancel: false,
        trialEnd,
        currency,
      });
      const cents = trialEnd ? 0 : chargeIn(getPlan(planId), period, currency);
      const lower = currency.toLowerCase();
      await send({ id: `evt_local_${key}_sub`, type: "customer.subscription.created", data: { object: subscription } });
      await send({
        id: `evt_local_${key}_inv`,
        type: "invoice.paid",
        data: {
          object: {
            id: `in_local_${key}`,
            object: "invoice",
            customer: customerId,
            status: "paid",
            billing_reason: "subscription_create",
            amount_paid: cents,
            currency: lower,
            parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
            lines: { object: "list", data: [{ period: { start: seconds(start), end: seconds(end) } }] },
          },
        },
      });
      await send({
        id: `evt_local_${key}_cs`,
        type: "checkout.session.completed",
        data: {
          object: {
            id: sessionId,
            object: "checkout.session",
            mode: "subscription",
            status: "complete",
            payment_status: trialEnd ? "no_payment_required" : "paid",
            customer: customerId,
            subscription: subscriptionId,
            client_reference_id: String(userId),
            amount_total: cents,
            currency: lower,
            metadata: { userId: String(userId), planId },
          },
        },
      });
    },
  };
}
