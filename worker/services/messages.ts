// The one way to send an email or SMS: record each message (status queued), then hand it to the jobs queue.
import type { Job } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import { toSmsText } from "#schema/rules/sms-segments";
import { findMessageIdsByKeys, insertQueuedMessage, listRecentMessages, noteEnqueueDeferred } from "../db/messages";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { enqueue } from "../lib/queue";
import { ENQUEUE_RETRY_MS, RELAY_GRACE_MS } from "./outbox-timing";
import { assertWithinDailyCaps } from "./send-caps";

export type OutgoingMessage = {
  /** The company whose daily caps the message counts against; null for the product's own mail. */
  companyId: CompanyId | null;
  /** The member whose action sends it. */
  userId: number | null;
  channel: "email" | "sms";
  to: string;
  subject?: string | null;
  body: string;
  /** Same key, same message: a retried or double-tapped send returns the first message instead of a second. */
  dedupeKey?: string | null;
  /** Security notices to the account owner: never held back by the daily cap (ADR 0073). */
  essential?: boolean;
};

// Queues accept at most 100 messages per sendBatch call.
const SEND_BATCH_LIMIT = 100;

/**
 * Records the messages in one D1 batch and enqueues one "deliver-message" job per new message.
 * Returns the ids in input order; a message whose dedupeKey already exists returns the existing id and is not re-sent.
 * `deferred` says the queue refused the hand-over: the rows are committed and the outbox relay hands them over later.
 */
export async function queueMessages(
  env: Env,
  db: Db,
  outgoing: OutgoingMessage[],
  now = new Date(),
): Promise<{ id: number; deferred?: true }[]> {
  if (outgoing.length === 0) return [];
  // If this isolate dies before the enqueue below, the relay finds the row once the grace period has passed.
  const relayAfter = new Date(now.getTime() + RELAY_GRACE_MS);
  // Every sender (payment requests, reminders, resends, shares) passes here, so every sender is capped.
  await assertWithinDailyCaps(db, outgoing);
  const inserts = outgoing.map((m) =>
    insertQueuedMessage(db, {
      companyId: m.companyId,
      userId: m.userId,
      channel: m.channel,
      to: m.to.trim(),
      subject: m.subject ?? null,
      body: m.channel === "sms" ? toSmsText(m.body) : m.body,
      dedupeKey: m.dedupeKey ?? null,
      relayAfter,
    }),
  );
  const results = await db.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);

  const created: number[] = [];
  const ids: (number | undefined)[] = results.map((rows) => {
    const id = rows[0]?.id;
    if (id !== undefined) created.push(id);
    return id;
  });

  // Rows skipped by the unique dedupe key: answer with the message that already exists.
  const missingKeys = outgoing.flatMap((m, i) => (ids[i] === undefined && m.dedupeKey ? [m.dedupeKey] : []));
  if (missingKeys.length > 0) {
    const existing = await findMessageIdsByKeys(db, missingKeys);
    const byKey = new Map(existing.map((row) => [row.dedupeKey, row.id]));
    outgoing.forEach((m, i) => {
      if (ids[i] === undefined && m.dedupeKey) ids[i] = byKey.get(m.dedupeKey);
    });
  }

  const deferred = created.length > 0 ? await enqueueDeliveries(env, db, created, now) : new Set<number>();

  return ids.map((id, i) => {
    if (id === undefined) throw new Error(`Message ${i} was neither stored nor found by its dedupe key`);
    return deferred.has(id) ? { id, deferred: true } : { id };
  });
}

/**
 * Hands the messages to the queue. A refusal is not a failure of the message: the rows stay queued with the reason
 * and a retry time, and the outbox relay hands them over with backoff (ADR 0080). Answers the ids left for the relay.
 */
export async function enqueueDeliveries(env: Env, db: Db, ids: number[], now = new Date()): Promise<Set<number>> {
  let sent = 0;
  try {
    for (; sent < ids.length; sent += SEND_BATCH_LIMIT) {
      const jobs: Job[] = ids
        .slice(sent, sent + SEND_BATCH_LIMIT)
        .map((messageId) => ({ type: "deliver-message", messageId }));
      await enqueue(env.JOBS, jobs);
    }
    return new Set();
  } catch (err) {
    const left = ids.slice(sent);
    const reason = err instanceof Error ? err.message : String(err);
    log("warn", "enqueue deferred to the outbox relay", { messageIds: left }, err);
    try {
      await noteEnqueueDeferred(db, left, {
        error: `Waiting for the delivery queue (${reason.slice(0, 200)}); retrying automatically.`,
        relayAfter: new Date(now.getTime() + ENQUEUE_RETRY_MS),
        now,
      });
    } catch (noteErr) {
      // The rows still carry their grace-period relayAfter, so the relay finds them either way.
      log("error", "could not note the deferred enqueue", { messageIds: left }, noteErr);
    }
    return new Set(left);
  }
}

/** The development outbox: the latest messages, newest first (the route is 404 outside development). */
export const recentMessages = (db: Db) => listRecentMessages(db);
