// One-time data changes that SQL alone cannot make (ADR 0118): a migration inserts the row, a queued job pages
// through the data and stamps done_at when the last page is written.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

export const backfills = sqliteTable("backfills", {
  /** The backfill's name, as its job knows it ("phones-e164"). */
  name: text("name").primaryKey(),
  doneAt: timestamp("done_at"),
});
