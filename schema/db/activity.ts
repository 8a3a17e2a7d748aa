// In-app notifications (the bell), the audit trail, and support requests.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, json, timestamp } from "./columns";
import { users } from "./users";

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", {
      enum: [
        "approved",
        "rejected",
        "payment_claimed",
        // A payment recorded in QuickBooks or Xero marked the billing paid (ADR 0126).
        "payment_recorded",
        "message_failed",
        "meeting_processed",
        "achievement",
        "security",
        "billing",
        "data_export",
      ],
    }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    readAt: timestamp("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.readAt, t.createdAt),
    // Retention deletes read notifications by age (ADR 0128); unread ones are never in it.
    index("notifications_read_idx").on(t.readAt).where(sql`${t.readAt} IS NOT NULL`),
  ],
);

export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    entity: text("entity").notNull(),
    entityId: integer("entity_id"),
    action: text("action").notNull(),
    data: json<Record<string, unknown>>("data"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_events_entity_idx").on(t.entity, t.entityId)],
);

export const supportRequests = sqliteTable("support_requests", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});
