// Accounting sync queries (ADR 0126): the company's connection and its tokens, the PayStage <-> provider id map,
// each billing's sync state, one-time OAuth states, webhook event ids, and the reconciliation's bounded pages.
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AccountingProvider } from "#schema/contracts/accounting";
import type { CompanyId } from "#schema/db/companies";
import { MINUTE_MS } from "#schema/rules/durations";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const {
  accountingIntegrations,
  accountingLinks,
  accountingSyncStates,
  accountingOauthStates,
  accountingWebhookEvents,
  clients,
  progress,
  projects,
} = schema;

export type IntegrationRow = typeof accountingIntegrations.$inferSelect;
export type AccountingKind = (typeof accountingLinks.$inferSelect)["kind"];

export const findIntegration = (db: Db, companyId: CompanyId) =>
  db.select().from(accountingIntegrations).where(eq(accountingIntegrations.companyId, companyId)).get();

export const findIntegrationById = (db: Db, id: number) =>
  db.select().from(accountingIntegrations).where(eq(accountingIntegrations.id, id)).get();

/** Webhooks name the realm (QuickBooks) or tenant (Xero); accounting_integrations_tenant_idx. */
export const findIntegrationsByTenant = (db: Db, provider: AccountingProvider, tenantId: string) =>
  db
    .select()
    .from(accountingIntegrations)
    .where(and(eq(accountingIntegrations.provider, provider), eq(accountingIntegrations.tenantId, tenantId)))
    .all();

/** The connection, made once per company (the unique company index refuses a second). Tokens are sealed afterwards. */
export const insertIntegration = (db: Db, values: typeof accountingIntegrations.$inferInsert) =>
  db.insert(accountingIntegrations).values(values).returning().get();

export const updateIntegration = (db: Db, id: number, values: Partial<typeof accountingIntegrations.$inferInsert>) =>
  db
    .update(accountingIntegrations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accountingIntegrations.id, id))
    .returning()
    .get();

/**
 * One refresher per connection: the lease is taken only over the token version read and only when free or expired,
 * so two workers never send the same refresh token (a rotated one is refused, and Intuit/Xero may revoke on reuse).
 */
export const claimRefreshLease = (db: Db, id: number, version: number, now: Date, until: Date) =>
  db
    .update(accountingIntegrations)
    .set({ refreshLeaseUntil: until })
    .where(
      and(
        eq(accountingIntegrations.id, id),
        eq(accountingIntegrations.tokenVersion, version),
        eq(accountingIntegrations.status, "connected"),
        or(isNull(accountingIntegrations.refreshLeaseUntil), lt(accountingIntegrations.refreshLeaseUntil, now)),
      ),
    )
    .returning({ id: accountingIntegrations.id })
    .get();

/** The new access and refresh tokens in one write, over the version the lease was taken on. */
export const storeRefreshedTokens = (
  db: Db,
  id: number,
  version: number,
  tokens: { accessToken: string; refreshToken: string; accessExpiresAt: Date },
) =>
  db
    .update(accountingIntegrations)
    .set({ ...tokens, tokenVersion: version + 1, refreshLeaseUntil: null, updatedAt: new Date() })
    .where(and(eq(accountingIntegrations.id, id), eq(accountingIntegrations.tokenVersion, version)))
    .returning()
    .get();

export const releaseRefreshLease = (db: Db, id: number) =>
  db.update(accountingIntegrations).set({ refreshLeaseUntil: null }).where(eq(accountingIntegrations.id, id));

// --- Pacing (ADR 0134) ---

/**
 * Takes the organisation's turn: free (or its holder's lease ran out), not paused by the provider, and under the
 * minute's number of turns, in one guarded UPDATE, so two workers never talk to one organisation at once.
 */
