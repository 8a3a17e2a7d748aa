// The local accounting stand-in's books (ADR 0126; development and tests only): records as JSON, keyed for the
// providers' idempotency (QuickBooks requestid, Xero Idempotency-Key).
import { and, asc, desc, eq, like } from "drizzle-orm";
import type { AccountingProvider } from "#schema/contracts/accounting";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { localAccountingRecords: records } = schema;
export type LocalKind = (typeof records.$inferSelect)["kind"];
export type LocalRecord = typeof records.$inferSelect;

type Where = { provider: AccountingProvider; tenantId: string; kind: LocalKind };
const scope = (w: Where) =>
  and(eq(records.provider, w.provider), eq(records.tenantId, w.tenantId), eq(records.kind, w.kind));

/** Inserts once per idempotency key; a repeat answers the first record (as the providers do). */
export async function putLocalRecord(db: Db, w: Where, body: unknown, idempotencyKey: string | null) {
  const inserted = await db
    .insert(records)
    .values({ ...w, idempotencyKey, body: JSON.stringify(body) })
    .onConflictDoNothing()
    .returning()
    .get();
  if (inserted) return { record: inserted, replayed: false };
  const first = await db
    .select()
    .from(records)
    .where(and(scope(w), eq(records.idempotencyKey, idempotencyKey ?? "")))
    .get();
  return { record: first!, replayed: true };
}

export const listLocalRecords = (db: Db, w: Where) =>
  db.select().from(records).where(scope(w)).orderBy(asc(records.id)).limit(500).all();

export const findLocalRecord = (db: Db, w: Where, id: number) =>
  db
    .select()
    .from(records)
    .where(and(scope(w), eq(records.id, id)))
    .get();

export const updateLocalRecord = (db: Db, id: number, body: unknown) =>
  db
    .update(records)
    .set({ body: JSON.stringify(body) })
    .where(eq(records.id, id));

/** Codes and tokens are found by their value, kept as the idempotency key. */
export const findLocalByKey = (db: Db, provider: AccountingProvider, kind: LocalKind, key: string) =>
  db
    .select()
    .from(records)
    .where(and(eq(records.provider, provider), eq(records.kind, kind), eq(records.idempotencyKey, key)))
    .get();

export const findLocalByKeyPrefix = (db: Db, provider: AccountingProvider, kind: LocalKind, prefix: string) =>
  db
    .select()
    .from(records)
    .where(and(eq(records.provider, provider), eq(records.kind, kind), like(records.idempotencyKey, `${prefix}%`)))
    .orderBy(desc(records.id))
    .get();

export const deleteLocalRecord = (db: Db, id: number) => db.delete(records).where(eq(records.id, id)).returning().get();

/** Every access and refresh token of a tenant (Xero's DELETE /connections/{id} ends the app's access to it). */
export const deleteLocalTokens = (db: Db, provider: AccountingProvider, tenantId: string) =>
  db.delete(records).where(scope({ provider, tenantId, kind: "token" }));

/** The next armed fault of a tenant (oldest first), consumed as it is read. */
export async function takeLocalFault(db: Db, provider: AccountingProvider, tenantId: string) {
  const next = await db
    .select()
    .from(records)
    .where(scope({ provider, tenantId, kind: "fault" }))
    .orderBy(asc(records.id))
    .get();
  return next ? deleteLocalRecord(db, next.id) : undefined;
}
