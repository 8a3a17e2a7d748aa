// Every email and SMS the product sends, with its delivery state; the local outbox when no provider is set.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { users } from "./users";

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    /** "outbox", "resend", "twilio", ... */
    provider: text("provider"),
    providerResponse: text("provider_response"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    /** Makes a retried enqueue of the same logical message a no-op. */
    dedupeKey: text("dedupe_key").unique(),
    sentAt: timestamp("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("messages_created_idx").on(t.createdAt), index("messages_user_idx").on(t.userId)],
);
