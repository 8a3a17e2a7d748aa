// Delivers one queued message through its channel's provider, recording every attempt and its answer.

import { SMS_OPTED_OUT } from "#schema/contracts/nudge-texts";
import {
  claimForDelivery,
  findMessage,
  findOptOut,
  insertOptOut,
  type MessageRow,
  updateQueuedMessage,
} from "../db/messages";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { type DeliveryProvider, type DeliveryRequest, providerFor } from "../providers";
import { demoDelivery, isDemoAccount } from "./demo/delivery";
import { rememberPhone } from "./directory";
import { applyProviderStatus, notifyNotDelivered } from "./message-status";
import { AFTER_TRANSIENT_FAILURE_MS, DELIVERY_LEASE_MS } from "./outbox-timing";

/** Thrown for a failure worth retrying: the queue consumer retries the job with backoff, then dead-letters it. */
export class TransientDeliveryError extends Error {}

export async function deliverMessage(
  deps: { db: Db; env: Env; provider?: DeliveryProvider },
  messageId: number,
  now = new Date(),
): Promise<"sent" | "failed" | "skipped"> {
  const { db, env } = deps;
  // Deleted with its user, already settled by an earlier delivery of the same job, or being sent right now by a
  // duplicate job (the relay re-enqueued it while the first was still on its way): nothing to do.
  const message = await claimForDelivery(db, messageId, now, DELIVERY_LEASE_MS, AFTER_TRANSIENT_FAILURE_MS);
  if (!message) return "skipped";

  // A number that replied STOP gets no text from us, whoever sends it (ADR 0119); the row says why.
  if (message.channel === "sms" && (await findOptOut(db, message.to))) {
    await updateQueuedMessage(db, message.id, {
      status: "skipped",
      error: SMS_OPTED_OUT,
      leaseUntil: null,
      relayAfter: null,
    });
    log("info", "message skipped: opted out", { messageId: message.id });
    return "skipped";
  }

  // The number may answer STOP: the directory learns which shard texts it before the text leaves (ADR 0228). A
  // failed write fails the delivery, which the queue retries: no number is texted that a reply could not find.
  if (message.channel === "sms") await rememberPhone(env, message.to);

  // A demo account never reaches a real provider, whatever the configuration (ADR 0052).
  const demo = await isDemoAccount(db, message.userId);
  const provider = demo ? demoDelivery(message) : (deps.provider ?? providerFor(env, message.channel));
  const request: DeliveryRequest = {
    messageId: message.id,
    companyId: message.companyId,
    to: message.to,
    subject: message.subject,
    body: message.body,
  };

  // An earlier attempt may have gone out although its answer said otherwise: ask before sending a second text.
  if (message.outcomeUnknownSince && provider.reconcile) {
    const settled = await reconcileFirst(db, provider, message, request, message.outcomeUnknownSince, now);
    if (settled) return settled;
  }

  let result: Awaited<ReturnType<DeliveryProvider["send"]>>;
  try {
    result = await provider.send(request);
  } catch (err) {
    // An adapter that threw: release the lease so the queue's retry of this job is not skipped.
    await updateQueuedMessage(db, message.id, { leaseUntil: null });
    throw err;
  }
  const attempts = message.attempts + 1;

  if (result.ok) {
    await updateQueuedMessage(db, message.id, {
      status: "sent",
      provider: provider.name,
      providerResponse: result.response,
      providerMessageId: result.providerMessageId ?? null,
      outcomeUnknownSince: null,
      attempts,
      error: null,
      sentAt: now,
      leaseUntil: null,
      relayAfter: null,
    });
    log("info", "message sent", { messageId: message.id, channel: message.channel, provider: provider.name });
    // The local stand-in has no carrier: it reports delivery at once, through the path Twilio's callback takes.
    if (result.deliveredAtOnce && message.channel === "sms") {
      await applyProviderStatus(
        db,
        { messageId: message.id, sid: result.providerMessageId ?? null, status: "delivered" },
        now,
      );
    }
    return "sent";
  }

  if (result.optedOut && message.channel === "sms") {
    await recordProviderOptOut(db, message, { provider: provider.name, response: result.response, attempts }, now);
    return "skipped";
  }

  if (result.permanent) {
    await failMessage(db, message, {
      provider: provider.name,
      providerResponse: result.response,
      attempts,
      error: result.response,
    });
    return "failed";
  }

  await updateQueuedMessage(db, message.id, {
    provider: provider.name,
    providerResponse: result.response,
    attempts,
    error: result.response,
    // Kept from the first ambiguous answer on: the next attempt reconciles everything sent since then.
    ...(result.ambiguous && !message.outcomeUnknownSince ? { outcomeUnknownSince: now } : {}),
    // Free the message for the queue's retry of this job.
    leaseUntil: null,
  });
  throw new TransientDeliveryError(`Delivery of message ${message.id} failed, will retry: ${result.response}`);
}

