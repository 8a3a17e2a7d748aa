// The hourly reconciliation (ADR 0126): pages through connected companies by id, and for each one reads the payments
// changed in its books since the last run and pushes what is not in sync yet. Bounded per company; never a scan.
import { ACCOUNTING_RECONCILE_FIRST_LOOKBACK_MS, ACCOUNTING_RECONCILE_OVERLAP_MS } from "#schema/rules/durations";
import {
  findIntegrationById,
  listConnectedIntegrations,
  listUnsyncedBillings,
  updateIntegration,
} from "../../db/accounting";
import type { Db } from "../../lib/db";
import { enqueue } from "../../lib/queue";
import { linkBase } from "../../lib/request";
import { accountingApi } from "../../providers/accounting";
import { AccountingError } from "../../providers/accounting/types";
import { applyProviderPayments, requeue } from "./sync";
import { withSession } from "./tokens";

/** Connections per page of the sweep, and billings pushed per company per hour (the rest wait an hour). */
export const RECONCILE_PAGE = 50;
export const RECONCILE_BILLINGS = 50;

/** The accounting-reconcile job: one page of connections, each reconciled by its own job, then the next page. */
export async function reconcilePage(env: Env, db: Db, after: number) {
  const page = await listConnectedIntegrations(db, after, RECONCILE_PAGE);
  if (page.length === 0) return;
  await enqueue(env.JOBS, [
    ...page.map((i) => ({ type: "accounting-reconcile-company" as const, integrationId: i.id })),
    ...(page.length === RECONCILE_PAGE ? [{ type: "accounting-reconcile" as const, after: page.at(-1)!.id }] : []),
  ]);
}

/** One company: payments from the books first (they may settle billings), then what still needs pushing. */
export async function reconcileCompany(env: Env, db: Db, integrationId: number, now = new Date()) {
  const integration = await findIntegrationById(db, integrationId);
  if (integration?.status !== "connected") return { marked: 0, queued: 0 };
  const api = accountingApi(env, integration.provider, linkBase(env));
  if (!api) return { marked: 0, queued: 0 };
  const since = integration.reconciledAt
    ? new Date(integration.reconciledAt.getTime() - ACCOUNTING_RECONCILE_OVERLAP_MS)
    : new Date(Math.max(integration.createdAt.getTime(), now.getTime() - ACCOUNTING_RECONCILE_FIRST_LOOKBACK_MS));
  let marked = 0;
  try {
    const payments = await withSession(env, db, api, integration, (s) => api.paymentsSince(s, since));
    marked = await applyProviderPayments(env, db, integration, payments, now);
    await updateIntegration(db, integration.id, { reconciledAt: now });
  } catch (err) {
    // Waiting for the organisation's rate limit: the same reconciliation, once the wait is over (ADR 0134).
    if (err instanceof AccountingError && err.rateLimited) {
      await requeue(env, { type: "accounting-reconcile-company", integrationId }, err);
      return { marked: 0, queued: 0 };
    }
    // An expired connection is shown on the profile; anything else is retried by the queue.
    if (err instanceof AccountingError && err.kind === "revoked") {
      await updateIntegration(db, integration.id, { status: "reconnect" });
      return { marked: 0, queued: 0 };
    }
    throw err;
  }
  const unsynced = await listUnsyncedBillings(db, integration, RECONCILE_BILLINGS);
  await enqueue(
    env.JOBS,
    unsynced.map((b) => ({ type: "accounting-sync" as const, companyId: integration.companyId, progressId: b.id })),
  );
  return { marked, queued: unsynced.length };
}
