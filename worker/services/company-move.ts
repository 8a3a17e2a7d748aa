// Moving a company between shards (issue 35, ADR 0213), as a job that resumes wherever it was killed. Its steps, each
// recorded in the directory before the next begins:
//   paused   the company's writes answer 503 with Retry-After (moving_since on its row and in the directory)
//   copying  its rows, table by table in rowid (id) order, a chunk at a time, the cursor saved after each chunk
//   objects  (when the bucket changes) its R2 objects copied by key, a chunk at a time, each checked on arrival
//   verified every table's count and checksum equal on both shards; a mismatch rolls the move back instead. Then its
//            links' tokens are carried to the new shard's namespace and forwarded in the directory (ADR 0228)
//   flipped  the directory names the new shard (version bumped); the old row says where it went, so a session
//            cookie naming the old shard is signed again for the new one; then the source's objects are deleted
//   deleting the source's rows, in chunks, children first
// Before the flip the source is untouched but for the pause, so rolling back (until the rows are verified) is deleting
// the copy. After that, the only way is forward, and each deletion resumes from its saved table or prefix.

import {
  advanceMove,
  type CompanyTable,
  carryOptOuts,
  companyIds,
  companyRowsAfter,
  companyTables,
  comparableRows,
  deleteRowsChunk,
  dropMove,
  findMove,
  finishMove,
  flipDirectory,
  insertRows,
  type MoveRow,
  markCompanyMove,
  openInviteHashes,
  openSecondFactorTickets,
  phonesTextedByOthers,
  startMove,
  textedPhones,
} from "../db/company-move";
import { findCompanyEntry, pruneMovedLinks, recordMovedLinks, repointPhones } from "../db/directory";
import { reserveIdRangeOn } from "../db/id-ranges";
import { carryTokens, forgetTokens } from "../durable-objects/share-tokens";
import { sha256Hex } from "../lib/crypto";
import { AppError, upstreamUnavailable } from "../lib/errors";
import { log } from "../lib/log";
import { shardEnv } from "../lib/shard-env";
import { DEFAULT_SHARD, type Shard, shardNamed, wrapToken } from "../lib/shards";
import { companyPrefixes, copyObjectsChunk, deleteObjectsChunk } from "./company-objects";
import { applyParkedStatuses } from "./message-status";

/** What a paused company's writes answer (503, Retry-After). */
export const COMPANY_MOVING = "Your company's data is being moved. Try again in a minute.";
export const companyMoving = () => upstreamUnavailable(COMPANY_MOVING);
export const MOVE_ACROSS_JURISDICTIONS =
  "A company moves to a shard of another jurisdiction only when its owner asks for it.";
export const MOVE_BELOW_ITS_RANGE =
  "A company moves only to a shard whose ids start at or above its own shard's: its ids would run into another range.";

const CHUNK = 100;

export type MovePoint = "paused" | "copying" | "objects" | "verified" | "tokens" | "flipped" | "clearing" | "deleting";
export type MoveOptions = {
  /** The owner asked to move their data to another jurisdiction (never done for rebalancing). */
  ownerAsked?: boolean;
  /** Chunks this run may copy or delete before it hands over to the next run (the job queues itself again). */
  budget?: number;
  /** Tests only: called at each point a move can be killed. */
  fault?: (point: MovePoint) => void;
};
export type MoveResult = { status: "done" | "running" | "rolled-back" | "unchanged"; reason?: string };

const databaseOf = (env: Env, shard: Shard) => shardEnv(env, shard).DB;

