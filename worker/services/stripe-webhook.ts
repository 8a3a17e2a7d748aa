// Stripe webhooks: verify the signature on the raw body, then apply the event and record its id in one batch,
// so a replayed or concurrently duplicated event changes nothing the second time.
import Stripe from "stripe";
import { STRIPE_UNAVAILABLE } from "#schema/contracts/subscription-texts";
import type { CompanyId } from "#schema/db/companies";
import {
  applySubscriptionChange,
  findCompany,
  findCompanyByStripeCustomer,
  insertStripeEvent,
  type SubscriptionChange,
} from "../db/subscriptions";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest, upstreamUnavailable } from "../lib/errors";
import { log } from "../lib/log";
import { periodOfPrice, planOfPrice } from "../lib/stripe-config";
import type { Billing } from "../providers/stripe-types";
import { undoDuplicateSubscription } from "./duplicate-subscription";
import { leaveLapsed } from "./lapsed-subscription";
import { changeOfEvent } from "./stripe-event-changes";

/** Stripe's own default: a signature older than five minutes is a replay, not a delivery. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const MISSING_SIGNATURE = "Missing Stripe-Signature header";
export const BAD_SIGNATURE = "Invalid or expired Stripe signature";

const crypto = Stripe.createSubtleCryptoProvider();

export type WebhookOutcome = { received: true; eventId: string; duplicate: boolean; applied: boolean };

export async function verifyStripeEvent(rawBody: string, signature: string | undefined, secret: string) {
  if (!signature) throw badRequest(MISSING_SIGNATURE);
  try {
    return await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, crypto);
  } catch {
    throw badRequest(BAD_SIGNATURE);
  }
}

export async function handleStripeWebhook(
  env: Env,
  db: Db,
  billing: Billing,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = await verifyStripeEvent(rawBody, signature, billing.config.webhookSecret);
  return applyStripeEvent(env, db, billing, event as unknown as VerifiedEvent);
}

export type VerifiedEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

/** The app's statuses of a subscription that bills: a second one of these is a double charge. */
const BILLING: readonly (string | null)[] = ["active", "canceling", "past_due", "paid"];
const LIVE: readonly string[] = ["active", "canceling", "past_due"];

type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** A subscription other than the company's live one, itself billing: Stripe made a second one. */
const isSecondSubscription = (company: Company, change: SubscriptionChange) =>
  change.mayLink &&
  company.stripeSubscriptionId !== null &&
  company.stripeSubscriptionId !== change.subscriptionId &&
  LIVE.includes(company.subscriptionStatus) &&
  BILLING.includes(change.status);

/** A billing subscription's event that links it in place of the company's lapsed one (the guarded update's rule). */
const takesOver = (company: Company, change: SubscriptionChange) =>
  change.mayLink && BILLING.includes(change.status) && company.stripeSubscriptionId !== change.subscriptionId;

/**
 * Two events about the linked subscription with the same order key (same second, same rank) cannot be ordered
 * by what they carry: the subscription as Stripe holds it now settles which state is current.
 */
async function settledChange(billing: Billing, company: Company, change: SubscriptionChange, event: VerifiedEvent) {
  const tie =
    company.stripeSubscriptionId === change.subscriptionId && company.subscriptionEventOrder === change.orderKey;
  if (!tie) return change;
  const live = await billing.provider.retrieveSubscription(change.subscriptionId);
  const read =
    live &&
    changeOfEvent(
      { ...live, created: event.created },
      (p) => planOfPrice(billing.config, p),
      (p) => periodOfPrice(billing.config, p),
    );
  return read ? { ...read, orderKey: change.orderKey, checkoutSessionId: change.checkoutSessionId } : change;
}

export async function applyStripeEvent(
  env: Env,
  db: Db,
  billing: Billing,
  event: VerifiedEvent,
): Promise<WebhookOutcome> {
  const change = changeOfEvent(
    event,
    (price) => planOfPrice(billing.config, price),
    (price) => periodOfPrice(billing.config, price),
  );
  const company = change ? await companyOfChange(db, change.customerId, change.companyIdHint) : undefined;
  const record = insertStripeEvent(db, event.id, event.type);
  try {
    if (change && company && isSecondSubscription(company, change)) {
      await undoDuplicateSubscription(env, db, billing.provider, company.id, event, change.subscriptionId);
      return { received: true, eventId: event.id, duplicate: false, applied: false };
    }
    if (change && company) {
      // A new subscription that will take the place of a lapsed one: the old one is cancelled at Stripe first, so
      // a failure leaves nothing recorded and Stripe's redelivery tries again.
      if (takesOver(company, change)) await leaveLapsed(billing.provider, company, change.subscriptionId);
      const settled = await settledChange(billing, company, change, event);
      await db.batch([record, applySubscriptionChange(db, company.id, settled)]);
    } else {
      // Nothing to change (an event type we do not act on, or no such customer here): still recorded once.
      await record;
    }
  } catch (err) {
    if (isUniqueViolation(err)) return { received: true, eventId: event.id, duplicate: true, applied: false };
    if (err instanceof Stripe.errors.StripeError) {
      // Temporary failures are already 503 (providers/stripe-errors.ts). Any other Stripe refusal is logged and
      // answered 503 too: nothing was recorded, and Stripe redelivers the event for up to three days.
      log("error", "Stripe refused a call while handling a webhook", { eventId: event.id, type: event.type }, err);
      throw upstreamUnavailable(STRIPE_UNAVAILABLE);
    }
    throw err;
  }
  return { received: true, eventId: event.id, duplicate: false, applied: Boolean(change && company) };
}

async function companyOfChange(db: Db, customerId: string | null, companyIdHint: number | null) {
  if (customerId) {
    const company = await findCompanyByStripeCustomer(db, customerId);
    if (company) return company;
  }
  if (companyIdHint) {
    const company = await findCompany(db, companyIdHint as CompanyId);
    // A customer id on the event must be the company's own (or the company has none yet).
    if (company && (!customerId || !company.stripeCustomerId || company.stripeCustomerId === customerId))
      return company;
  }
  return undefined;
}
