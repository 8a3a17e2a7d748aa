// The subscription rules: status for the screens, checkout, cancel / resume, the customer portal and the
// local test checkout. Stripe is reached through a provider chosen by configuration (ADR 0040).

import { entitlementOf, subscribedTrialEnd, trialDaysLeft, trialEndsAt } from "#schema/contracts/entitlements";
import { planCurrencyFor } from "#schema/contracts/plan-prices";
import {
  type BillingPeriod,
  type CheckoutCode,
  getPlan,
  isBillingPeriod,
  isPlanId,
  isUpgrade,
  planByCheckoutCode,
} from "#schema/contracts/plans";
import {
  ALREADY_ON_PLAN,
  ALREADY_SUBSCRIBED,
  CHECKOUT_EXPIRED,
  CHECKOUT_IN_PROGRESS,
  NOTHING_TO_CANCEL,
  NOTHING_TO_CHANGE,
  NOTHING_TO_RESUME,
  type PlanChangeOutcome,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type SubscriptionStatusView,
} from "#schema/contracts/subscription-texts";
import { DAY_MS, MINUTE_MS } from "#schema/rules/durations";
import {
  applySubscriptionChange,
  countActiveProjects,
  findCheckoutSession,
  findCompanyByStripeCustomer,
  linkStripeCustomer,
  setPendingPlan,
  storeCheckoutSession,
} from "../db/subscriptions";
import { findUserById, listMembers } from "../db/users";
import { randomToken } from "../lib/crypto";
import type { Db } from "../lib/db";
import { AppError, badRequest, notFound } from "../lib/errors";
import { periodOfPrice, planOfPrice, stripeConfig } from "../lib/stripe-config";
import { stripeApi } from "../providers/stripe-api";
import { type LocalStripe, localStripe } from "../providers/stripe-local";
import type { Billing, BillingProvider, LinkedSubscription, LiveSubscription } from "../providers/stripe-types";
import { leaveLapsed } from "./lapsed-subscription";
import type { SessionUser } from "./sessions";
import { changeOfEvent } from "./stripe-event-changes";
import { handleStripeWebhook } from "./stripe-webhook";

const LIVE: readonly string[] = ["active", "canceling", "past_due"];

export type { Billing };

/** The provider for this configuration; the stand-in delivers its events to the real webhook handler. */
export function billingFor(env: Env, db: Db): Billing {
  const config = stripeConfig(env);
  if (config.mode === "stripe") return { config, provider: stripeApi(config) };
  const billing: Billing = {
    config,
    provider: localStripe(
      config.webhookSecret,
      (body, signature) => handleStripeWebhook(env, db, billing, body, signature),
      // The stand-in's "account" is what the app recorded of the subscriptions it made.
      { liveSubscriptions: (customerId) => liveLocalSubscriptions(db, customerId) },
    ),
  };
  return billing;
}

async function liveLocalSubscriptions(db: Db, customerId: string): Promise<LiveSubscription[]> {
  const company = await findCompanyByStripeCustomer(db, customerId);
  if (!company?.stripeSubscriptionId || !LIVE.includes(company.subscriptionStatus)) return [];
  return [{ id: company.stripeSubscriptionId, status: company.subscriptionStatus }];
}

