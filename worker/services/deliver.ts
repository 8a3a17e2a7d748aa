// Delivers one queued message through its channel's provider, recording every attempt and its answer.

import { claimForDelivery, findMessage, type MessageRow, updateQueuedMessage } from "../db/messages";
import { insertNotification } from "../db/notifications";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { type DeliveryProvider, providerFor } from "../providers";
import { demoDelivery, isDemoAccount } from "./demo/delivery";
import { AFTER_TRANSIENT_FAILURE_MS, DELIVERY_LEASE_MS } from "./outbox-timing";

/** Thrown for a failure worth retrying: the queue consumer retries the job with backoff, then dead-letters it. */
export class TransientDeliveryError extends Error {}

const describeMessage = (m: Pick<MessageRow, "channel" | "to">) =>
  `${m.channel === "sms" ? "text message" : "email"} to ${m.to}`;

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

  // A demo account never reaches a real provider, whatever the configuration (ADR 0052).
  const demo = await isDemoAccount(db, message.userId);
  const provider = demo ? demoDelivery(message) : (deps.provider ?? providerFor(env, message.channel));
  let result: Awaited<ReturnType<DeliveryProvider["send"]>>;
  try {
    result = await provider.send({
      messageId: message.id,
      to: message.to,
      subject: message.subject,
      body: message.body,
    });
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
      attempts,
      error: null,
      sentAt: now,
      leaseUntil: null,
      relayAfter: null,
    });
    log("info", "message sent", { messageId: message.id, channel: message.channel, provider: provider.name });
    return "sent";
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
  await failMessage(deps.db, message, { error: `Gave up after ${message.attempts} attempt(s). Last error: ${last}` });
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
  if (updated.length === 0 || message.userId === null) return;
  await insertNotification(db, {
    userId: message.userId,
    kind: "message_failed",
    title: "Message not delivered",
    body: `Your ${describeMessage(message)} could not be delivered${message.subject ? ` ("${message.subject}")` : ""}. ${truncate(values.error, 300)}`,
  });
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
