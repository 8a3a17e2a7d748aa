// Moving a company's rows between shard databases (ADR 0213). Which rows are a company's is read from the schema
// itself: `companies` by id, a table with `company_id` by it, and any other table through a foreign key to a table
// already tied to the company (sessions through users, line items through their billing). A table added by a later
// migration is moved without anyone listing it here.

import { eq } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import { type Db, schema } from "../lib/db";

export type CompanyTable = {
  name: string;
  /** The SQL condition picking the company's rows, its one parameter the company id. */
  where: string;
  /** The tables it refers to among the company's, so they are copied first and deleted last. */
  parents: string[];
  /** Its references to shared tables (badges, seeded at first use): their rows go along, unless already there. */
  shared: ForeignKey[];
};

type ForeignKey = { table: string; from: string; to: string | null };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The company's tables, parents before children (copy in this order, delete in the reverse). */
export async function companyTables(db: D1Database): Promise<CompanyTable[]> {
  const names = await tableNames(db);
  // Read once per isolate and schema: a move asks on every run, and the tables change only with a migration.
  const key = names.join(",");
  const known = cachedTables.get(key);
  if (known) return known;
  const tables = await readCompanyTables(db, names);
  cachedTables.set(key, tables);
  return tables;
}

const cachedTables = new Map<string, CompanyTable[]>();

const tableNames = async (db: D1Database) =>
  (
    await db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%' order by name",
      )
      .all<{ name: string }>()
  ).results.map((r) => r.name);

async function readCompanyTables(db: D1Database, names: string[]) {
  const columns = new Map<string, string[]>();
  const keys = new Map<string, ForeignKey[]>();
  for (const name of names) {
    const info = await db.prepare(`pragma table_info(${quote(name)})`).all<{ name: string }>();
    columns.set(
      name,
      info.results.map((c) => c.name),
    );
    const fks = await db.prepare(`pragma foreign_key_list(${quote(name)})`).all<ForeignKey>();
    keys.set(name, fks.results);
  }
  const tied = new Map<string, CompanyTable>();
  tied.set("companies", { name: "companies", where: "id = ?1", parents: [], shared: [] });
  for (const name of names) {
    if (name !== "companies" && columns.get(name)?.includes("company_id")) {
      tied.set(name, { name, where: "company_id = ?1", parents: [], shared: [] });
    }
  }
  // Tables reached only through a foreign key, until no more are found.
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of names) {
      if (tied.has(name)) continue;
      const fk = keys.get(name)?.find((k) => tied.has(k.table) && k.table !== name);
      if (!fk) continue;
      const parent = tied.get(fk.table)!;
      tied.set(name, {
        name,
        where: `${quote(fk.from)} in (select ${quote(fk.to ?? "id")} from ${quote(fk.table)} where ${parent.where})`,
        parents: [],
        shared: [],
      });
      grew = true;
    }
  }
  for (const table of tied.values()) {
    table.parents = [
      ...new Set((keys.get(table.name) ?? []).map((k) => k.table).filter((t) => tied.has(t) && t !== table.name)),
    ];
    table.shared = (keys.get(table.name) ?? []).filter((k) => !tied.has(k.table));
  }
  return topological([...tied.values()]);
}

/** Parents first. */
function topological(tables: CompanyTable[]): CompanyTable[] {
  const done = new Set<string>();
  const ordered: CompanyTable[] = [];
  let rest = [...tables];
  while (rest.length > 0) {
    const ready = rest.filter((t) => t.parents.every((p) => done.has(p)));
    // A cycle (none today) is broken at its first table in name order.
    const next = ready.length > 0 ? ready : rest.slice(0, 1);
    for (const t of next) {
      ordered.push(t);
      done.add(t.name);
    }
    rest = rest.filter((t) => !done.has(t.name));
  }
  return ordered;
}

type Row = Record<string, unknown> & { __rowid: number };

/** One chunk of the company's rows of `table` after `afterRowid`, in rowid (id) order. */
export const companyRowsAfter = async (
  db: D1Database,
  table: CompanyTable,
  companyId: number,
  afterRowid: number,
  limit: number,
) =>
  (
    await db
      .prepare(
        `select rowid as __rowid, * from ${quote(table.name)} where (${table.where}) and rowid > ?2 order by rowid limit ?3`,
      )
      .bind(companyId, afterRowid, limit)
      .all<Row>()
  ).results;

