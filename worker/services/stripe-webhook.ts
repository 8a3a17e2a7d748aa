// Stripe webhooks: verify the signature on the raw body, then apply the event and record its id in one batch,
// so a replayed or concurrently duplicated event changes nothing the second time.
import Stripe from "stripe";
import type { CompanyId } from "#schema/db/companies";
import {
  applySubscriptionChange,
  findCompany,
  findCompanyByStripeCustomer,
  insertStripeEvent,
} from "../db/subscriptions";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { badRequest } from "../lib/errors";
import { planOfPrice, type StripeConfig } from "../lib/stripe-config";
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
  db: Db,
  config: StripeConfig,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = await verifyStripeEvent(rawBody, signature, config.webhookSecret);
  return applyStripeEvent(db, config, event as unknown as VerifiedEvent);
}

type VerifiedEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

export async function applyStripeEvent(db: Db, config: StripeConfig, event: VerifiedEvent): Promise<WebhookOutcome> {
  const change = changeOfEvent(event, (price) => planOfPrice(config, price));
  const company = change ? await companyOfChange(db, change.customerId, change.companyIdHint) : undefined;
  const record = insertStripeEvent(db, event.id, event.type);
  try {
    if (change && company) {
      await db.batch([record, applySubscriptionChange(db, company.id, change)]);
    } else {
      // Nothing to change (an event type we do not act on, or no such customer here): still recorded once.
      await record;
    }
  } catch (err) {
    if (isUniqueViolation(err)) return { received: true, eventId: event.id, duplicate: true, applied: false };
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