/** Runs (or resumes) moving `companyId` to shard `toName`, within the run's budget. */
export async function moveCompany(env: Env, companyId: number, toName: string, options: MoveOptions = {}) {
  const dir = env.DIRECTORY;
  const fault = options.fault ?? (() => {});
  let move = await findMove(dir, companyId);
  if (!move) {
    const to = shardNamed(toName);
    if (!to) throw new AppError("BAD_REQUEST", `No shard is named ${toName}.`);
    const from = shardNamed((await findCompanyEntry(dir, companyId))?.shard) ?? DEFAULT_SHARD;
    if (from === to) return { status: "unchanged" } satisfies MoveResult;
    if (from.jurisdiction !== to.jurisdiction && !options.ownerAsked) {
      throw new AppError("BAD_REQUEST", MOVE_ACROSS_JURISDICTIONS);
    }
    // SQLite numbers a table's next row past its highest id, copied or not: rows from a higher range would pull the
    // target's new ids into the source's range (ADR 0228).
    if (to.companyIdBase < from.companyIdBase) throw new AppError("BAD_REQUEST", MOVE_BELOW_ITS_RANGE);
    const now = Date.now();
    await pruneMovedLinks(dir, now);
    await startMove(dir, { companyId, from: from.name, to: to.name, now });
    move = (await findMove(dir, companyId))!;
  }
  const from = shardNamed(move.from_shard)!;
  const to = shardNamed(move.to_shard)!;
  const source = databaseOf(env, from);
  const target = databaseOf(env, to);
  const tables = await companyTables(source);
  const run = { left: options.budget ?? Number.POSITIVE_INFINITY };

  const moveObjects = from.media !== to.media;

  if (move.step === "paused") {
    // Idempotent, so a kill between the directory's record and this mark only repeats it. The target numbers its own
    // rows in its range before the first copied row arrives (a shard that has had no registration yet).
    await markCompanyMove(source, companyId, { movingSince: Date.now() });
    await reserveIdRangeOn(target, to.companyIdBase);
    fault("paused");
    await advanceMove(dir, companyId, { step: "copying", tableIndex: 0, afterRowid: 0 }, Date.now());
    move = { ...move, step: "copying", table_index: 0, after_rowid: 0 };
  }
  if (move.step === "copying") {
    const copied = await copyRows(dir, source, target, tables, companyId, move, run, fault);
    if (!copied) return { status: "running" } satisfies MoveResult;
    const mismatch = await firstMismatch(source, target, tables, companyId);
    if (mismatch) {
      await rollBack(env, companyId, move, tables);
      log("error", "company move rolled back: the copy differs", { companyId, table: mismatch });
      return { status: "rolled-back", reason: mismatch } satisfies MoveResult;
    }
    const next = moveObjects ? "objects" : "verified";
    await advanceMove(dir, companyId, { step: next, tableIndex: 0, afterRowid: 0 }, Date.now());
    move = { ...move, step: next, table_index: 0, after_rowid: 0, after_key: null };
  }
  if (move.step === "objects") {
    const copied = await copyObjects(env, from, to, companyId, move, run, fault);
    if (!copied) return { status: "running" } satisfies MoveResult;
    await advanceMove(dir, companyId, { step: "verified", tableIndex: 0, afterRowid: 0 }, Date.now());
    move = { ...move, step: "verified", table_index: 0, after_rowid: 0, after_key: null };
  }
  if (move.step === "verified") {
    fault("verified");
    // Links first: once the source forgets them, a link opened there is forwarded to the copy (ADR 0228).
    await carryLinks(env, from, to, companyId, source);
    const texted = await textedPhones(source, companyId);
    await repointPhones(dir, texted, from.name, to.name, texted);
    // A client's STOP is kept by number on the shard that heard it: it goes along, so the new shard honours it.
    await carryOptOuts(source, target, texted);
    fault("tokens");
    await flipDirectory(dir, companyId, to.name, Date.now());
    await settleRows(source, target, companyId, to);
    move = { ...move, step: "flipped", table_index: 0, after_rowid: 0, after_key: null };
    fault("flipped");
  }
  if (move.step === "flipped") {
    // Again on a resumed run: a kill may have fallen between the flip and these marks.
    await settleRows(source, target, companyId, to);
    // Delivery reports held while the writes were paused land on the rows' new home (ADR 0234).
    await applyParkedStatuses(env, companyId, to);
    if (moveObjects && !(await clearObjects(env, from, companyId, target, move, run, fault))) {
      return { status: "running" } satisfies MoveResult;
    }
    await advanceMove(dir, companyId, { step: "deleting", tableIndex: 0, afterRowid: 0 }, Date.now());
    move = { ...move, step: "deleting", table_index: 0, after_rowid: 0, after_key: null };
  }
  if (move.step === "deleting") {
    const deleted = await deleteSource(dir, source, tables, companyId, move, run, fault);
    if (!deleted) return { status: "running" } satisfies MoveResult;
    // The old shard's phone entries go where no other company there has texted the number.
    const phones = await textedPhones(target, companyId);
    await repointPhones(dir, phones, from.name, to.name, await phonesTextedByOthers(source, phones, companyId));
    // Any report parked by a request that read the pause just before the flip.
    await applyParkedStatuses(env, companyId, to);
    await finishMove(dir, companyId);
  }
  return { status: "done" } satisfies MoveResult;
}

