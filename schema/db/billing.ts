// Stripe webhook de-duplication: every processed event id is recorded once.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { companyId } from "./companies";

export const stripeEvents = sqliteTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: createdAt(),
  },
  // Retention deletes ids after 90 days: Stripe retries an event for 3 days at most (ADR 0128).
  (t) => [index("stripe_events_created_idx").on(t.receivedAt)],
);

/**
 * A second subscription Stripe created for a company that already had a live one (two tabs, an old checkout link):
 * cancelled and refunded at Stripe, and the owner told. One row per subscription, so a repeated webhook tells once.
 */
export const stripeDuplicateSubscriptions = sqliteTable(
  "stripe_duplicate_subscriptions",
  {
    subscriptionId: text("subscription_id").primaryKey(),
    companyId: companyId("company_id").notNull(),
    /** Refund ids at Stripe, comma-separated (empty when nothing had been paid yet). */
    refunds: text("refunds").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stripe_duplicate_subscriptions_company_idx").on(t.companyId)],
);