/**
 * Writes rows as they were (same ids, so no URL changes). `or ignore`: a chunk written before a kill is written again
 * on resume without doubling; a row taken by another company is caught by the count before the flip.
 */
export async function insertRows(source: D1Database, db: D1Database, table: CompanyTable, rows: Row[]) {
  if (rows.length === 0) return;
  const shared: Row[] = [];
  let copied = rows;
  for (const key of table.shared) {
    const ids = new Map<unknown, unknown>();
    const found = await sharedRowsOf(source, key, rows);
    const natural = await naturalKeyOf(source, key.table);
    if (!natural) {
      shared.push(...found.map((r) => ({ ...r, __table: key.table }) as Row));
      continue;
    }
    // A catalogue row (a badge) is seeded on each shard in the order it was first used, so the same badge may have
    // another id there: it is matched by its natural key (its code), inserted if missing, and the reference follows.
    const target = await ensureSharedRows(db, key.table, natural, found);
    for (const r of found) ids.set(r[key.to ?? "id"], target.get(String(r[natural])));
    copied = copied.map((r) => (ids.has(r[key.from]) ? ({ ...r, [key.from]: ids.get(r[key.from]) } as Row) : r));
  }
  await db.batch([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...[...shared, ...copied.map((r) => ({ ...r, __table: table.name }) as Row)].map(
      ({ __rowid: _, __table, ...row }) => {
        const cols = Object.keys(row);
        return db
          .prepare(
            `insert or ignore into ${quote(String(__table))} (${cols.map(quote).join(", ")}) values (${cols.map(() => "?").join(", ")})`,
          )
          .bind(...cols.map((c) => row[c] ?? null));
      },
    ),
  ]);
}

/** The shared rows (badges) the company's rows refer to through `key`. */
async function sharedRowsOf(db: D1Database, key: ForeignKey, rows: Record<string, unknown>[]) {
  const values = [...new Set(rows.map((r) => r[key.from]).filter((v) => v !== null && v !== undefined))];
  if (values.length === 0) return [];
  return (
    await db
      .prepare(
        `select rowid as __rowid, * from ${quote(key.table)} where ${quote(key.to ?? "id")} in (${values.map(() => "?").join(", ")})`,
      )
      .bind(...values)
      .all<Row>()
  ).results;
}

const naturalKeys = new Map<string, string | null>();

/** A shared table's one-column unique key other than its id (badges: code), or null when it has none. */
async function naturalKeyOf(db: D1Database, table: string) {
  if (naturalKeys.has(table)) return naturalKeys.get(table) ?? null;
  let found: string | null = null;
  const indexes = await db.prepare(`pragma index_list(${quote(table)})`).all<{ name: string; unique: number }>();
  for (const index of indexes.results.filter((i) => i.unique)) {
    const cols = await db.prepare(`pragma index_info(${quote(index.name)})`).all<{ name: string }>();
    if (cols.results.length === 1 && cols.results[0]!.name !== "id") found = cols.results[0]!.name;
  }
  naturalKeys.set(table, found);
  return found;
}

/** Inserts the shared rows missing on `db` (numbered there), and answers each one's id there by its natural key. */
async function ensureSharedRows(db: D1Database, table: string, natural: string, rows: Row[]) {
  if (rows.length > 0) {
    await db.batch(
      rows.map(({ __rowid: _, id: __, ...row }) => {
        const cols = Object.keys(row);
        return db
          .prepare(
            `insert or ignore into ${quote(table)} (${cols.map(quote).join(", ")}) values (${cols.map(() => "?").join(", ")})`,
          )
          .bind(...cols.map((c) => row[c] ?? null));
      }),
    );
  }
  const keys = rows.map((r) => r[natural]);
  const found =
    keys.length === 0
      ? []
      : (
          await db
            .prepare(
              `select id, ${quote(natural)} as k from ${quote(table)} where ${quote(natural)} in (${keys.map(() => "?").join(", ")})`,
            )
            .bind(...keys)
            .all<{ id: number; k: unknown }>()
        ).results;
  return new Map(found.map((r) => [String(r.k), r.id]));
}

