// Column helpers shared by every table: epoch-ms timestamps and JSON text columns.
import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** UTC instant stored as epoch milliseconds; read back as a Date. */
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** Row creation time, set by SQLite so batch inserts agree on one clock. */
export const createdAt = () =>
  timestamp("created_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const updatedAt = () =>
  timestamp("updated_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** A JSON document kept in a text column. */
export const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();
