// One-time backfills (ADR 0118): a migration inserts the row, the job stamps it done; the rows they page through.
import { asc, eq, gt } from "drizzle-orm";
import type { PHONE_TABLES } from "#schema/contracts/jobs";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { backfills, clients, companies, invites, users } = schema;

/** True when the backfill is finished, or was never pending on this database. One primary-key read. */
export const isBackfillDone = async (db: Db, name: string) => {
  const row = await db.select({ doneAt: backfills.doneAt }).from(backfills).where(eq(backfills.name, name)).get();
  return !row || row.doneAt !== null;
};

export const markBackfillDone = (db: Db, name: string, now: Date) =>
  db.update(backfills).set({ doneAt: now }).where(eq(backfills.name, name));

export type PhoneTable = (typeof PHONE_TABLES)[number];
export type PhoneRow = { id: number; phone: string | null; phoneInvalid: boolean; country: string };

const TABLES = { users, clients, invites };

/**
 * Up to `limit` rows of `table` with an id above `after`, in id order, each with its company's country. Walks the
 * primary key, so a page reads at most `limit` rows whatever their phones hold.
 */
export const selectPhonePage = (db: Db, table: PhoneTable, after: number, limit: number): Promise<PhoneRow[]> => {
  const t = TABLES[table];
  return db
    .select({ id: t.id, phone: t.phone, phoneInvalid: t.phoneInvalid, country: companies.country })
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .where(gt(t.id, after))
    .orderBy(asc(t.id))
    .limit(limit);
};

/** The stored phone rewritten (E.164) or flagged (kept as typed); batchable. */
export const setStoredPhone = (
  db: Db,
  table: PhoneTable,
  id: number,
  values: { phone: string; phoneInvalid: boolean },
) => {
  const t = TABLES[table];
  return db.update(t).set(values).where(eq(t.id, id));
};
