// Reminder templates and the record of every reminder sent.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { type Channel, TRIGGER_TYPES } from "../contracts/enums";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { progress } from "./progress";
import { users } from "./users";

export { type Channel, TRIGGER_TYPES };

export const nudgeTemplates = sqliteTable(
  "nudge_templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The company (tenant); every query scopes by it (no SQL foreign key: added to a live table, ADR 0115). */
    companyId: companyId("company_id").notNull(),
    /** The member who last changed it. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    emailSubject: text("email_subject").notNull(),
    emailBody: text("email_body").notNull(),
    smsBody: text("sms_body").notNull(),
    triggerType: text("trigger_type", { enum: TRIGGER_TYPES }).notNull(),
    triggerValue: integer("trigger_value"),
    channels: json<Channel[]>("channels").notNull().default(["email"]),
    /** Automatic sending on; a template can exist for manual use only. */
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("nudge_templates_company_idx").on(t.companyId, t.triggerType)],
);

export const nudgeHistory = sqliteTable(
  "nudge_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    progressId: integer("progress_id")
      .notNull()
      .references(() => progress.id, { onDelete: "cascade" }),
    templateId: integer("template_id").references(() => nudgeTemplates.id, {
      onDelete: "set null",
    }),
    /** The member who sent it by hand; for an automatic reminder, the member who set up its template. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at").notNull(),
    channels: json<Channel[]>("channels").notNull().default(["email"]),
    success: integer("success", { mode: "boolean" }).notNull().default(true),
    errorMessage: text("error_message"),
    automatic: integer("automatic", { mode: "boolean" }).notNull().default(false),
    /** "progress:template:local-day" for automatic sends: at most one per day, whatever retries happen. */
    dedupeKey: text("dedupe_key").unique(),
  },
  (t) => [index("nudge_history_progress_idx").on(t.progressId, t.sentAt)],
);

/**
 * The local day each time zone's reminder sweep last completed (ADR 0128): the hourly sweep leaves out a zone
 * already swept on its current local day. One row per zone (a few hundred), rewritten by each completed sweep.
 */
export const reminderZoneSweeps = sqliteTable("reminder_zone_sweeps", {
  zone: text("zone").primaryKey(),
  /** YYYY-MM-DD in that zone. */
  day: text("day").notNull(),
  sweptAt: timestamp("swept_at").notNull(),
});
