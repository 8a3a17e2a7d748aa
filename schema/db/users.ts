// People (each a member of one company) and server-side sessions (login throttling counters live in security.ts).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ROLES } from "../contracts/team";
import { APP_LANGUAGES } from "../contracts/worldwide";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull().unique(),
    password: text("password").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** E.164, parsed where it entered (schema/rules/phones.ts). */
    phone: text("phone"),
    /**
     * Set by the E.164 backfill when the stored text cannot be read as a phone number (ADR 0118): the text stays as
     * typed for a person to fix, and no text message is sent to it.
     */
    phoneInvalid: integer("phone_invalid", { mode: "boolean" }).notNull().default(false),
    userType: text("user_type", { enum: ["contractor", "client", "admin"] })
      .notNull()
      .default("contractor"),
    /** The company the person works in; business fields (name, payout, subscription) live there. */
    // No SQL foreign key: SQLite adds a NOT NULL column to a live table only without one (ADR 0115).
    companyId: companyId("company_id").notNull(),
    /** owner, office or field: what the person may do in the company (schema/contracts/permissions.ts). */
    role: text("role", { enum: ROLES }).notNull().default("owner"),
    /** The language this person reads the app in (ADR 0195): from the browser at registration, theirs to change. */
    language: text("language", { enum: APP_LANGUAGES }).notNull().default("en"),
    /** Set when an owner removes the person: their sessions end, their work stays attributed to them. */
    removedAt: timestamp("removed_at"),
    /** A demo account made by an admin: it only ever emails or texts reserved example addresses (ADR 0052). */
    isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
    /** The admin who made this demo account; rate-limits how many they make. */
    demoCreatedBy: integer("demo_created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_company_idx").on(t.companyId)],
);

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
  (t) => [
    index("session_user_idx").on(t.userId),
    // Housekeeping deletes dead sessions in bounded chunks through these (ADR 0128).
    index("session_expire_idx").on(t.expire),
    index("session_last_seen_idx").on(t.lastSeenAt),
    index("session_revoked_idx").on(t.revokedAt).where(sql`${t.revokedAt} IS NOT NULL`),
  ],
);
