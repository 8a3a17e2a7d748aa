// The real Stripe adapter: the SDK over fetch (Workers have no Node http), keys and prices from configuration.
// Each call follows Stripe's API reference as cited in ADR 0120 (and ADR 0040 for the first ones).
import Stripe from "stripe";
import { codeOfPrice, priceIdOf, type StripeConfig } from "../lib/stripe-config";
import { throughStripe } from "./stripe-errors";
import { downgradePhases } from "./stripe-schedule";
import type { BillingProvider, LiveSubscription, SubscriptionSnapshot } from "./stripe-types";

/** Statuses in which a subscription bills the customer: a second one of these is a double charge. */
const BILLING: readonly string[] = ["active", "trialing", "past_due"];
/** Statuses a second subscription may still be undone from (incomplete: its first payment may still go through). */
const UNDOABLE: readonly string[] = [...BILLING, "incomplete", "unpaid", "paused"];

/** Written on the cancellations we make, so a later read can tell them from the customer's own. */
export const DUPLICATE_COMMENT = "PayStage: a second subscription for a company that already pays";
export const LAPSED_COMMENT = "PayStage: replaced by a new subscription after this one went unpaid";
export const DELETED_COMMENT = "PayStage: the company deleted its account";
/** Statuses with nothing left to cancel. */
const ENDED: readonly string[] = ["canceled", "incomplete_expired"];

const snapshotOf = (subscription: Stripe.Subscription): SubscriptionSnapshot => ({
  type: "customer.subscription.updated",
  created: Math.floor(Date.now() / 1000),
  data: { object: subscription as unknown as Record<string, unknown> },
});

/** Bank debits: Stripe's pending updates refuse them (ADR 0138). */
const BANK_DEBITS: readonly string[] = [
  "us_bank_account",
  "sepa_debit",
  "bacs_debit",
  "au_becs_debit",
  "acss_debit",
  "nz_bank_account",
];

