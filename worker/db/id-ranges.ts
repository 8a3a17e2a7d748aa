// Every shard numbers its rows in its own range (ADR 0228), as it numbers its companies (ADR 0185): each AUTOINCREMENT
// table's sequence starts at the shard's base, so a billing, client or project id names one row across all shards and
// a company moved between shards keeps every id its URLs carry. The default shard's base is 0: its ids stay as they are.
import { sql } from "drizzle-orm";
import type { Db } from "../lib/db";

/**
 * Catalogues every shard seeds alike (badges, in one fixed order at first use): numbered the same on every shard, so
 * a moved company's rows pointing at them point at the same rows on its new shard.
 */
const CATALOGUES = "'badges'";

/**
 * Raises every AUTOINCREMENT sequence of the shard to at least `base`, adding the tables not numbered yet. Idempotent;
 * two statements for a batch (registration on a shard runs them with the company's first rows).
 */
export const reserveIdRange = (db: Db, base: number) => {
  // Written into the text (a whole number from worker/lib/shards.ts): drizzle batches a raw statement only unbound.
  const floor = sql.raw(String(Math.trunc(base)));
  return [
    db.run(
      sql`insert into sqlite_sequence (name, seq) select name, ${floor} from sqlite_master where type = 'table' and sql like '%AUTOINCREMENT%' and name not in (select name from sqlite_sequence) and name not in (${sql.raw(CATALOGUES)})`,
    ),
    db.run(
      sql`update sqlite_sequence set seq = ${floor} where seq < ${floor} and name not in (${sql.raw(CATALOGUES)})`,
    ),
  ] as const;
};

/** The same on a raw D1 database (a move makes sure of its target's range before the first row is copied). */
export const reserveIdRangeOn = (db: D1Database, base: number) =>
  db.batch([
    db
      .prepare(
        `insert into sqlite_sequence (name, seq) select name, ?1 from sqlite_master where type = 'table' and sql like '%AUTOINCREMENT%' and name not in (select name from sqlite_sequence) and name not in (${CATALOGUES})`,
      )
      .bind(base),
    db.prepare(`update sqlite_sequence set seq = ?1 where seq < ?1 and name not in (${CATALOGUES})`).bind(base),
  ]);
