// The one way to send an email or SMS: record each message (status queued), then hand it to the jobs queue.
import { inArray } from "drizzle-orm";
import type { Job } from "../jobs/messages";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { assertWithinDailyCaps } from "./send-caps";

const { messages } = schema;

export type OutgoingMessage = {
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
 */
export async function queueMessages(env: Env, db: Db, outgoing: OutgoingMessage[]): Promise<{ id: number }[]> {
  if (outgoing.length === 0) return [];
  // Every sender (payment requests, reminders, resends, shares) passes here, so every sender is capped.
  await assertWithinDailyCaps(db, outgoing);
  const inserts = outgoing.map((m) =>
    db
      .insert(messages)
      .values({
        userId: m.userId,
        channel: m.channel,
        to: m.to.trim(),
        subject: m.subject ?? null,
        body: m.body,
        dedupeKey: m.dedupeKey ?? null,
        status: "queued",
      })
      .onConflictDoNothing({ target: messages.dedupeKey })
      .returning({ id: messages.id }),
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
    const existing = await db
      .select({ id: messages.id, dedupeKey: messages.dedupeKey })
      .from(messages)
      .where(inArray(messages.dedupeKey, missingKeys));
    const byKey = new Map(existing.map((row) => [row.dedupeKey, row.id]));
    outgoing.forEach((m, i) => {
      if (ids[i] === undefined && m.dedupeKey) ids[i] = byKey.get(m.dedupeKey);
    });
  }

  if (created.length > 0) await enqueueDeliveries(env, db, created);

  return ids.map((id, i) => {
    if (id === undefined) throw new Error(`Message ${i} was neither stored nor found by its dedupe key`);
    return { id };
  });
}

async function enqueueDeliveries(env: Env, db: Db, ids: number[]) {
  let sent = 0;
  try {
    for (; sent < ids.length; sent += SEND_BATCH_LIMIT) {
      const jobs: Job[] = ids
        .slice(sent, sent + SEND_BATCH_LIMIT)
        .map((messageId) => ({ type: "deliver-message", messageId }));
      await env.JOBS.sendBatch(jobs.map((body) => ({ body })));
    }
  } catch (err) {
    // These rows exist but no job will ever pick them up: show them as failed rather than queued forever.
    const reason = err instanceof Error ? err.message : String(err);
    await db
      .update(messages)
      .set({ status: "failed", error: `Could not be queued for delivery: ${reason}`, updatedAt: new Date() })
      .where(inArray(messages.id, ids.slice(sent)));
    throw err;
  }
}
