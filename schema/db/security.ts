// Security state: generic rate-limit counters, CSP reports, passkeys, one-time challenges, TOTP, recovery codes,
// and the devices each account has signed in from (ADR 0070-0074).
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, json, timestamp } from "./columns";
import { users } from "./users";

/** Fixed-window counters keyed "<what>:<who>", e.g. "register:203.0.113.7" or "login:dana|203.0.113.7". */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start").notNull(),
    count: integer("count").notNull().default(0),
    /** The latest event, so a delay can grow from it. */
    lastAt: timestamp("last_at"),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

/** What a browser's Content-Security-Policy blocked, as the browser reported it (size-capped fields). */
export const cspReports = sqliteTable(
  "csp_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    directive: text("directive").notNull(),
    blockedUri: text("blocked_uri"),
    documentUri: text("document_uri"),
    sourceFile: text("source_file"),
    line: integer("line"),
    sample: text("sample"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("csp_reports_created_idx").on(t.createdAt)],
);

/** A WebAuthn credential (passkey). The id is the credential id, base64url, as the authenticator made it. */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: json<string[]>("transports").notNull(),
    deviceType: text("device_type", { enum: ["singleDevice", "multiDevice"] }).notNull(),
    backedUp: integer("backed_up", { mode: "boolean" }).notNull(),
    /** A label the contractor recognises, e.g. "iPhone" (from the user agent when added). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at"),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * A server-side challenge or ticket, consumed exactly once (deleted as it is read). Purposes: a WebAuthn
 * registration or authentication challenge, and the short-lived ticket between a correct password and its TOTP code.
 */
export const authChallenges = sqliteTable(
  "auth_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: ["passkey-register", "passkey-login", "second-factor"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("auth_challenges_expires_idx").on(t.expiresAt)],
);

/** An account's TOTP second factor. Enabled once the first code is confirmed; lastStep refuses a replayed code. */
export const totpFactors = sqliteTable(
  "totp_factors",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Sealed with DATA_ENCRYPTION_KEYS (worker/lib/secret-box.ts); rows from before ADR 0122 hold it plain. */
    secret: text("secret").notNull(),
    /** The key that sealed `secret`, null while plain: indexed so rotation finds the rows to seal again. */
    secretKeyId: text("secret_key_id"),
    enabledAt: timestamp("enabled_at"),
    lastStep: integer("last_step"),
    createdAt: createdAt(),
  },
  (t) => [index("totp_factors_secret_key_idx").on(t.secretKeyId)],
);

/** Single-use recovery codes for the second factor, stored as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_hash_idx").on(t.userId, t.codeHash)],
);

/** Devices (a long-lived random cookie, hashed) that have signed in to an account: a new one is a security event. */
export const knownDevices = sqliteTable(
  "known_devices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    /** Addresses this device or account signed in from, so throttling can tell the owner from a stranger. */
    lastIp: text("last_ip"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
