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

/** A company's messages on one channel since `since` (messages_company_channel_created_idx: the window's rows only). */
export async function countMessagesSince(db: Db, companyId: CompanyId, channel: "email" | "sms", since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.channel, channel), gt(messages.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * The outbox's counts for the public health answer, and the D1 probe itself: one statement of three index ranges
 * (ADR 0128). Failed messages count over the last day (since `failedSince`) through messages_status_updated_idx, so
 * the probe reads the day's failures, not every failure ever; queued ones whatever their age (the outbox is small).
 */
export const countOutbox = (db: Db, now: Date, failedSince: Date) =>
  db.get<{ queued: number; overdue: number; failed: number }>(sql`SELECT
      (SELECT count(*) FROM ${messages} INDEXED BY messages_relay_idx WHERE ${messages.status} = 'queued') AS queued,
      (SELECT count(*) FROM ${messages} INDEXED BY messages_relay_idx
        WHERE ${messages.status} = 'queued' AND ${messages.relayAfter} <= ${now.getTime()}) AS overdue,
      (SELECT count(*) FROM ${messages} INDEXED BY messages_status_updated_idx
        WHERE ${messages.status} = 'failed' AND ${messages.updatedAt} >= ${failedSince.getTime()}) AS failed`);

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

// ---- provider callbacks (ADR 0119) ----

/** How far along a status is: a callback that arrives late (Twilio does not promise order) never moves a row back. */
const STATUS_RANK: Record<string, number> = {
  accepted: 1,
  queued: 1,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  read: 4,
};
export const deliveryStatusRank = (status: string | null | undefined) => (status ? (STATUS_RANK[status] ?? 0) : 0);

/** The statuses a row may move on from to `status`: every lower rank, and none. */
const lowerStatuses = (status: string) =>
  Object.entries(STATUS_RANK)
    .filter(([, rank]) => rank < deliveryStatusRank(status))
    .map(([name]) => name);

/**
 * Records the provider's status for one of our messages. Guarded so that a repeated or out-of-order callback changes
 * nothing: only a row with no status or a lower one moves. `settle` also settles a message still queued (an
 * ambiguous attempt that the callback now shows went out) or, for a carrier failure, marks it failed.
 * Answers the rows it changed (none for a repeat).
 */
export const recordDeliveryStatus = (
  db: Db,
  id: number,
  update: {
    deliveryStatus: string;
    providerMessageId: string | null;
    settle: { status: "sent" | "failed"; error: string | null; sentAt: Date | null } | null;
    now: Date;
  },
) =>
  db
    .update(messages)
    .set({
      deliveryStatus: update.deliveryStatus,
      providerMessageId: sql`coalesce(${messages.providerMessageId}, ${update.providerMessageId})`,
      ...(update.settle
        ? {
            status: update.settle.status,
            error: update.settle.error,
            sentAt: sql`coalesce(${messages.sentAt}, ${update.settle.sentAt?.getTime() ?? null})`,
            leaseUntil: null,
            relayAfter: null,
            outcomeUnknownSince: null,
          }
        : {}),
      updatedAt: update.now,
    })
    .where(
      and(
        eq(messages.id, id),
        eq(messages.channel, "sms"),
        // A skipped message never reached a provider: a forged or stray callback cannot revive it.
        sql`${messages.status} != 'skipped'`,
        or(isNull(messages.deliveryStatus), inArray(messages.deliveryStatus, lowerStatuses(update.deliveryStatus))),
        // A callback's SID must be the row's own once the row knows it.
        update.providerMessageId
          ? or(isNull(messages.providerMessageId), eq(messages.providerMessageId, update.providerMessageId))
          : undefined,
      ),
    )
    .returning();

// ---- SMS opt-outs (STOP replies) ----

const { smsOptOuts } = schema;

export const findOptOut = (db: Db, phone: string) =>
  db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone)).get();

/** The opted-out numbers among `phones` (the primary key answers it). */
export const listOptOuts = (db: Db, phones: string[]) =>
  phones.length === 0 ? [] : db.select().from(smsOptOuts).where(inArray(smsOptOuts.phone, phones)).limit(phones.length);

/** STOP again keeps the first opt-out's time: a redelivered webhook changes nothing. */
export const insertOptOut = (db: Db, values: { phone: string; keyword: string; optedOutAt: Date }) =>
  db.insert(smsOptOuts).values(values).onConflictDoNothing({ target: smsOptOuts.phone });

export const deleteOptOut = (db: Db, phone: string) => db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));

/**
 * A message a provider reports on, by our id or its SID (messages_provider_message_idx), with its company's standing
 * on this shard: moving (writes paused) or moved away (the row here is a leftover being deleted) (ADR 0234).
 */
export const findReportedMessage = (db: Db, by: { id: number } | { sid: string }) =>
  db
    .select({
      id: messages.id,
      companyId: messages.companyId,
      movingSince: schema.companies.movingSince,
      movedTo: schema.companies.movedTo,
    })
    .from(messages)
    .leftJoin(schema.companies, eq(schema.companies.id, messages.companyId))
    .where("id" in by ? eq(messages.id, by.id) : eq(messages.providerMessageId, by.sid))
    .get();

/** The message Twilio names in a callback (messages_provider_message_idx). */
export const findMessageByProviderId = (db: Db, providerMessageId: string) =>
  db.select({ id: messages.id }).from(messages).where(eq(messages.providerMessageId, providerMessageId)).get();
