// Every email and SMS the product sends, with its delivery state; the local outbox when no provider is set.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { users } from "./users";

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The company whose send caps it counts against; null for the product's own mail (support, sign-in). */
    companyId: companyId("company_id"),
    /** The member whose action sent it. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** "skipped": never handed to a provider on purpose (the number replied STOP); `error` says why. */
    status: text("status", { enum: ["queued", "sent", "failed", "skipped"] })
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
    /**
     * Transactional outbox (ADR 0080): while the message is queued, the relay hands it to the queue again once this
     * instant passes with no delivery having settled it. Set at insert (a grace period), pushed on by each hand-over.
     */
    relayAfter: timestamp("relay_after"),
    /** How many times the relay (or the first enqueue) tried to hand this message to the queue. */
    enqueueAttempts: integer("enqueue_attempts").notNull().default(0),
    /** A delivery in progress holds this lease, so a duplicate job for the same message cannot send it twice. */
    leaseUntil: timestamp("lease_until"),
    /** The provider's own id for the message (Twilio's Message SID), kept so its callbacks and lookups find the row. */
    providerMessageId: text("provider_message_id"),
    /**
     * Set when an attempt got an answer that does not say whether the provider accepted the message (Twilio 5xx,
     * timeout): the next attempt asks the provider first instead of sending a second text (ADR 0119).
     */
    outcomeUnknownSince: timestamp("outcome_unknown_since"),
    /** The carrier's last word from the provider's status callback ("sent", "delivered", "undelivered", "failed"). */
    deliveryStatus: text("delivery_status"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("messages_created_idx").on(t.createdAt),
    index("messages_user_idx").on(t.userId),
    index("messages_company_created_idx").on(t.companyId, t.createdAt),
    index("messages_relay_idx").on(t.status, t.relayAfter),
    index("messages_provider_message_idx").on(t.providerMessageId),
    // Send caps: one company's channel over today's rows. Health: the last day's failures (ADR 0128).
    index("messages_company_channel_created_idx").on(t.companyId, t.channel, t.createdAt),
    index("messages_status_updated_idx").on(t.status, t.updatedAt),
    // Retention clears bodies oldest first; a cleared row leaves this index, so a chunk starts at the next to clear.
    index("messages_body_kept_idx").on(t.createdAt).where(sql`${t.body} != ''`),
  ],
);

/**
 * Phone numbers (E.164, as Twilio's `From` gives them) that replied STOP to our sender. Keyed by the phone alone:
 * the opt-out is the person's, whichever companies know that number. START removes the row.
 */
export const smsOptOuts = sqliteTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  /** The word they sent ("STOP", "UNSUBSCRIBE", ...), shown to the contractor. */
  keyword: text("keyword").notNull(),
  optedOutAt: timestamp("opted_out_at").notNull(),
});

/**
 * One relay claim per effect key ("approval-link:{progressId}"): two relay passes running at once issue and send a
 * missing effect once. A claim older than its window may be taken again (the first relay died mid-way).
 */
export const relayClaims = sqliteTable(
  "relay_claims",
  {
    key: text("key").primaryKey(),
    claimedAt: timestamp("claimed_at").notNull(),
  },
  // Retention deletes claims a day old (ADR 0128).
  (t) => [index("relay_claims_claimed_idx").on(t.claimedAt)],
);

/**
 * Jobs the queue gave up on, as the dead-letter consumer received them: nothing it is handed is lost, and the
 * housekeeping job deletes rows after their retention (DEAD_LETTER_RETENTION_DAYS), so the table stays bounded.
 */
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    queue: text("queue").notNull(),
    /** The job's type when the body parsed as a job; null for a malformed body. */
    jobType: text("job_type"),
    body: text("body").notNull(),
    attempts: integer("attempts").notNull(),
    /** The queue's message id: a redelivered dead letter is recorded once. */
    messageId: text("message_id").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("dead_letters_created_idx").on(t.createdAt)],
);