const asStatus = (s: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(s) ? (s as SubscriptionStatus) : "inactive";

export async function subscriptionStatusOf(
  db: Db,
  env: Env,
  user: SessionUser,
  now = new Date(),
): Promise<SubscriptionStatusView> {
  const entitlement = entitlementOf(user, now);
  const status = asStatus(user.subscriptionStatus);
  const trialEnd = status === "trialing" ? (user.subscriptionExpiresAt ?? trialEndsAt(user.createdAt)) : null;
  // Configuration problems must not hide what the user already has: report "local" and no portal instead.
  let mode: "stripe" | "local" = "local";
  try {
    mode = stripeConfig(env).mode;
  } catch {}
  const [activeProjects, members] = await Promise.all([
    countActiveProjects(db, user.companyId),
    listMembers(db, user.companyId),
  ]);
  const checkoutTrial = remainingTrialEnd(user, now);
  return {
    plan: user.subscriptionPlan && isPlanId(user.subscriptionPlan) ? user.subscriptionPlan : null,
    status,
    currentPeriodEnd: (trialEnd ?? user.subscriptionExpiresAt)?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    entitlement: { ...entitlement, endsAt: entitlement.endsAt?.toISOString() ?? null },
    trialDaysLeft: entitlement.state === "trialing" && trialEnd ? trialDaysLeft(trialEnd, now) : null,
    activeProjects,
    checkoutMode: mode,
    portalAvailable: mode === "stripe" && Boolean(user.stripeCustomerId),
    pendingPlan: user.pendingPlan && isPlanId(user.pendingPlan) ? user.pendingPlan : null,
    pendingPlanAt: user.pendingPlan ? (user.pendingPlanAt?.toISOString() ?? null) : null,
    period: user.subscriptionPeriod,
    paidFrom: carriedTrialEnd(user, now)?.toISOString() ?? null,
    trialQuotasUntil: subscribedTrialEnd(user, now)?.toISOString() ?? null,
    checkoutTrialEnd: checkoutTrial?.toISOString() ?? null,
    ownerName: members.find((m) => m.role === "owner")?.fullName ?? null,
    teamSize: members.length,
  };
}

/** The company's Stripe customer, created once and reused by every later checkout. */
async function customerOf(db: Db, provider: BillingProvider, user: SessionUser) {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  // A key of this attempt: a failure Stripe stored under it is not replayed to the next attempt (ADR 0120).
  const created = await provider.createCustomer(user, randomToken(12));
  const linked = await linkStripeCustomer(db, user.companyId, created);
  if (linked) return created;
  // Another request linked one first: use that one.
  const fresh = await findUserById(db, user.id);
  return fresh!.stripeCustomerId!;
}

/** Stripe refuses a trial_end less than 48 hours ahead; a minute of margin covers the trip there. */
const MIN_TRIAL_LEFT_MS = 2 * DAY_MS + MINUTE_MS;

/** What is left of the app's free trial, carried into the subscription so subscribing early charges nothing yet. */
export function remainingTrialEnd(user: SessionUser, now = new Date()): Date | null {
  if (user.subscriptionStatus !== "trialing") return null;
  const end = user.subscriptionExpiresAt ?? trialEndsAt(user.createdAt);
  return end.getTime() - now.getTime() >= MIN_TRIAL_LEFT_MS ? end : null;
}

/** The open session's plan as stored: the plan id, with ":yearly" for a yearly one (one column, migration 0006). */
const sessionPlanKey = (planId: string, period: BillingPeriod) => (period === "yearly" ? `${planId}:yearly` : planId);
const parseSessionPlan = (stored: string | null) => {
  const [planId, period = "monthly"] = (stored ?? "").split(":");
  return isPlanId(planId) && isBillingPeriod(period) ? { planId, period } : null;
};

export async function startCheckout(
  db: Db,
  billing: Billing,
  user: SessionUser,
  code: CheckoutCode,
  origin: string,
  period: BillingPeriod = "monthly",
) {
  const plan = planByCheckoutCode(code);
  if (!plan) throw badRequest("Unknown plan");
  if (LIVE.includes(user.subscriptionStatus)) throw new AppError("CONFLICT", ALREADY_SUBSCRIBED);
  const { provider } = billing;
  const customerId = await customerOf(db, provider, user);
  // Our row may lag Stripe (a webhook on its way): Stripe's own list is the guard against a second subscription.
  if ((await provider.liveSubscriptions(customerId)).length > 0) throw new AppError("CONFLICT", ALREADY_SUBSCRIBED);
  // An unpaid subscription would stay at Stripe beside the new one: cancel it before the customer pays again.
  await leaveLapsed(provider, user, null);

  // One open Checkout Session per company: the same plan reuses it, another plan expires it first.
  const open = await findCheckoutSession(db, user.companyId);
  if (open?.id) {
    const same = open.plan === sessionPlanKey(plan.id, period);
    const url = same ? await provider.openCheckoutUrl(open.id, { code, period, origin }) : null;
    if (url) return { url };
    await provider.expireCheckoutSession(open.id);
  }
  const session = await provider.createCheckoutSession({
    userId: user.id,
    customerId,
    planId: plan.id,
    code,
    period,
    origin,
    trialEnd: remainingTrialEnd(user),
    currency: planCurrencyFor(user.currency),
  });
  if (
    await storeCheckoutSession(db, user.companyId, open?.id ?? null, {
      id: session.id,
      plan: sessionPlanKey(plan.id, period),
    })
  ) {
    return { url: session.url };
  }
  // Another tab stored its session first: ours must not stay payable; send this tab to the winner's.
  await provider.expireCheckoutSession(session.id);
  const winner = await findCheckoutSession(db, user.companyId);
  const won = parseSessionPlan(winner?.plan ?? null);
  const winnerCode = won ? getPlan(won.planId).checkoutCode : null;
  const url =
    winner?.id && won && winnerCode
      ? await provider.openCheckoutUrl(winner.id, { code: winnerCode, period: won.period, origin })
      : null;
  if (!url) throw new AppError("CONFLICT", CHECKOUT_IN_PROGRESS);
  return { url };
}

function linked(user: SessionUser): LinkedSubscription | null {
  if (!user.stripeCustomerId || !user.stripeSubscriptionId || !user.subscriptionPlan) return null;
  return {
    id: user.id,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
    period: user.subscriptionPeriod,
    trialing: carriedTrialEnd(user) !== null,
    currency: planCurrencyFor(user.currency),
  };
}

/**
 * The end of the app's free trial while the subscription still runs it. A trial carried into Checkout
 * (`trial_end`, ADR 0120) makes the first period end exactly then, so a live subscription whose period ends at the
 * app's trial end, still ahead, is in Stripe's trial: nothing has been charged and a plan change charges nothing.
 */
export function carriedTrialEnd(user: SessionUser, now = new Date()): Date | null {
  const end = user.trialEndsAt ?? trialEndsAt(user.createdAt);
  const periodEnd = user.subscriptionExpiresAt;
  if (!periodEnd || !LIVE.includes(user.subscriptionStatus) || end.getTime() <= now.getTime()) return null;
  return Math.abs(periodEnd.getTime() - end.getTime()) < MINUTE_MS ? end : null;
}

async function setCancel(db: Db, billing: Billing, user: SessionUser, cancel: boolean) {
  const subscription = linked(user);
  const allowed = cancel ? user.subscriptionStatus === "active" : user.subscriptionStatus === "canceling";
  if (!subscription || !allowed) throw new AppError("CONFLICT", cancel ? NOTHING_TO_CANCEL : NOTHING_TO_RESUME);
  if (cancel && user.pendingPlan) {
    // Stripe refuses to change the cancellation of a subscription a schedule manages; ending it also ends the
    // waiting downgrade.
    if (user.stripeScheduleId) await billing.provider.releaseSchedule(user.stripeScheduleId);
    await setPendingPlan(db, user.companyId, null);
  }
  const snapshot = await billing.provider.setCancelAtPeriodEnd(subscription, cancel);
  if (snapshot) {
    // Stripe answered the new state: show it now; the webhook that follows carries the same facts.
    const change = changeOfEvent(
      snapshot,
      (price) => planOfPrice(billing.config, price),
      (price) => periodOfPrice(billing.config, price),
    );
    if (change) await applySubscriptionChange(db, user.companyId, change);
  }
  return (await findUserById(db, user.id))!;
}

/**
 * Changes the live subscription's plan (ADR 0123). Up: now, the prorated difference charged at once; the plan and
 * its quotas follow Stripe's answer (the webhook carries the same). Down: at the period's end through a
 * subscription schedule, recorded as pending until Stripe's event carries the new plan. The current plan again:
 * the waiting downgrade is dropped. The key changes with every applied Stripe event, so a retried request reaches
 * Stripe under the same idempotency key and charges once.
 */
export async function changePlan(
  db: Db,
  billing: Billing,
  user: SessionUser,
  code: CheckoutCode,
  /** Another billing period, changed now (ADR 0138); the current one when absent. */
  period?: BillingPeriod,
): Promise<{ user: SessionUser; outcome: PlanChangeOutcome }> {
  const to = planByCheckoutCode(code);
  if (!to) throw badRequest("Unknown plan");
  const subscription = linked(user);
  if (!subscription || user.subscriptionStatus !== "active") throw new AppError("CONFLICT", NOTHING_TO_CHANGE);
  const from = getPlan(subscription.subscriptionPlan);
  const newPeriod = period && period !== user.subscriptionPeriod ? period : undefined;
  const key = `${user.subscriptionEventOrder ?? 0}-${code}${newPeriod ? `-${newPeriod}` : ""}`;
  const { provider } = billing;
  let outcome: PlanChangeOutcome = { awaitingPayment: null, debitPending: false };
  if (to.id === from.id && !newPeriod) {
    if (!user.pendingPlan) throw new AppError("CONFLICT", ALREADY_ON_PLAN);
    if (user.stripeScheduleId) await provider.releaseSchedule(user.stripeScheduleId);
    await setPendingPlan(db, user.companyId, null);
  } else if (newPeriod || isUpgrade(from, to)) {
    // A change of period is made now either way: to yearly charges the year less the month's unused part, to
    // monthly credits the year's unused part against the months that follow (ADR 0138).
    const answer = await provider.changePlanNow(subscription, code, key, newPeriod);
    // The schedule of a waiting downgrade was released before the change.
    await setPendingPlan(db, user.companyId, null);
    if (answer.snapshot) {
      // A pending update leaves the item on the old price: the plan (and its limits) stays until Stripe applies it.
      const change = changeOfEvent(
        answer.snapshot,
        (price) => planOfPrice(billing.config, price),
        (price) => periodOfPrice(billing.config, price),
      );
      if (change) await applySubscriptionChange(db, user.companyId, change);
    }
    outcome = {
      awaitingPayment: answer.awaitingPayment ? { plan: to.id, invoiceUrl: answer.awaitingPayment.invoiceUrl } : null,
      debitPending: answer.bankDebit,
    };
  } else {
    const { scheduleId, at } = await provider.scheduleDowngrade(subscription, code, key);
    // Plans sold at checkout are never Enterprise.
    await setPendingPlan(db, user.companyId, { plan: to.id as Exclude<typeof to.id, "enterprise">, at, scheduleId });
  }
  return { user: (await findUserById(db, user.id))!, outcome };
}

export const cancelSubscription = (db: Db, billing: Billing, user: SessionUser) => setCancel(db, billing, user, true);
export const resumeSubscription = (db: Db, billing: Billing, user: SessionUser) => setCancel(db, billing, user, false);

export async function billingPortalUrl(billing: Billing, user: SessionUser, origin: string) {
  const url = user.stripeCustomerId
    ? await billing.provider.portalUrl(user.stripeCustomerId, `${origin}/subscription`)
    : null;
  if (!url) throw notFound("Billing management opens once you have subscribed with Stripe");
  return { url };
}

/** The local test checkout's Pay button: only where there are no Stripe keys, and only for the user's own customer. */
export async function completeTestCheckout(
  billing: Billing,
  user: SessionUser,
  code: CheckoutCode,
  sessionId: string,
  period: BillingPeriod = "monthly",
) {
  if (billing.config.mode !== "local") throw notFound();
  const plan = planByCheckoutCode(code)!;
  if (!user.stripeCustomerId) throw badRequest("Start the checkout from the Subscription page first");
  const completed = user.stripeSubscriptionId === `sub_local_${sessionId.slice(9)}`;
  if (LIVE.includes(user.subscriptionStatus) && !completed) throw new AppError("CONFLICT", ALREADY_SUBSCRIBED);
  // Only the company's open session can be paid, as at Stripe: a replaced one has expired.
  if (!completed && user.stripeCheckoutSessionId !== sessionId) throw badRequest(CHECKOUT_EXPIRED);
  await (billing.provider as LocalStripe).completeCheckout({
    sessionId,
    userId: user.id,
    customerId: user.stripeCustomerId,
    planId: plan.id,
    code,
    // The session fixed the Price, as at Stripe: the stored one wins over what the page says.
    period: (user.stripeCheckoutSessionId === sessionId && parseSessionPlan(user.stripeCheckoutPlan)?.period) || period,
    trialEnd: remainingTrialEnd(user),
    currency: planCurrencyFor(user.currency),
  });
  return { sessionId };
}
