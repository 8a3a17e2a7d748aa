// Selections that survive db.batch: D1 keys batch rows by column name, so every selected column gets a unique alias.
import { Column, is, SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A drizzle select shape: columns, SQL expressions, or nested objects of them (one level per joined table). */
type Selection = { [key: string]: Column | SQL | SQL.Aliased | Selection };

type ColumnValue<C extends Column> = C["_"]["notNull"] extends true ? C["_"]["data"] : C["_"]["data"] | null;

export type Aliased<T extends Selection> = {
  [K in keyof T]: T[K] extends Column
    ? SQL.Aliased<ColumnValue<T[K]>>
    : T[K] extends SQL | SQL.Aliased
      ? T[K]
      : T[K] extends Selection
        ? Aliased<T[K]>
        : never;
};

/**
 * The same selection with every column aliased by its path (`user.id` -> "user_id"), decoded as the column
 * decodes (timestamps, JSON, booleans). Outside a batch it reads exactly as the plain selection; inside one,
 * joined tables' `id`, `name`, `created_at` no longer overwrite each other (ADR 0008, ADR 0099).
 */
export function aliasColumns<T extends Selection>(selection: T, prefix = ""): Aliased<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(selection)) {
    const name = prefix ? `${prefix}_${key}` : key;
    if (is(value, Column)) out[key] = sql`${value as SQLWrapper}`.mapWith(value).as(name);
    else if (is(value, SQL) || is(value, SQL.Aliased)) out[key] = value;
    else out[key] = aliasColumns(value as Selection, name);
  }
  return out as Aliased<T>;
}
