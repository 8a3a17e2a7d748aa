// Webhooks from QuickBooks and Xero (ADR 0126): the signature over the raw body first (401 otherwise, which is also
// Xero's intent-to-receive answer), then each change's id recorded once and the work handed to the queue.
import type { AccountingProvider } from "#schema/contracts/accounting";
import {
  findIntegrationById,
  findIntegrationsByTenant,
  insertWebhookEvent,
  updateIntegration,
} from "../../db/accounting";
import { type Db, getDb } from "../../lib/db";
import { log } from "../../lib/log";
import { enqueue } from "../../lib/queue";
import { linkBase } from "../../lib/request";
import { accountingApi } from "../../providers/accounting";
import { AccountingError, type ProviderPayment, type WebhookChange } from "../../providers/accounting/types";
import { everyShard } from "../directory";
import { applyProviderPayments, requeue } from "./sync";
import { withSession } from "./tokens";

export type WebhookOutcome = { status: 200 | 401 | 404; queued: number; duplicates: number };

/**
 * A body names tenants, whose companies may be on any shard: each shard takes the changes of its own tenants
 * (ADR 0185). The signature is the same on every shard, so the first answer's status is every answer's.
 */
export async function receiveWebhookOnEveryShard(
  env: Env,
  provider: AccountingProvider,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const outcomes: WebhookOutcome[] = [];
  for (const { env: on } of everyShard(env))
    outcomes.push(await receiveWebhook(on, getDb(on), provider, rawBody, signature));
  return {
    status: outcomes[0]?.status ?? 404,
    queued: outcomes.reduce((n, o) => n + o.queued, 0),
    duplicates: outcomes.reduce((n, o) => n + o.duplicates, 0),
  };
}

export async function receiveWebhook(
  env: Env,
  db: Db,
  provider: AccountingProvider,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const api = accountingApi(env, provider, linkBase(env));
  if (!api) return { status: 404, queued: 0, duplicates: 0 };
  if (!(await api.verifyWebhook(rawBody, signature))) return { status: 401, queued: 0, duplicates: 0 };
  let changes: WebhookChange[];
  try {
    changes = api.webhookChanges(rawBody);
  } catch {
    // Correctly signed but unreadable: nothing to do, and a retry would not read better.
    changes = [];
  }
  let queued = 0;
  let duplicates = 0;
  for (const change of changes) {
    const integrations = await findIntegrationsByTenant(db, provider, change.tenantId);
    if (integrations.length === 0) continue;
    // Recorded before it is queued: a redelivery (or replay) of the same change finds the id and stops here.
    if (!(await insertWebhookEvent(db, provider, change.eventId))) {
      duplicates++;
      continue;
    }
    await enqueue(
      env.JOBS,
      integrations.map((i) => ({ type: "accounting-webhook" as const, integrationId: i.id, change })),
    );
    queued += integrations.length;
  }
  // A signed body that changes nothing is worth a line: it is how a new payload shape (QuickBooks' CloudEvents
  // once were) shows before payments go missing (ADR 0132).
  if (queued === 0 && duplicates === 0) {
    log("warn", "signed accounting webhook yielded no change", {
      provider,
      changes: changes.length,
      bytes: rawBody.length,
      shape: rawBody.trimStart().slice(0, 1) === "[" ? "array" : "object",
    });
  }
  return { status: 200, queued, duplicates };
}

/** The accounting-webhook job: reads the changed record from the provider and applies its payments. */
export async function applyWebhookChange(env: Env, db: Db, integrationId: number, change: WebhookChange) {
  const integration = await findIntegrationById(db, integrationId);
  if (integration?.status !== "connected" || integration.tenantId !== change.tenantId) return;
  const api = accountingApi(env, integration.provider, linkBase(env));
  if (!api) return;
  let payments: ProviderPayment[];
  try {
    payments = await withSession(env, db, api, integration, (s) => api.paymentsOfChange(s, change));
  } catch (err) {
    // A record deleted since (or one we may not read) has nothing to apply; an expired connection shows on the
    // profile. Both are settled by the reconciliation once fixed; only a temporary failure is worth a retry.
    if (err instanceof AccountingError && err.rateLimited) {
      await requeue(env, { type: "accounting-webhook", integrationId, change }, err);
      return;
    }
    if (err instanceof AccountingError && err.kind === "refused") return;
    if (err instanceof AccountingError && err.kind === "revoked") {
      await updateIntegration(db, integration.id, { status: "reconnect" });
      return;
    }
    throw err;
  }
  await applyProviderPayments(env, db, integration, payments);
}