/** The shard-narrowed bucket of `shard`. */
const bucketOf = (env: Env, shard: Shard) => shardEnv(env, shard).MEDIA;

async function prefixesOf(db: D1Database, companyId: number) {
  return companyPrefixes(companyId, await companyIds(db, "users", companyId));
}

/** Copies the company's objects prefix by prefix, saving the prefix and the last key after each chunk. */
async function copyObjects(
  env: Env,
  from: Shard,
  to: Shard,
  companyId: number,
  move: MoveRow,
  run: { left: number },
  fault: (point: MovePoint) => void,
) {
  const prefixes = await prefixesOf(databaseOf(env, from), companyId);
  let after = move.after_key;
  for (let index = move.table_index; index < prefixes.length; index++) {
    for (;;) {
      if (run.left-- <= 0) return false;
      const last = await copyObjectsChunk(bucketOf(env, from), bucketOf(env, to), prefixes[index]!, after, CHUNK);
      await advanceMove(
        env.DIRECTORY,
        companyId,
        { step: "objects", tableIndex: last ? index : index + 1, afterRowid: 0, afterKey: last },
        Date.now(),
      );
      fault("objects");
      after = last;
      if (!last) break;
    }
  }
  return true;
}

/** After the flip: the source bucket's copies of the company's objects, deleted prefix by prefix. */
async function clearObjects(
  env: Env,
  from: Shard,
  companyId: number,
  target: D1Database,
  move: MoveRow,
  run: { left: number },
  fault: (point: MovePoint) => void,
) {
  // The users are read where the company now is: the source's rows may be half deleted by a later step's retry.
  const prefixes = await prefixesOf(target, companyId);
  for (let index = move.table_index; index < prefixes.length; index++) {
    for (;;) {
      if (run.left <= 0) return false;
      const deleted = await deleteObjectsChunk(bucketOf(env, from), prefixes[index]!, CHUNK);
      if (deleted === 0) break;
      run.left--;
      await advanceMove(env.DIRECTORY, companyId, { step: "flipped", tableIndex: index, afterRowid: 0 }, Date.now());
      fault("clearing");
    }
  }
  return true;
}

/** What each kind of link opens: its subjects are these tables' rows. */
const LINK_SUBJECTS = [
  { kind: "approval", table: "progress" },
  { kind: "meeting", table: "meetings" },
  { kind: "change-order", table: "change_orders" },
] as const;

/**
 * The company's share tokens, carried to the new shard's namespace under the same tokens, forwarded in the directory
 * by their hashes, then forgotten by the source's namespace (ADR 0228). Each part is idempotent: a repeat carries
 * what is left (nothing, once forgotten) and writes the same forwarding.
 */
async function carryLinks(env: Env, from: Shard, to: Shard, companyId: number, source: D1Database) {
  const fromEnv = shardEnv(env, from);
  const toEnv = shardEnv(env, to);
  for (const { kind, table } of LINK_SUBJECTS) {
    const ids = await companyIds(source, table, companyId);
    const carried = await carryTokens(fromEnv, toEnv, kind, ids);
    await recordMovedLinks(env.DIRECTORY, carried, to.name);
    await forgetTokens(fromEnv, kind, ids);
  }
  // Invites and second-factor tickets live in the company's rows, not the namespace: their hashes are forwarded the
  // same way, each until its own token expires, so one minted before the move still works after it (ADR 0234).
  const now = Date.now();
  await recordMovedLinks(env.DIRECTORY, await openInviteHashes(source, companyId, now), to.name);
  const tickets = await openSecondFactorTickets(source, companyId, now);
  const ticketLinks = await Promise.all(
    tickets.map(async (t) => ({ hash: await sha256Hex(wrapToken(from, t.id)), expiresAt: t.expiresAt })),
  );
  await recordMovedLinks(env.DIRECTORY, ticketLinks, to.name);
}

/** The copy took the pause with it; the source's row now says where the company went (both idempotent). */
async function settleRows(source: D1Database, target: D1Database, companyId: number, to: Shard) {
  await markCompanyMove(target, companyId, { movingSince: null });
  await markCompanyMove(source, companyId, { movingSince: null, movedTo: to.name });
}

