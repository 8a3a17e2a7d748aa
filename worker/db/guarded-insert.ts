// INSERT ... SELECT ... WHERE <guard>: a batchable insert that happens only when a condition holds inside the batch.
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../lib/db";

/**
 * Inside one db.batch (one transaction), statements guarded by the same predicate as a conditional UPDATE all
 * happen or none do: a lost race leaves no stray notification, evidence row or audit event.
 * drizzle's insert-from-SQL lists every column in table order, so the SELECT supplies each one: the given value
 * (encoded by its column: Date -> epoch ms, JSON -> text), else the column's default, else NULL (a new id).
 */
export function guardedInsert<T extends SQLiteTable>(db: Db, table: T, values: Partial<T["$inferInsert"]>, guard: SQL) {
  const given = values as Record<string, unknown>;
  // Same column list and order as drizzle's INSERT (generated columns are left out there).
  const columns = Object.entries(getTableColumns(table) as Record<string, SQLiteColumn>).filter(
    ([, col]) => !(col as unknown as { shouldDisableInsert?: () => boolean }).shouldDisableInsert?.(),
  );
  for (const key of Object.keys(given)) {
    if (!columns.some(([name]) => name === key)) throw new Error(`guardedInsert: unknown column ${key}`);
  }
  const selected = columns.map(([name, col]) => {
    const value = given[name];
    if (value !== undefined) return value === null ? sql`NULL` : sql.param(value, col);
    if (col.default !== undefined && col.default !== null)
      return is(col.default, SQL) ? col.default : sql.param(col.default, col);
    return sql`NULL`;
  });
  return db.insert(table).select(sql`SELECT ${sql.join(selected, sql`, `)} WHERE ${guard}`);
}
