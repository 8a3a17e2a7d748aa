// Keyset pagination: the predicate "after this cursor" for each list order, and the page cut (never OFFSET; ADR 0100).
import { type Column, type SQL, sql } from "drizzle-orm";
import { encodeCursor, type NameIdKey, type TimeIdKey } from "#schema/contracts/pagination";

/** Rows strictly after `key` in (createdAt desc, id desc) order; undefined (no bound) on the first page. */
export const afterTimeId = (createdAt: Column, id: Column, key: TimeIdKey | undefined): SQL | undefined =>
  key && sql`(${createdAt} < ${key[1]} or (${createdAt} = ${key[1]} and ${id} < ${key[2]}))`;

/** Rows strictly after `key` in (time asc, id asc) order: exports read oldest first, as a ledger lists them. */
export const afterTimeIdAsc = (time: Column, id: Column, key: readonly [number, number] | undefined): SQL | undefined =>
  key && sql`(${time} > ${key[0]} or (${time} = ${key[0]} and ${id} > ${key[1]}))`;

/** Rows strictly after `key` in (lower(name) asc, id asc) order. */
export const afterNameId = (name: Column, id: Column, key: NameIdKey | undefined): SQL | undefined =>
  key && sql`(lower(${name}) > ${key[1]} or (lower(${name}) = ${key[1]} and ${id} > ${key[2]}))`;

export type Page<T> = { items: T[]; nextCursor: string | null };

/**
 * Queries fetch `limit + 1` rows: the extra one only says another page exists. The cursor is the key of the last
 * row served, so a row inserted ahead of it later is never served twice and none after it is skipped.
 */
export function cutPage<T>(rows: T[], limit: number, keyOf: (row: T) => TimeIdKey | NameIdKey): Page<T> {
  if (rows.length <= limit) return { items: rows, nextCursor: null };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

export const timeIdKey = (row: { createdAt: Date; id: number }): TimeIdKey => ["t", row.createdAt.getTime(), row.id];
/** `nameKey` is the row's lower(name) as SQLite computed it, so the next page compares exactly as the ORDER BY did. */
export const nameIdKey = (row: { nameKey: string; id: number }): NameIdKey => ["n", row.nameKey, row.id];