/** The queue gave up on this message (retries exhausted): show it as failed and tell its owner. */
export async function giveUpOnMessage(deps: { db: Db }, messageId: number) {
  const message = await findMessage(deps.db, messageId);
  if (message?.status !== "queued") return "skipped" as const;
  const last = message.error ?? "no answer from the provider";
  // After an ambiguous answer the text may have arrived: say so, so nobody resends it blindly.
  const unsure = message.outcomeUnknownSince
    ? " The provider may have sent it; check with the client before resending."
    : "";
  await failMessage(deps.db, message, {
    error: `Gave up after ${message.attempts} attempt(s). Last error: ${last}${unsure}`,
  });
  return "failed" as const;
}

export async function failMessage(
  db: Db,
  message: MessageRow,
  values: { error: string; provider?: string; providerResponse?: string; attempts?: number },
) {
  const updated = await updateQueuedMessage(db, message.id, {
    ...values,
    status: "failed",
    leaseUntil: null,
    relayAfter: null,
  });
  log("warn", "message failed", { messageId: message.id, channel: message.channel, error: values.error });
  // Notify once: a concurrent duplicate that lost the update race stays quiet.
  if (updated.length === 0) return;
  await notifyNotDelivered(db, message, values.error);
}

/**
 * The provider refused the text because the number replied STOP to our sender (Twilio 21610), perhaps before our
 * inbound webhook was set up: the opt-out is recorded exactly as a STOP reply records it, and the message reads as one
 * held back for it, in one batch. Later texts to the number are skipped until START (ADR 0136).
 */
async function recordProviderOptOut(
  db: Db,
  message: MessageRow,
  attempt: { provider: string; response: string; attempts: number },
  now: Date,
) {
  await db.batch([
    insertOptOut(db, { phone: message.to, keyword: "STOP", optedOutAt: now }),
    updateQueuedMessage(db, message.id, {
      status: "skipped",
      provider: attempt.provider,
      providerResponse: attempt.response,
      attempts: attempt.attempts,
      error: SMS_OPTED_OUT,
      leaseUntil: null,
      relayAfter: null,
    }),
  ]);
  log("info", "sms opt-out recorded from the provider's refusal", { messageId: message.id, reason: SMS_OPTED_OUT });
}

/**
 * Asks the provider about an ambiguous earlier attempt. Found: the message is settled as sent, nothing is sent again.
 * The provider could not say: retry later, still without sending. Not found: answers null and the caller sends.
 */
async function reconcileFirst(
  db: Db,
  provider: DeliveryProvider,
  message: MessageRow,
  request: DeliveryRequest,
  since: Date,
  now: Date,
): Promise<"sent" | null> {
  const answer = await provider.reconcile!(request, since, now);
  if (answer.found === false) return null;
  if (answer.found === true) {
    await updateQueuedMessage(db, message.id, {
      status: "sent",
      provider: provider.name,
      providerResponse: answer.response,
      providerMessageId: answer.providerMessageId,
      outcomeUnknownSince: null,
      error: null,
      sentAt: now,
      leaseUntil: null,
      relayAfter: null,
    });
    log("info", "message reconciled as sent", { messageId: message.id, sid: answer.providerMessageId });
    return "sent";
  }
  await updateQueuedMessage(db, message.id, {
    providerResponse: answer.response,
    error: answer.response,
    leaseUntil: null,
  });
  throw new TransientDeliveryError(`Could not reconcile message ${message.id}, will ask again: ${answer.response}`);
}
