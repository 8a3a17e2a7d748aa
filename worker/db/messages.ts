// Message (outbox) queries. Messages belong to the delivery layer, not to a tenant screen: the only reader
// outside delivery is the development outbox listing.
import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { messages } = schema;

export type MessageRow = typeof messages.$inferSelect;

export const findMessage = (db: Db, id: number) => db.select().from(messages).where(eq(messages.id, id)).get();

/** Only a message still queued moves: a duplicate delivery of a sent or failed message changes nothing. */
export const updateQueuedMessage = (db: Db, id: number, values: Partial<typeof messages.$inferInsert>) =>
  db
    .update(messages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(messages.id, id), eq(messages.status, "queued")))
    .returning({ id: messages.id });

/**
 * Takes the delivery lease of a queued message: exactly one of two concurrent jobs for the same message gets the row
 * (the other skips, so a relayed duplicate never sends twice). Pushes the relay's next look past the queue's backoff.
 */
export const claimForDelivery = (db: Db, id: number, now: Date, leaseMs: number, relayAfterMs: number) =>
  db
    .update(messages)
    .set({
      leaseUntil: new Date(now.getTime() + leaseMs),
      relayAfter: new Date(now.getTime() + relayAfterMs),
      updatedAt: now,
    })
    .where(
      and(
        eq(messages.id, id),
        eq(messages.status, "queued"),
        or(isNull(messages.leaseUntil), lte(messages.leaseUntil, now)),
      ),
    )
    .returning()
    .get();

/** The delivery state of one logical message, by its dedupe key. */
export const findMessageStateByKey = (db: Db, dedupeKey: string) =>
  db
    .select({ status: messages.status, error: messages.error })
    .from(messages)
    .where(eq(messages.dedupeKey, dedupeKey))
    .get();

export const listRecentMessages = (db: Db, limit = 200) =>
  db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);

/** A new queued message; a repeated dedupe key inserts nothing (the caller then finds the first by its key). */
export const insertQueuedMessage = (
  db: Db,
  values: Omit<typeof messages.$inferInsert, "id" | "status"> & { relayAfter: Date },
) =>
  db
    .insert(messages)
    .values({ ...values, status: "queued" })
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });

export const findMessageIdsByKeys = (db: Db, dedupeKeys: string[]) =>
  db
    .select({ id: messages.id, dedupeKey: messages.dedupeKey })
    .from(messages)
    .where(inArray(messages.dedupeKey, dedupeKeys));

/** The queue refused the hand-over: the rows stay queued with the reason, and the relay retries after `relayAfter`. */
export const noteEnqueueDeferred = (db: Db, ids: number[], note: { error: string; relayAfter: Date; now: Date }) =>
  db
    .update(messages)
    .set({ error: note.error, enqueueAttempts: 1, relayAfter: note.relayAfter, updatedAt: note.now })
    .where(inArray(messages.id, ids));

/** A company's messages on one channel since `since` (messages_company_created_idx: today's rows only). */
export async function countMessagesSince(db: Db, companyId: CompanyId, channel: "email" | "sms", since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.channel, channel), gt(messages.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * The outbox's counts for the public health answer, and the D1 probe itself: one indexed aggregate. Failed messages
 * count over the last day (since `failedSince`); queued ones whatever their age.
 */
export const countOutbox = (db: Db, now: Date, failedSince: Date) =>
  db
    .select({
      queued: sql<number>`count(*) filter (where ${messages.status} = 'queued')`,
      overdue: sql<number>`count(*) filter (where ${messages.status} = 'queued' and ${messages.relayAfter} <= ${now.getTime()})`,
      failed: sql<number>`count(*) filter (where ${messages.status} = 'failed')`,
    })
    .from(messages)
    .where(
      and(
        sql`${messages.status} in ('queued', 'failed')`,
        sql`(${messages.status} = 'queued' or ${messages.updatedAt} >= ${failedSince.getTime()})`,
      ),
    )
    .get();

// ---- the outbox relay (worker/services/outbox-relay.ts) ----

/**
 * A queued message is due for the relay once its relay time has passed. Rows written before the relay existed have
 * none: they are due once older than the grace period (the "queued with 0 attempts forever" rows of issue 15).
 */
const dueForRelay = (now: Date, graceMs: number) =>
  or(
    lte(messages.relayAfter, now),
    and(isNull(messages.relayAfter), lte(messages.createdAt, new Date(now.getTime() - graceMs))),
  );

/** Queued messages whose relay time has passed: no delivery settled them, so their job is lost or never existed. */
export const listMessagesDueForRelay = (db: Db, now: Date, graceMs: number, limit: number) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.status, "queued"), dueForRelay(now, graceMs)))
    .orderBy(messages.relayAfter)
    .limit(limit);

/**
 * Claims messages for one more hand-over. Guarded by the attempt count they were read with and by still being due,
 * so a second relay running at the same time claims nothing and a message gets one new job, not two. Answers the ids
 * it claimed.
 */
export const claimForRelay = (
  db: Db,
  claim: { ids: number[]; attempts: number; relayAfter: Date },
  now: Date,
  graceMs: number,
) =>
  db
    .update(messages)
    .set({ enqueueAttempts: claim.attempts + 1, relayAfter: claim.relayAfter, updatedAt: now })
    .where(
      and(
        inArray(messages.id, claim.ids),
        eq(messages.status, "queued"),
        eq(messages.enqueueAttempts, claim.attempts),
        dueForRelay(now, graceMs),
      ),
    )
    .returning({ id: messages.id });

/** Why claimed messages are still queued; their relay time already moved on, so nothing else changes. */
export const noteRelayWaiting = (db: Db, ids: number[], error: string) =>
  db
    .update(messages)
    .set({ error })
    .where(and(inArray(messages.id, ids), eq(messages.status, "queued")));