/** Abandons a move not yet flipped: the copy is deleted and the company's writes resume on its own shard. */
export async function rollBackMove(env: Env, companyId: number) {
  const move = await findMove(env.DIRECTORY, companyId);
  if (!move) return false;
  // From the verified rows on, links may already answer from the copy: only forward.
  if (move.step !== "paused" && move.step !== "copying" && move.step !== "objects") return false;
  await rollBack(env, companyId, move, await companyTables(databaseOf(env, shardNamed(move.from_shard)!)));
  return true;
}

async function rollBack(env: Env, companyId: number, move: MoveRow, tables: CompanyTable[]) {
  const from = shardNamed(move.from_shard)!;
  const to = shardNamed(move.to_shard)!;
  const target = databaseOf(env, to);
  if (from.media !== to.media) {
    for (const prefix of await prefixesOf(databaseOf(env, from), companyId)) {
      while ((await deleteObjectsChunk(bucketOf(env, to), prefix, CHUNK)) > 0);
    }
  }
  for (const table of [...tables].reverse()) {
    while ((await deleteRowsChunk(target, table, companyId, CHUNK)) > 0);
  }
  await markCompanyMove(databaseOf(env, shardNamed(move.from_shard)!), companyId, { movingSince: null });
  await applyParkedStatuses(env, companyId, from);
  await dropMove(env.DIRECTORY, companyId);
}

async function copyRows(
  dir: D1Database,
  source: D1Database,
  target: D1Database,
  tables: CompanyTable[],
  companyId: number,
  move: MoveRow,
  run: { left: number },
  fault: (point: MovePoint) => void,
) {
  for (let index = move.table_index; index < tables.length; index++) {
    const table = tables[index]!;
    let after = index === move.table_index ? move.after_rowid : 0;
    for (;;) {
      // Only a chunk that copies something is charged to the run: empty tables never stop it.
      const rows = await companyRowsAfter(source, table, companyId, after, CHUNK);
      if (rows.length === 0) break;
      if (run.left-- <= 0) return false;
      await insertRows(source, target, table, rows);
      after = rows.at(-1)!.__rowid;
      await advanceMove(dir, companyId, { step: "copying", tableIndex: index, afterRowid: after }, Date.now());
      fault("copying");
    }
  }
  return true;
}

/** The first table whose count or checksum differs between the shards, or null. */
async function firstMismatch(source: D1Database, target: D1Database, tables: CompanyTable[], companyId: number) {
  for (const table of tables) {
    const [a, b] = await Promise.all([digest(source, table, companyId), digest(target, table, companyId)]);
    if (a.count !== b.count || a.sum !== b.sum) return table.name;
  }
  return null;
}

/**
 * The table's company rows as a count and a SHA-256 over their values in id order. Row ids are left out: a table
 * keyed by text numbers its rows anew on the target, in the same order.
 */
async function digest(db: D1Database, table: CompanyTable, companyId: number) {
  let count = 0;
  let sum = "";
  for (let after = 0; ; ) {
    const rows = await companyRowsAfter(db, table, companyId, after, 500);
    if (rows.length === 0) break;
    count += rows.length;
    after = rows.at(-1)!.__rowid;
    const values = (await comparableRows(db, table, rows)).map(({ __rowid: _, ...row }) => row);
    const bytes = new TextEncoder().encode(sum + JSON.stringify(values));
    sum = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
  }
  return { count, sum };
}

async function deleteSource(
  dir: D1Database,
  source: D1Database,
  tables: CompanyTable[],
  companyId: number,
  move: MoveRow,
  run: { left: number },
  fault: (point: MovePoint) => void,
) {
  // Children before parents; the companies row (first to copy) goes last, and with it the old shard's pointer.
  const order = [...tables].reverse();
  for (let index = move.table_index; index < order.length; index++) {
    for (;;) {
      if (run.left <= 0) return false;
      const deleted = await deleteRowsChunk(source, order[index]!, companyId, CHUNK);
      if (deleted === 0) break;
      run.left--;
      await advanceMove(dir, companyId, { step: "deleting", tableIndex: index, afterRowid: 0 }, Date.now());
      fault("deleting");
    }
  }
  return true;
}