export const claimApiTurn = (db: Db, id: number, now: Date, until: Date, turnsPerMinute: number) => {
  const t = accountingIntegrations;
  const windowOver = sql`(${t.apiWindowStart} IS NULL OR ${t.apiWindowStart} <= ${now.getTime() - MINUTE_MS})`;
  return db
    .update(t)
    .set({
      apiTurnUntil: until,
      apiWindowStart: sql`CASE WHEN ${windowOver} THEN ${now.getTime()} ELSE ${t.apiWindowStart} END`,
      apiWindowTurns: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${t.apiWindowTurns} + 1 END`,
    })
    .where(
      and(
        eq(t.id, id),
        or(isNull(t.apiTurnUntil), lt(t.apiTurnUntil, now)),
        or(isNull(t.apiPausedUntil), lte(t.apiPausedUntil, now)),
        or(windowOver, lt(t.apiWindowTurns, turnsPerMinute)),
      ),
    )
    .returning({ id: t.id })
    .get();
};

/** Gives the turn back, only if it is still the one this worker took. */
export const releaseApiTurn = (db: Db, id: number, until: Date) =>
  db
    .update(accountingIntegrations)
    .set({ apiTurnUntil: null })
    .where(and(eq(accountingIntegrations.id, id), eq(accountingIntegrations.apiTurnUntil, until)));

/** The provider said when to come back (429 Retry-After): no call to this organisation before then. */
export const pauseApi = (db: Db, id: number, until: Date) =>
  db
    .update(accountingIntegrations)
    .set({ apiPausedUntil: until })
    .where(
      and(
        eq(accountingIntegrations.id, id),
        or(isNull(accountingIntegrations.apiPausedUntil), lt(accountingIntegrations.apiPausedUntil, until)),
      ),
    );

/** Disconnect: the connection (with its sealed tokens), the id map and the sync states go in one batch. */
export const deleteIntegrationStatements = (db: Db, companyId: CompanyId) =>
  [
    db.delete(accountingLinks).where(eq(accountingLinks.companyId, companyId)),
    db.delete(accountingSyncStates).where(eq(accountingSyncStates.companyId, companyId)),
    db.delete(accountingIntegrations).where(eq(accountingIntegrations.companyId, companyId)),
  ] as const;

/** The reconciliation's page of connections, by id (primary key): never a scan of companies. */
export const listConnectedIntegrations = (db: Db, afterId: number, limit: number) =>
  db
    .select()
    .from(accountingIntegrations)
    .where(and(gt(accountingIntegrations.id, afterId), eq(accountingIntegrations.status, "connected")))
    .orderBy(asc(accountingIntegrations.id))
    .limit(limit)
    .all();

// --- OAuth states ---

export const insertOauthState = (db: Db, values: typeof accountingOauthStates.$inferInsert) =>
  db.insert(accountingOauthStates).values(values);

/** Single use: the row is deleted as it is read, so a replayed callback finds nothing. */
export const takeOauthState = (db: Db, stateHash: string) =>
  db.delete(accountingOauthStates).where(eq(accountingOauthStates.stateHash, stateHash)).returning().get();

export const deleteExpiredOauthStates = (db: Db, now: Date, limit: number) =>
  db
    .delete(accountingOauthStates)
    .where(
      inArray(
        accountingOauthStates.stateHash,
        db
          .select({ stateHash: accountingOauthStates.stateHash })
          .from(accountingOauthStates)
          .where(lt(accountingOauthStates.expiresAt, now))
          .limit(limit),
      ),
    )
    .returning({ stateHash: accountingOauthStates.stateHash });

// --- The id map ---

type LinkKey = { companyId: CompanyId; provider: AccountingProvider; kind: AccountingKind };

export const findLink = (db: Db, key: LinkKey, paystageId: number) =>
  db
    .select()
    .from(accountingLinks)
    .where(
      and(
        eq(accountingLinks.companyId, key.companyId),
        eq(accountingLinks.provider, key.provider),
        eq(accountingLinks.kind, key.kind),
        eq(accountingLinks.paystageId, paystageId),
      ),
    )
    .get();

export const findLinkByProviderId = (db: Db, key: LinkKey, providerId: string) =>
  db
    .select()
    .from(accountingLinks)
    .where(
      and(
        eq(accountingLinks.companyId, key.companyId),
        eq(accountingLinks.provider, key.provider),
        eq(accountingLinks.kind, key.kind),
        eq(accountingLinks.providerId, providerId),
      ),
    )
    .get();

/** Records a link once; a parallel run that lost the race gets undefined and reads the winner's. */
export const insertLink = (
  db: Db,
  key: LinkKey,
  paystageId: number,
  providerId: string,
  origin: "paystage" | "provider" = "paystage",
) =>
  db
    .insert(accountingLinks)
    .values({ ...key, paystageId, providerId, origin })
    .onConflictDoNothing()
    .returning()
    .get();

// --- Sync states ---

export const findSyncState = (db: Db, companyId: CompanyId, progressId: number) =>
  db
    .select()
    .from(accountingSyncStates)
    .where(and(eq(accountingSyncStates.progressId, progressId), eq(accountingSyncStates.companyId, companyId)))
    .get();

export const upsertSyncState = (
  db: Db,
  values: {
    progressId: number;
    companyId: CompanyId;
    provider: AccountingProvider;
    status: "pending" | "synced" | "failed";
    reason: string | null;
    countAttempt?: boolean;
    /** Failed for a temporary reason: the hourly reconciliation takes it up again. */
    retryable?: boolean;
  },
) => {
  const { countAttempt, ...row } = values;
  const now = new Date();
  return db
    .insert(accountingSyncStates)
    .values({ ...row, retryable: row.retryable ?? false, attempts: countAttempt ? 1 : 0, updatedAt: now })
    .onConflictDoUpdate({
      target: accountingSyncStates.progressId,
      set: {
        status: row.status,
        reason: row.reason,
        retryable: row.retryable ?? false,
        provider: row.provider,
        attempts: countAttempt ? sql`${accountingSyncStates.attempts} + 1` : accountingSyncStates.attempts,
        updatedAt: now,
      },
    });
};

// --- Webhook events ---

/** The first delivery of an event id inserts; a replay answers undefined (the primary key refuses it). */
export const insertWebhookEvent = (db: Db, provider: AccountingProvider, eventId: string) =>
  db
    .insert(accountingWebhookEvents)
    .values({ provider, eventId: eventId.slice(0, 500) })
    .onConflictDoNothing()
    .returning()
    .get();

/** Housekeeping: provider retries end within days, so older ids cannot come back (accounting_webhook_events_received_idx). */
// By rowid: the table's key is two columns, and a chunk must be bounded (housekeeping, ADR 0128).
export const deleteOldWebhookEvents = (db: Db, before: Date, limit: number) =>
  db
    .delete(accountingWebhookEvents)
    .where(
      inArray(
        sql`rowid`,
        db
          .select({ rowid: sql`rowid` })
          .from(accountingWebhookEvents)
          .where(lt(accountingWebhookEvents.receivedAt, before))
          .limit(limit),
      ),
    )
    .returning({ eventId: accountingWebhookEvents.eventId });

// --- What a billing needs to be synced ---

/** The billing with its client, for the invoice and the customer (scoped by the company). */
export const findSyncSubject = (db: Db, companyId: CompanyId, progressId: number) =>
  db
    .select({
      progress,
      project: { id: projects.id, name: projects.name },
      client: { id: clients.id, name: clients.name, email: clients.email, companyName: clients.companyName },
    })
    .from(progress)
    .innerJoin(projects, eq(projects.id, progress.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(progress.id, progressId), eq(progress.companyId, companyId)))
    .get();

/**
 * Approved or paid billings of one company that are not in sync yet, bounded (progress_company_status_idx): no sync
 * state, a pending one, one that failed for a temporary reason (ADR 0134), or paid with no payment link. Paid billings from before the connection are left alone: the
 * books already have them, and pushing them again would count the money twice.
 */
export const listUnsyncedBillings = (
  db: Db,
  integration: { companyId: CompanyId; provider: AccountingProvider; createdAt: Date },
  limit: number,
) =>
  db
    .select({ id: progress.id })
    .from(progress)
    .leftJoin(accountingSyncStates, eq(accountingSyncStates.progressId, progress.id))
    .where(
      and(
        eq(progress.companyId, integration.companyId),
        inArray(progress.status, ["approved", "paid"]),
        or(eq(progress.status, "approved"), gt(progress.approvedAt, integration.createdAt)),
        or(
          isNull(accountingSyncStates.progressId),
          eq(accountingSyncStates.status, "pending"),
          and(eq(accountingSyncStates.status, "failed"), eq(accountingSyncStates.retryable, true)),
          and(
            eq(progress.status, "paid"),
            sql`NOT EXISTS (SELECT 1 FROM ${accountingLinks} WHERE ${accountingLinks.companyId} = ${integration.companyId}
              AND ${accountingLinks.provider} = ${integration.provider} AND ${accountingLinks.kind} = 'payment'
              AND ${accountingLinks.paystageId} = ${progress.id})`,
            sql`${accountingSyncStates.status} != 'failed'`,
          ),
        ),
      ),
    )
    .orderBy(asc(progress.id))
    .limit(limit)
    .all();