/**
 * The company's rows of `table` as compared before the flip: a reference to a shared catalogue row is replaced by
 * that row's natural key, which is what a copy keeps (its id may differ between shards).
 */
export async function comparableRows(db: D1Database, table: CompanyTable, rows: Row[]) {
  let out: Record<string, unknown>[] = rows;
  for (const key of table.shared) {
    const natural = await naturalKeyOf(db, key.table);
    if (!natural) continue;
    const found = await sharedRowsOf(db, key, out);
    const byId = new Map(found.map((r) => [r[key.to ?? "id"], r[natural]]));
    out = out.map((r) => (byId.has(r[key.from]) ? { ...r, [key.from]: byId.get(r[key.from]) } : r));
  }
  return out;
}

/** Deletes up to `limit` of the company's rows of `table`; how many went. */
export async function deleteRowsChunk(db: D1Database, table: CompanyTable, companyId: number, limit: number) {
  const result = await db
    .prepare(
      `delete from ${quote(table.name)} where rowid in (select rowid from ${quote(table.name)} where ${table.where} limit ?2)`,
    )
    .bind(companyId, limit)
    .run();
  return result.meta.changes ?? 0;
}

/** Marks the company's row on its shard: paused (moving_since) or gone (moved_to). */
export const markCompanyMove = (
  db: D1Database,
  companyId: number,
  mark: { movingSince: number | null; movedTo?: string },
) =>
  db
    .prepare("update companies set moving_since = ?, moved_to = ? where id = ?")
    .bind(mark.movingSince, mark.movedTo ?? null, companyId)
    .run();

// The move's own record, in the directory.

export type MoveRow = {
  company_id: number;
  from_shard: string;
  to_shard: string;
  step: "paused" | "copying" | "objects" | "verified" | "flipped" | "deleting" | "done";
  table_index: number;
  after_rowid: number;
  /** The last R2 key copied while at `objects` (migrations-directory/0003); its prefix is table_index. */
  after_key: string | null;
};

export const findMove = (dir: D1Database, companyId: number) =>
  dir.prepare("select * from company_moves where company_id = ?").bind(companyId).first<MoveRow>();

/** Starts a move's record and marks the company moving in the directory, in one batch. */
export const startMove = (dir: D1Database, move: { companyId: number; from: string; to: string; now: number }) =>
  dir.batch([
    dir
      .prepare(
        "insert into company_moves (company_id, from_shard, to_shard, step, started_at, updated_at) values (?, ?, ?, 'paused', ?, ?)",
      )
      .bind(move.companyId, move.from, move.to, move.now, move.now),
    dir
      .prepare(
        "insert into companies (id, shard, moving_since, created_at) values (?, ?, ?, ?) on conflict (id) do update set moving_since = excluded.moving_since",
      )
      .bind(move.companyId, move.from, move.now, move.now),
  ]);

export const advanceMove = (
  dir: D1Database,
  companyId: number,
  at: { step: MoveRow["step"]; tableIndex: number; afterRowid: number; afterKey?: string | null },
  now: number,
) =>
  dir
    .prepare(
      "update company_moves set step = ?, table_index = ?, after_rowid = ?, after_key = ?, updated_at = ? where company_id = ?",
    )
    .bind(at.step, at.tableIndex, at.afterRowid, at.afterKey ?? null, now, companyId)
    .run();

/** The ids of the company's rows of `table` (its users, billings, meetings, change orders) on a shard. */
export const companyIds = async (db: D1Database, table: string, companyId: number) =>
  (
    await db
      .prepare(`select id from ${quote(table)} where company_id = ? order by id`)
      .bind(companyId)
      .all<{ id: number }>()
  ).results.map((r) => r.id);

/** The numbers the company has texted (its SMS recipients), as sent: E.164. */
export const textedPhones = async (db: D1Database, companyId: number) =>
  (
    await db
      .prepare("select distinct \"to\" as phone from messages where company_id = ? and channel = 'sms'")
      .bind(companyId)
      .all<{ phone: string }>()
  ).results.map((r) => r.phone);

