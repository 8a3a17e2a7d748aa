// The outbox relay's own queries (ADR 0080): committed effects that have no message on record, and the claims that
// keep two relays from sending one effect twice. The relay acts for the system over every company, like the reminder
// sweep, so these scans are bounded by time and row count rather than by a tenant.
import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { approvals, approvalLinks, messages, progress, relayClaims } = schema;

/** Rows old enough to be left to their own request no longer (`youngest`), and recent enough to chase (`oldest`). */
export type EffectWindow = { youngest: Date; oldest: Date };

/** Pending billings whose approval-link email was never recorded. */
export const listBillingsMissingApprovalLink = (db: Db, window: EffectWindow, limit: number) =>
  db
    .select({ id: progress.id, companyId: progress.companyId })
    .from(progress)
    .where(
      and(
        eq(progress.status, "pending"),
        lte(progress.createdAt, window.youngest),
        sql`${progress.createdAt} >= ${window.oldest.getTime()}`,
        sql`NOT EXISTS (SELECT 1 FROM ${approvalLinks} JOIN ${messages}
              ON ${messages.dedupeKey} = 'approval-link:' || ${approvalLinks.id} || ':email'
            WHERE ${approvalLinks.progressId} = ${progress.id})`,
      ),
    )
    .orderBy(progress.createdAt)
    .limit(limit);

/**
 * True when some message of the event `prefix` || id exists: its audience's keys are `<prefix><id>:<userId>`
 * (services/billing-audience.ts), found as one range of the unique key index; `<prefix><id>` is the older single key.
 */
const eventMessageExists = (prefix: string, id: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.dedupeKey} = ${prefix} || ${id}
    OR (${messages.dedupeKey} > ${prefix} || ${id} || ':' AND ${messages.dedupeKey} < ${prefix} || ${id} || ';'))`;

/** Decisions whose email to the contractor was never recorded (its dedupe key is fixed per progress). */
export const listDecisionsMissingEmail = (db: Db, window: EffectWindow, limit: number) =>
  db
    .select({ approval: approvals })
    .from(approvals)
    .innerJoin(progress, eq(progress.id, approvals.progressId))
    .where(
      and(
        sql`${approvals.decidedAt} between ${window.oldest.getTime()} and ${window.youngest.getTime()}`,
        sql`NOT ${eventMessageExists("decision:", sql`${approvals.progressId}`)}`,
      ),
    )
    .limit(limit);

/** Payment claims whose email to the contractor was never recorded (its dedupe key is fixed per progress). */
export const listPaymentClaimsMissingEmail = (db: Db, window: EffectWindow, limit: number) =>
  db
    .select({ id: progress.id, companyId: progress.companyId })
    .from(progress)
    .where(
      and(
        sql`${progress.paymentClaimedAt} between ${window.oldest.getTime()} and ${window.youngest.getTime()}`,
        sql`NOT ${eventMessageExists("payment-claim:", sql`${progress.id}`)}`,
      ),
    )
    .limit(limit);

/**
 * True when this pass owns the effect `key`: no claim yet, or the last one is older than `windowMs`. A relay that
 * died mid-way is thereby retried once its claim lapses, and never while it may still be running.
 */
export async function claimRelayEffect(db: Db, key: string, now: Date, windowMs: number) {
  const stale = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(relayClaims)
    .values({ key, claimedAt: now })
    .onConflictDoUpdate({
      target: relayClaims.key,
      set: { claimedAt: now },
      setWhere: lte(relayClaims.claimedAt, stale),
    })
    .returning({ key: relayClaims.key });
  return row !== undefined;
}