/** The subscription's own payment method, else the customer's invoice default (expanded by the caller). */
function paidByBankDebit(subscription: Stripe.Subscription) {
  const own = subscription.default_payment_method;
  const customer = typeof subscription.customer === "object" ? subscription.customer : null;
  const fallback =
    customer && !("deleted" in customer && customer.deleted)
      ? (customer as Stripe.Customer).invoice_settings?.default_payment_method
      : null;
  const method = own ?? fallback;
  return typeof method === "object" && method !== null && BANK_DEBITS.includes(method.type);
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

export function stripeApi(
  config: Extract<StripeConfig, { mode: "stripe" }>,
  /** Tests pass a recorder here; Workers use the global fetch. */
  fetcher: typeof fetch = fetch,
): BillingProvider {
  return guarded(stripeCalls(config, fetcher));
}

/** Every call answers Stripe's temporary failures as UPSTREAM_UNAVAILABLE (503), never a 500 (stripe-errors.ts). */
function guarded(p: BillingProvider): BillingProvider {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      throughStripe(() => call(...args));
  return {
    mode: p.mode,
    createCustomer: wrap(p.createCustomer),
    liveSubscriptions: wrap(p.liveSubscriptions),
    createCheckoutSession: wrap(p.createCheckoutSession),
    openCheckoutUrl: wrap(p.openCheckoutUrl),
    expireCheckoutSession: wrap(p.expireCheckoutSession),
    setCancelAtPeriodEnd: wrap(p.setCancelAtPeriodEnd),
    changePlanNow: wrap(p.changePlanNow),
    scheduleDowngrade: wrap(p.scheduleDowngrade),
    releaseSchedule: wrap(p.releaseSchedule),
    retrieveSubscription: wrap(p.retrieveSubscription),
    cancelAndRefund: wrap(p.cancelAndRefund),
    cancelLapsed: wrap(p.cancelLapsed),
    cancelForDeletion: wrap(p.cancelForDeletion),
    portalUrl: wrap(p.portalUrl),
  };
}

function stripeCalls(config: Extract<StripeConfig, { mode: "stripe" }>, fetcher: typeof fetch): BillingProvider {
  const stripe = new Stripe(config.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetcher),
    // The SDK resends a failed request under the same idempotency key (its own or ours).
    maxNetworkRetries: 2,
  });
  async function releaseSchedule(scheduleId: string) {
    try {
      await stripe.subscriptionSchedules.release(scheduleId);
    } catch (err) {
      // Only an active or not-started schedule can be released: one already released or completed is the state
      // we want.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
      if (schedule.status === "active" || schedule.status === "not_started") throw err;
    }
  }
  return {
    mode: "stripe",
    async createCustomer(user, attempt) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.companyName ?? user.fullName, metadata: { userId: String(user.id) } },
        // One key per attempt: the SDK's retries of this attempt reuse it, a later attempt is not answered with a
        // stored failure. A double tap may make a second customer; only the first one linked is ever used.
        { idempotencyKey: `paystage-customer-${user.id}-${attempt}` },
      );
      return customer.id;
    },
    async liveSubscriptions(customerId) {
      // Without `status` the list holds every subscription that is not canceled; a customer has a handful.
      const list = await stripe.subscriptions.list({ customer: customerId, limit: 10 });
      return list.data
        .filter((s) => BILLING.includes(s.status))
        .map((s): LiveSubscription => ({ id: s.id, status: s.status }));
    },
    async createCheckoutSession({ userId, customerId, planId, code, period = "monthly", origin, trialEnd, currency }) {
      const metadata = { userId: String(userId), planId, period };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        // The Price carries every plan currency in `currency_options`; naming the company's picks that entry, so a
        // London company pays in pounds wherever its card or IP address is (ADR 0162).
        ...(currency && currency !== "USD" ? { currency: currency.toLowerCase() } : {}),
        customer: customerId,
        client_reference_id: String(userId),
        line_items: [{ price: priceIdOf(config, code, period), quantity: 1 }],
        metadata,
        subscription_data: {
          metadata,
          ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
        },
        success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/subscription`,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async openCheckoutUrl(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === "open" && session.url ? session.url : null;
    },
    async expireCheckoutSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (err) {
        // Only an open session can be expired: a 400 for one already complete or expired is the state we want.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === "open") throw err;
      }
    },
    async setCancelAtPeriodEnd(user, cancel) {
      let params: Stripe.SubscriptionUpdateParams = { cancel_at_period_end: cancel };
      if (!cancel) {
        // The customer portal (flexible billing mode) schedules the end with `cancel_at`, not
        // `cancel_at_period_end`: resuming clears whichever of the two is set.
        const current = await stripe.subscriptions.retrieve(user.stripeSubscriptionId);
        if (!current.cancel_at_period_end && current.cancel_at) params = { cancel_at: "" };
      }
      return snapshotOf(await stripe.subscriptions.update(user.stripeSubscriptionId, params));
    },
    async changePlanNow(user, code, key, period) {
      const current = await stripe.subscriptions.retrieve(user.stripeSubscriptionId, {
        // How it is paid decides whether Stripe can hold the change until the payment goes through (below).
        expand: ["default_payment_method", "customer.invoice_settings.default_payment_method"],
      });
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      // A subscription held by a schedule follows the schedule's phases: the waiting downgrade goes first.
      const scheduleId = idOf(current.schedule);
      if (scheduleId) await releaseSchedule(scheduleId);
      const bankDebit = paidByBankDebit(current);
      const updated = await stripe.subscriptions.update(
        current.id,
        {
          // The same interval as now unless another is asked for: a change of interval restarts the billing date
          // today, charging the new period less the unused time (or crediting it, yearly to monthly).
          items: [
            {
              id: item.id,
              price: priceIdOf(config, code, period ?? codeOfPrice(config, item.price.id)?.period ?? "monthly"),
            },
          ],
          // The difference is invoiced and charged now; in Stripe's trial there is nothing to charge yet.
          proration_behavior: current.status === "trialing" ? "none" : "always_invoice",
          // Card: the new price applies only once that invoice is paid; a declined card or 3-D Secure leaves the
          // plan as it was with the change in `pending_update`. Bank debits cannot hold a pending update (Stripe
          // refuses it): the change applies now and the debit settles later; a failed debit makes it past_due.
          payment_behavior: bankDebit ? "allow_incomplete" : "pending_if_incomplete",
          // The open invoice's page, for a change left waiting on the customer.
          expand: ["latest_invoice"],
        },
        { idempotencyKey: `paystage-plan-${current.id}-${key}` },
      );
      const pending = updated.pending_update;
      const invoice = typeof updated.latest_invoice === "object" ? updated.latest_invoice : null;
      return {
        snapshot: snapshotOf(updated),
        awaitingPayment: pending
          ? {
              invoiceUrl: invoice?.hosted_invoice_url ?? null,
              expiresAt: pending.expires_at ? new Date(pending.expires_at * 1000) : null,
            }
          : null,
        bankDebit: bankDebit && current.status !== "trialing",
      };
    },
    async scheduleDowngrade(user, code, key) {
      const current = await stripe.subscriptions.retrieve(user.stripeSubscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no item`);
      const existing = idOf(current.schedule);
      const schedule = existing
        ? await stripe.subscriptionSchedules.retrieve(existing)
        : await stripe.subscriptionSchedules.create(
            { from_subscription: current.id },
            { idempotencyKey: `paystage-schedule-${current.id}-${key}` },
          );
      const scheduleId = schedule.id;
      const phases = downgradePhases({
        currentPrice: item.price.id,
        newPrice: priceIdOf(config, code, codeOfPrice(config, item.price.id)?.period ?? "monthly"),
        // Updating a started schedule names its current phase by that phase's own start date.
        phaseStart: schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date ?? item.current_period_start,
        periodEnd: item.current_period_end,
        interval: item.price.recurring?.interval === "year" ? "year" : "month",
        // Rewriting the current phase without its trial would end the trial now and charge (ADR 0138).
        trialEnd: current.status === "trialing" ? current.trial_end : null,
      });
      await stripe.subscriptionSchedules.update(
        scheduleId,
        { end_behavior: "release", phases },
        { idempotencyKey: `paystage-downgrade-${current.id}-${key}` },
      );
      return { scheduleId, at: new Date((phases[0]!.end_date ?? item.current_period_end) * 1000), phases };
    },
    releaseSchedule,
    async retrieveSubscription(subscriptionId) {
      return snapshotOf(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async cancelAndRefund(subscriptionId) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      // Cancelled by an earlier delivery of this webhook whose refund then failed: the refund is still owed.
      const cancelledByUs =
        current.status === "canceled" && current.cancellation_details?.comment === DUPLICATE_COMMENT;
      if (!cancelledByUs && !UNDOABLE.includes(current.status)) return null;
      const canceled = cancelledByUs
        ? current
        : await stripe.subscriptions.cancel(
            subscriptionId,
            // The comment marks the cancellation as ours, so a redelivered webhook finishes the undo (above).
            { cancellation_details: { comment: DUPLICATE_COMMENT } },
            { idempotencyKey: `paystage-duplicate-cancel-${subscriptionId}` },
          );
      const invoiceId = idOf(canceled.latest_invoice ?? current.latest_invoice);
      if (!invoiceId) return { refunds: [] };
      // Since API 2025-03-31 an invoice's payments are Invoice Payments (the invoice no longer names its
      // PaymentIntent); a subscription's first invoice has one, paid.
      const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 10 });
      const refunds: string[] = [];
      for (const { payment } of payments.data) {
        const paymentIntent = idOf(payment.payment_intent);
        const charge = idOf(payment.charge);
        if (!paymentIntent && !charge) continue;
        const refund = await stripe.refunds.create(
          { ...(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! }), reason: "duplicate" },
          { idempotencyKey: `paystage-duplicate-refund-${subscriptionId}-${paymentIntent ?? charge}` },
        );
        refunds.push(refund.id);
      }
      return { refunds };
    },
    async cancelLapsed(subscriptionId) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (current.status !== "unpaid") return false;
      // invoice_now/prorate false: no final invoice and no proration credit for a subscription that stopped being
      // paid. Its open invoices stay open, and Stripe stops collecting them once it is canceled (ADR 0120).
      await stripe.subscriptions.cancel(
        subscriptionId,
        { invoice_now: false, prorate: false, cancellation_details: { comment: LAPSED_COMMENT } },
        { idempotencyKey: `paystage-lapsed-cancel-${subscriptionId}` },
      );
      return true;
    },
    async cancelForDeletion(subscriptionId) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (ENDED.includes(current.status)) return false;
      await stripe.subscriptions.cancel(
        subscriptionId,
        { invoice_now: false, prorate: false, cancellation_details: { comment: DELETED_COMMENT } },
        { idempotencyKey: `paystage-deleted-cancel-${subscriptionId}` },
      );
      return true;
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
