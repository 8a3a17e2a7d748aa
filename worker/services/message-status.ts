// A message's fate after the provider took it: the provider's status reports (Twilio's callback, or the local
// outbox's immediate "delivered") and the owner's notice when a message does not arrive.

import { SMS_OPTED_OUT } from "#schema/contracts/nudge-texts";
import { deleteParkedStatuses, findParkedStatuses } from "../db/directory";
import { insertOptOut, type MessageRow, recordDeliveryStatus } from "../db/messages";
import { insertNotification } from "../db/notifications";
import { type Db, getDb } from "../lib/db";
import { shardEnv } from "../lib/shard-env";
import type { Shard } from "../lib/shards";
import { TWILIO_UNSUBSCRIBED } from "../providers/sms-twilio";

/** Carrier statuses that end a message: the row is settled as sent or failed. */
const DELIVERED = new Set(["sent", "delivered", "read"]);
const NOT_DELIVERED = new Set(["undelivered", "failed"]);

/**
 * The one path a provider's status takes (Twilio's callback; the local outbox reports "delivered" the same way).
 * A failure the carrier reports after we counted the text as sent tells the owner, once.
 */
export async function applyProviderStatus(
  db: Db,
  status: { messageId: number; sid: string | null; status: string; errorCode?: string },
  now: Date,
) {
  const failed = NOT_DELIVERED.has(status.status);
  // Twilio 21610 reported after the message was queued: the number replied STOP; recorded as a STOP reply is.
  const optedOut = failed && status.errorCode === String(TWILIO_UNSUBSCRIBED);
  const error = optedOut
    ? SMS_OPTED_OUT
    : failed
      ? `The carrier reported the text ${status.status}${status.errorCode ? ` (Twilio error ${status.errorCode})` : ""}.`
      : null;
  const settle = DELIVERED.has(status.status)
    ? { status: "sent" as const, error: null, sentAt: now }
    : failed
      ? { status: "failed" as const, error, sentAt: null }
      : null;
  const [changed] = await recordDeliveryStatus(db, status.messageId, {
    deliveryStatus: status.status,
    providerMessageId: status.sid,
    settle,
    now,
  });
  if (changed && optedOut) await insertOptOut(db, { phone: changed.to, keyword: "STOP", optedOutAt: now });
  else if (changed && failed && error) await notifyNotDelivered(db, changed, error);
  return { applied: Boolean(changed) };
}

/**
 * The reports that came while the company moved (ADR 0234), applied on `shard` (where it now is) in the order they
 * came, then forgotten. Applying one twice changes nothing (a status only moves forward), so a killed run repeats.
 */
export async function applyParkedStatuses(env: Env, companyId: number, shard: Shard) {
  const db = getDb(shardEnv(env, shard));
  for (;;) {
    const parked = await findParkedStatuses(env.DIRECTORY, companyId, 100);
    if (parked.length === 0) return;
    for (const p of parked) {
      await applyProviderStatus(
        db,
        { messageId: p.message_id, sid: p.sid, status: p.status, errorCode: p.error_code ?? undefined },
        new Date(p.reported_at),
      );
    }
    await deleteParkedStatuses(
      env.DIRECTORY,
      parked.map((p) => p.id),
    );
  }
}

const describeMessage = (m: Pick<MessageRow, "channel" | "to">) =>
  `${m.channel === "sms" ? "text message" : "email"} to ${m.to}`;

/** Tells the message's owner it did not arrive (the delivery layer's retries, or the carrier, gave up). */
export async function notifyNotDelivered(
  db: Db,
  message: Pick<MessageRow, "userId" | "channel" | "to" | "subject">,
  error: string,
) {
  if (message.userId === null) return;
  await insertNotification(db, {
    userId: message.userId,
    kind: "message_failed",
    title: "Message not delivered",
    body: `Your ${describeMessage(message)} could not be delivered${message.subject ? ` ("${message.subject}")` : ""}. ${truncate(error, 300)}`,
  });
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