/** Of these numbers, the ones some other company on the shard has texted too (its entry there stays). */
export async function phonesTextedByOthers(db: D1Database, phones: string[], companyId: number) {
  if (phones.length === 0) return [];
  return (
    await db
      .prepare(
        `select distinct "to" as phone from messages where channel = 'sms' and company_id != ? and "to" in (${phones.map(() => "?").join(", ")})`,
      )
      .bind(companyId, ...phones)
      .all<{ phone: string }>()
  ).results.map((r) => r.phone);
}

/**
 * The flip, one directory batch: the company, its usernames and the move's step together, the version bumped so a
 * cookie signed before it is known to be stale.
 */
export const flipDirectory = (dir: D1Database, companyId: number, to: string, now: number) =>
  dir.batch([
    dir
      .prepare("update companies set shard = ?, moving_since = null, version = version + 1 where id = ?")
      .bind(to, companyId),
    dir.prepare("update usernames set shard = ? where company_id = ?").bind(to, companyId),
    dir
      .prepare(
        "update company_moves set step = 'flipped', table_index = 0, after_rowid = 0, updated_at = ? where company_id = ?",
      )
      .bind(now, companyId),
  ]);

/** A move abandoned before its flip: the directory as it was. */
export const dropMove = (dir: D1Database, companyId: number) =>
  dir.batch([
    dir.prepare("update companies set moving_since = null where id = ?").bind(companyId),
    dir.prepare("delete from company_moves where company_id = ?").bind(companyId),
  ]);

export const finishMove = (dir: D1Database, companyId: number) =>
  dir.prepare("delete from company_moves where company_id = ?").bind(companyId).run();

/**
 * The company's invites still open at `now`, by their tokens' hashes (the links carry the tokens), each with its own
 * expiry: a move forwards them as it does share links (ADR 0234).
 */
export const openInviteHashes = async (db: D1Database, companyId: number, now: number) =>
  (
    await db
      .prepare(
        "select token_hash as hash, expires_at as expiresAt from invites where company_id = ? and accepted_at is null and revoked_at is null and expires_at > ?",
      )
      .bind(companyId, now)
      .all<{ hash: string; expiresAt: number }>()
  ).results;

/** The company's members' unexpired second-factor tickets (the challenge id is the ticket before its shard prefix). */
export const openSecondFactorTickets = async (db: D1Database, companyId: number, now: number) =>
  (
    await db
      .prepare(
        "select id, expires_at as expiresAt from auth_challenges where purpose = 'second-factor' and expires_at > ? and user_id in (select id from users where company_id = ?)",
      )
      .bind(now, companyId)
      .all<{ id: string; expiresAt: number }>()
  ).results;

/** Whether the company's writes are paused on this shard for a move (ADR 0213, 0234). */
export const isCompanyMoving = async (db: Db, companyId: CompanyId) =>
  Boolean(
    (
      await db
        .select({ movingSince: schema.companies.movingSince })
        .from(schema.companies)
        .where(eq(schema.companies.id, companyId))
        .get()
    )?.movingSince,
  );

/**
 * The opt-outs (STOP) of these numbers, copied to the target shard: they are kept by phone, not by company, so a move
 * would otherwise leave a client's STOP behind on the old shard (ADR 0234). In chunks of 50; idempotent.
 */
export async function carryOptOuts(source: D1Database, target: D1Database, phones: string[]) {
  for (let i = 0; i < phones.length; i += 50) {
    const chunk = phones.slice(i, i + 50);
    const { results } = await source
      .prepare(
        `select phone, keyword, opted_out_at from sms_opt_outs where phone in (${chunk.map(() => "?").join(", ")})`,
      )
      .bind(...chunk)
      .all<{ phone: string; keyword: string; opted_out_at: number }>();
    if (results.length === 0) continue;
    await target.batch(
      results.map((r) =>
        target
          .prepare("insert into sms_opt_outs (phone, keyword, opted_out_at) values (?, ?, ?) on conflict do nothing")
          .bind(r.phone, r.keyword, r.opted_out_at),
      ),
    );
  }
}
