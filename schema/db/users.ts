// Accounts and server-side sessions (login throttling counters live in security.ts).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PAYMENT_METHODS } from "../contracts/enums";
import { createdAt, json, timestamp, updatedAt } from "./columns";

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  userType: text("user_type", { enum: ["contractor", "client", "admin"] })
    .notNull()
    .default("contractor"),
  companyName: text("company_name"),
  timezone: text("timezone").notNull().default("America/New_York"),
  preferredPaymentMethod: text("preferred_payment_method", {
    enum: PAYMENT_METHODS,
  })
    .notNull()
    .default("bank"),
  bankAccountName: text("bank_account_name"),
  bankAccountNumber: text("bank_account_number"),
  bankRoutingNumber: text("bank_routing_number"),
  paypalUsername: text("paypal_username"),
  venmoUsername: text("venmo_username"),
  zelleEmail: text("zelle_email"),
  cashAppUsername: text("cash_app_username"),
  subscriptionPlan: text("subscription_plan", { enum: ["solo", "starter", "professional"] }),
  subscriptionStatus: text("subscription_status").notNull().default("trialing"),
  subscriptionExpiresAt: timestamp("subscription_expires_at"),
  cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  /**
   * Ordering key of the last Stripe event applied to the subscription fields (event.created * 4 + lifecycle
   * rank, worker/services/stripe-events.ts): an older event arriving late never moves the subscription back.
   */
  subscriptionEventOrder: integer("subscription_event_order"),
  meetingsUsed: integer("meetings_used").notNull().default(0),
  meetingsLimit: integer("meetings_limit").notNull().default(0),
  meetingsResetDate: timestamp("meetings_reset_date"),
  /** A demo account made by an admin: it only ever emails or texts reserved example addresses (ADR 0052). */
  isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
  /** The admin who made this demo account; rate-limits how many they make. */
  demoCreatedBy: integer("demo_created_by"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The spec's session store (sid, sess, expire), extended so sessions are revocable and idle-expiring. */
export const sessions = sqliteTable(
  "session",
  {
    sid: text("sid").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sess: json<{ ip: string | null; userAgent: string | null }>("sess").notNull(),
    /** Absolute expiry: the session ends here however active it is. */
    expire: timestamp("expire").notNull(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
    revokedAt: timestamp("revoked_at"),
    /** Last time the person proved who they are in this session (sign-in or re-authentication). */
    authenticatedAt: timestamp("authenticated_at"),
    createdAt: createdAt(),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);
