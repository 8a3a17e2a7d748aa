// The subscription rules: status for the screens, checkout, cancel / resume, the customer portal and the
// local test checkout. Stripe is reached through a provider chosen by configuration (ADR 0040).

import { entitlementOf, trialDaysLeft, trialEndsAt } from "#schema/contracts/entitlements";
import { type CheckoutCode, isPlanId, planByCheckoutCode } from "#schema/contracts/plans";
import {
  ALREADY_SUBSCRIBED,
  NOTHING_TO_CANCEL,
  NOTHING_TO_RESUME,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type SubscriptionStatusView,
} from "#schema/contracts/subscription-texts";
import { applySubscriptionChange, countActiveProjects, linkStripeCustomer } from "../db/subscriptions";
import { findUserById } from "../db/users";
import type { Db } from "../lib/db";
import { AppError, badRequest, notFound } from "../lib/errors";
import { planOfPrice, type StripeConfig, stripeConfig } from "../lib/stripe-config";
import { stripeApi } from "../providers/stripe-api";
import { type LocalStripe, localStripe } from "../providers/stripe-local";
import type { BillingProvider, LinkedSubscription } from "../providers/stripe-types";
import type { SessionUser } from "./sessions";
import { changeOfEvent } from "./stripe-event-changes";
import { handleStripeWebhook } from "./stripe-webhook";

const LIVE: readonly string[] = ["active", "canceling", "past_due"];

export type Billing = { config: StripeConfig; provider: BillingProvider };

/** The provider for this configuration; the stand-in delivers its events to the real webhook handler. */
export function billingFor(env: Env, db: Db): Billing {
  const config = stripeConfig(env);
  if (config.mode === "stripe") return { config, provider: stripeApi(config) };
  const provider = localStripe(config.webhookSecret, (body, signature) =>
    handleStripeWebhook(db, config, body, signature),
  );
  return { config, provider };
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
  return {
    plan: user.subscriptionPlan && isPlanId(user.subscriptionPlan) ? user.subscriptionPlan : null,
    status,
    currentPeriodEnd: (trialEnd ?? user.subscriptionExpiresAt)?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    entitlement: { ...entitlement, endsAt: entitlement.endsAt?.toISOString() ?? null },
    trialDaysLeft: entitlement.state === "trialing" && trialEnd ? trialDaysLeft(trialEnd, now) : null,
    activeProjects: await countActiveProjects(db, user.companyId),
    checkoutMode: mode,
    portalAvailable: mode === "stripe" && Boolean(user.stripeCustomerId),
  };
}

/** The user's Stripe customer, created once and reused by every later checkout. */
async function customerOf(db: Db, provider: BillingProvider, user: SessionUser) {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const created = await provider.createCustomer(user);
  const linked = await linkStripeCustomer(db, user.companyId, created);
  if (linked) return created;
  // Another request linked one first: use that one.
  const fresh = await findUserById(db, user.id);
  return fresh!.stripeCustomerId!;
}

export async function startCheckout(db: Db, billing: Billing, user: SessionUser, code: CheckoutCode, origin: string) {
  const plan = planByCheckoutCode(code);
  if (!plan) throw badRequest("Unknown plan");
  if (LIVE.includes(user.subscriptionStatus)) throw new AppError("CONFLICT", ALREADY_SUBSCRIBED);
  const customerId = await customerOf(db, billing.provider, user);
  return billing.provider.createCheckoutSession({ userId: user.id, customerId, planId: plan.id, code, origin });
}

function linked(user: SessionUser): LinkedSubscription | null {
  if (!user.stripeCustomerId || !user.stripeSubscriptionId || !user.subscriptionPlan) return null;
  return {
    id: user.id,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionExpiresAt: user.subscriptionExpiresAt,
  };
}

async function setCancel(db: Db, billing: Billing, user: SessionUser, cancel: boolean) {
  const subscription = linked(user);
  const allowed = cancel ? user.subscriptionStatus === "active" : user.subscriptionStatus === "canceling";
  if (!subscription || !allowed) throw new AppError("CONFLICT", cancel ? NOTHING_TO_CANCEL : NOTHING_TO_RESUME);
  const snapshot = await billing.provider.setCancelAtPeriodEnd(subscription, cancel);
  if (snapshot) {
    // Stripe answered the new state: show it now; the webhook that follows carries the same facts.
    const change = changeOfEvent(snapshot, (price) => planOfPrice(billing.config, price));
    if (change) await applySubscriptionChange(db, user.companyId, change);
  }
  return (await findUserById(db, user.id))!;
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
export async function completeTestCheckout(billing: Billing, user: SessionUser, code: CheckoutCode, sessionId: string) {
  if (billing.config.mode !== "local") throw notFound();
  const plan = planByCheckoutCode(code)!;
  if (!user.stripeCustomerId) throw badRequest("Start the checkout from the Subscription page first");
  if (LIVE.includes(user.subscriptionStatus) && user.stripeSubscriptionId !== `sub_local_${sessionId.slice(9)}`) {
    throw new AppError("CONFLICT", ALREADY_SUBSCRIBED);
  }
  await (billing.provider as LocalStripe).completeCheckout({
    sessionId,
    userId: user.id,
    customerId: user.stripeCustomerId,
    planId: plan.id,
    code,
  });
  return { sessionId };
}
