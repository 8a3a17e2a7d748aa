// Message (outbox) queries. Messages belong to the delivery layer, not to a tenant screen: the only reader
// outside delivery is the development outbox listing.
import { and, count, desc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import type { CompanyId } from "../../schema/db/companies";
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
