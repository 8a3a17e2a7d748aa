// Connected accounting sync (ADR 0126): a company's QuickBooks Online or Xero connection, the map between PayStage
// records and the provider's, each billing's sync state, the one-time OAuth states, and the webhook events seen.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ACCOUNTING_PROVIDERS } from "../contracts/accounting";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { companyId } from "./companies";
import { users } from "./users";

/** One connection per company. Tokens are sealed by worker/lib/secret-box.ts, bound to the row's id. */
export const accountingIntegrations = sqliteTable(
  "accounting_integrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    provider: text("provider", { enum: ACCOUNTING_PROVIDERS }).notNull(),
    /** QuickBooks' realmId or Xero's tenantId: where API calls go and how webhooks name the company. */
    tenantId: text("tenant_id").notNull(),
    tenantName: text("tenant_name"),
    accessToken: text("access_token").notNull(),
    refreshToken: text("refresh_token").notNull(),
    accessExpiresAt: timestamp("access_expires_at").notNull(),
    /** Bumped by every refresh: a refresh writes only over the version it read (rotation, ADR 0126). */
    tokenVersion: integer("token_version").notNull().default(1),
    /** Held while one worker refreshes; everyone else waits instead of spending the same refresh token. */
    refreshLeaseUntil: timestamp("refresh_lease_until"),
    /**
     * "connected"; "reconnect" once the provider refused the refresh token (a person must connect again); "choose" while
     * one Xero consent granted several organisations and the owner has not said which is this company's (ADR 0134).
     */
    status: text("status", { enum: ["connected", "reconnect", "choose"] })
      .notNull()
      .default("connected"),
    /** QuickBooks: the Item each invoice line sells; Xero: the revenue account code. */
    incomeRef: text("income_ref"),
    /** The tax code (QuickBooks TaxCodeRef) or tax type (Xero TaxType) on each line. */
    taxCode: text("tax_code"),
    /**
     * JSON { [rate group key]: the books' code }: the code for each of PayStage's rates (taxKeyOf: "GB-RED",
     * "CA-GST+CA-QC-QST"), so a company with several rates books each one right (migration 0024, ADR 0171).
     */
    taxCodes: json<Record<string, { id: string; name: string }>>("tax_codes"),
    /** Xero: the bank account code payments go to; QuickBooks: optional DepositToAccountRef. */
    depositRef: text("deposit_ref"),
    connectedBy: integer("connected_by")
      .notNull()
      .references(() => users.id),
    /** Where the hourly reconciliation read up to: payments changed since then are read again. */
    reconciledAt: timestamp("reconciled_at"),
    /** Xero's connection id for this organisation: DELETE /connections/{id} disconnects it alone (ADR 0134). */
    connectionId: text("connection_id"),
    /** While status is "choose": JSON [{ id, connectionId, name }] of the organisations this consent granted. */
    tenantChoices: text("tenant_choices"),
    /** Pacing (ADR 0134): one job at a time talks to the organisation; it holds the turn until then. */
    apiTurnUntil: timestamp("api_turn_until"),
    /** The provider asked us to wait (429 Retry-After): no call before this. */
    apiPausedUntil: timestamp("api_paused_until"),
    /** A one-minute window of turns, so a backlog stays under the provider's per-minute limit. */
    apiWindowStart: timestamp("api_window_start"),
    apiWindowTurns: integer("api_window_turns").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounting_integrations_company_uq").on(t.companyId),
    // Webhooks name the realm/tenant, never our company.
    index("accounting_integrations_tenant_idx").on(t.provider, t.tenantId),
  ],
);

/** "payment": a billing's one payment (paystageId = progress.id); "billing-payment": one row of the payments ledger
 * (paystageId = billing_payments.id), for a billing paid in parts (ADR 0166). */
export const ACCOUNTING_KINDS = ["customer", "invoice", "payment", "billing-payment"] as const;

/** PayStage id <-> provider id, one each way: a second customer, invoice or payment can never be recorded. */
export const accountingLinks = sqliteTable(
  "accounting_links",
  {
    companyId: companyId("company_id").notNull(),
    provider: text("provider", { enum: ACCOUNTING_PROVIDERS }).notNull(),
    kind: text("kind", { enum: ACCOUNTING_KINDS }).notNull(),
    /** clients.id for a customer, progress.id for an invoice and its payment. */
    paystageId: integer("paystage_id").notNull(),
    providerId: text("provider_id").notNull(),
    /** "paystage" when we created it there, "provider" when it came from there (a payment recorded in QuickBooks). */
    origin: text("origin", { enum: ["paystage", "provider"] })
      .notNull()
      .default("paystage"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.provider, t.kind, t.paystageId] }),
    uniqueIndex("accounting_links_provider_uq").on(t.companyId, t.provider, t.kind, t.providerId),
  ],
);

/** A billing's sync: shown on /progress/:id ("Not synced: reason" with Retry). */
export const accountingSyncStates = sqliteTable(
  "accounting_sync_states",
  {
    progressId: integer("progress_id").primaryKey(),
    companyId: companyId("company_id").notNull(),
    provider: text("provider", { enum: ACCOUNTING_PROVIDERS }).notNull(),
    status: text("status", { enum: ["pending", "synced", "failed"] }).notNull(),
    /** The provider's refusal in its own words, for a person to fix (bad tax code, closed period). */
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    /** Failed for a temporary reason (the queue gave up on 5xx): the hourly reconciliation tries it again. */
    retryable: integer("retryable", { mode: "boolean" }).notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounting_sync_states_company_idx").on(t.companyId, t.status)],
);

/** An OAuth `state`, stored only as a hash, bound to the session that asked, single use, ten minutes. */
export const accountingOauthStates = sqliteTable(
  "accounting_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    provider: text("provider", { enum: ACCOUNTING_PROVIDERS }).notNull(),
    companyId: companyId("company_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the session id: the callback must arrive in the same session. */
    sessionHash: text("session_hash").notNull(),
    /** PKCE code_verifier, sealed. */
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [index("accounting_oauth_states_expires_idx").on(t.expiresAt)],
);

/** Webhook events already handled, by the provider's id (deleted after WEBHOOK_EVENT_RETENTION_DAYS). */
export const accountingWebhookEvents = sqliteTable(
  "accounting_webhook_events",
  {
    provider: text("provider", { enum: ACCOUNTING_PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at").notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index("accounting_webhook_events_received_idx").on(t.receivedAt),
  ],
);

/**
 * The local stand-in's books (development and tests only; ADR 0126): customers, invoices and payments as the
 * provider's JSON, keyed so that its idempotency (QuickBooks' requestid, Xero's Idempotency-Key) works like theirs.
 */
export const localAccountingRecords = sqliteTable(
  "local_accounting_records",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    provider: text("provider", { enum: ACCOUNTING_PROVIDERS }).notNull(),
    tenantId: text("tenant_id").notNull(),
    kind: text("kind", {
      enum: ["customer", "invoice", "payment", "code", "token", "fault", "vendor", "setting"],
    }).notNull(),
    idempotencyKey: text("idempotency_key"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("local_accounting_records_key_uq").on(t.provider, t.tenantId, t.kind, t.idempotencyKey),
    index("local_accounting_records_kind_idx").on(t.provider, t.tenantId, t.kind),
  ],
);
