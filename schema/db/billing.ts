// Stripe webhook de-duplication: every processed event id is recorded once.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});
