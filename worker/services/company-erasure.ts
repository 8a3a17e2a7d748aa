// Deleting a company's account (issue 35, ADR 0226). The owner's request (requestErasure) marks the company, ends
// every session of its members and removes what reaches it from the directory, in one request; the rest is the
// `company-erase` job (runErasure), on the company's own shard with its jurisdiction's bucket and token namespace:
//   stripe   the subscription cancelled through the provider (the stand-in locally)
//   accounting the QuickBooks or Xero connection ended at the provider (ADR 0236), then its tokens deleted
//   keeping  each issued invoice copied to kept_invoices as tax law needs it proved, stamped with its purge date
//   media    the company's exports in R2
//   rows     every row tied to the company, children first, a chunk at a time; the R2 objects a chunk names (photos,
//            signatures, audio, transcripts) and the share links of billings, meetings and change orders are deleted
//            just before it; the companies row last
//   directory the directory's row for the company
// Each step finds what is left from the data itself, so a run killed anywhere (or a redelivered job) resumes by
// running again and never doubles an effect. The retention job deletes kept invoices when their period ends.
// The request is durable (ADR 0236): the mark is the intent, and the per-shard relay pass queues again an erasure
// whose job was never queued or stopped (resumeErasures). A provider that fails is tried a few times with backoff,
// then the failure is recorded in the audit trail and the erasure goes on: a provider never keeps data here.
import { PHOTO_VARIANTS, type PhotoVariant } from "#schema/contracts/uploads";
import type { CompanyId } from "#schema/db/companies";
import { MINUTE_MS } from "#schema/rules/durations";
import { purgeAfter } from "#schema/rules/invoice-retention";
import { findIntegration } from "../db/accounting";
import { insertAuditEvent } from "../db/audit-events";
import {
  countProviderFailure,
  deleteRowids,
  dropDirectoryCompany,
  findErasure,
  forgetInDirectory,
  type InvoiceToKeep,
  insertKeptInvoices,
  integrationSettled,
  invoicesToKeep,
  KEPT_TABLE,
  type KeptInvoiceRow,
  markErasure,
  phonesOnlyOf,
  staleErasures,
  stampEraseQueued,
  subscriptionSettled,
} from "../db/company-erasure";
import { companyRowsAfter, companyTables } from "../db/company-move";
import { findCompanyEntry } from "../db/directory";
import { FORGET_CHUNK, shareTokens } from "../durable-objects/share-tokens";
import { getDb } from "../lib/db";
import { notFound } from "../lib/errors";
import { log } from "../lib/log";
import { enqueue } from "../lib/queue";
import { linkBase } from "../lib/request";
import { shardOfEnv } from "../lib/shard-env";
import { AccountingError } from "../providers/accounting/types";
import { endAtProvider } from "./accounting/connect";
import type { SessionUser } from "./sessions";
import { billingFor } from "./subscriptions";
import { photoVariantKey } from "./uploads";

const CHUNK = 100;
const PHOTO_VARIANT_NAMES = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];

/**
 * Runs the owner's request (confirmed by DeleteCompanySchema). `env` is the request's, narrowed to the company's
 * shard (middleware/shard.ts).
 */
export async function requestErasure(env: Env, owner: SessionUser, now = new Date()) {
  const db = env.DB; // the company's shard
  const company = await findErasure(db, owner.companyId);
  if (!company) throw notFound();
  // Phones are read while the clients and members are still there; a number another company has stays.
  const phones = await phonesOnlyOf(db, owner.companyId);
  await markErasure(db, owner.companyId, now.getTime());
  // Now, so no one signs in meanwhile; the job does it again in case this request stopped short.
  await forgetInDirectory(env.DIRECTORY, owner.companyId, shardOfEnv(env).name, phones);
  // The mark is the request: a queue that refuses the job now leaves it for the relay pass (resumeErasures), and the
  // owner's answer is the same 202.
  await queueErasure(env, owner.companyId, now.getTime()).catch((err) =>
    log("error", "company-erase job not queued; the relay pass will queue it", { companyId: owner.companyId }, err),
  );
}

/** Queues the erasure's job and notes when, so the relay pass leaves it alone while it is fresh. */
async function queueErasure(env: Env, companyId: number, now: number, delaySeconds?: number) {
  await enqueue(env.JOBS, { type: "company-erase", companyId }, delaySeconds ? { delaySeconds } : undefined);
  await stampEraseQueued(env.DB, companyId, now + (delaySeconds ?? 0) * 1000);
}

/**
 * An erasure whose job has not been queued or run for this long is queued again: far longer than a run of its budget
 * takes (the job restamps at each run), shorter than anyone would wait for their data to go.
 */
export const ERASE_STALE_MS = 15 * MINUTE_MS;
/** Erasures one relay pass queues again, at most (each is one job; the next pass takes the rest). */
export const ERASE_RESUME_BATCH = 20;

/**
 * The relay pass's share (worker/jobs/cron.ts, every 5 minutes on each shard): queues again each erasure the owner
 * asked for whose job was never queued or has stopped, oldest first. A job already running elsewhere is harmless: each
 * step reads what is left, so two runs end where one does.
 */
export async function resumeErasures(env: Env, now: Date) {
  const stale = await staleErasures(env.DB, now.getTime() - ERASE_STALE_MS, ERASE_RESUME_BATCH);
  for (const companyId of stale) await queueErasure(env, companyId, now.getTime());
  return stale.length;
}

/** Tries a provider takes before its failure is recorded and the erasure goes on without it. */
export const PROVIDER_TRIES = 4;
/** The first wait after a provider failure; each next one doubles (1, 2, 4 minutes). */
const PROVIDER_BACKOFF_SECONDS = 60;

export type ErasePoint = "stripe" | "accounting" | "keeping" | "media" | "rows" | "directory";
export type EraseOptions = {
  /** Chunks this run may do before it hands over to the next run (the job queues itself again). */
  budget?: number;
  /** Tests only: called after each chunk, where a run can be killed. */
  fault?: (point: ErasePoint) => void;
};
/** running: queue the job again (after `delaySeconds` when a provider asked to wait). */
export type EraseResult = { status: "done" | "running" | "refused"; delaySeconds?: number };

/** Runs (or resumes) erasing `companyId` on the shard `env` is narrowed to. */
export async function runErasure(env: Env, companyId: number, options: EraseOptions = {}): Promise<EraseResult> {
  const db = env.DB; // the job's shard (jobs/consumer.ts narrows env to the shard the job names)
  const fault = options.fault ?? (() => {});
  const run = { left: options.budget ?? Number.POSITIVE_INFINITY };
  const spend = () => run.left-- > 0;
  const company = await findErasure(db, companyId);
  if (company && company.erase_requested_at === null) {
    // Only a company whose owner asked is ever erased: a stray job does nothing.
    log("error", "company-erase job for a company that did not ask; ignored", { companyId });
    return { status: "refused" };
  }
  if (company) {
    await stampEraseQueued(db, companyId, Date.now());
    await forgetInDirectory(env.DIRECTORY, companyId, shardOfEnv(env).name, await phonesOnlyOf(db, companyId));
    const subscription = company.stripe_subscription_id;
    if (subscription) {
      const wait = await atProvider(env, companyId, "stripe", () =>
        billingFor(env, getDb(env)).provider.cancelForDeletion(subscription),
      );
      if (wait) return wait;
      await subscriptionSettled(db, companyId);
      fault("stripe");
    }
    // The connection's tokens are read before its rows go: revoked at the provider first (ADR 0236).
    const integration = await findIntegration(getDb(env), companyId as CompanyId);
    if (integration) {
      const wait = await atProvider(env, companyId, integration.provider, () =>
        endAtProvider(env, getDb(env), integration, linkBase(env)),
      );
      if (wait) return wait;
      await integrationSettled(db, companyId);
      fault("accounting");
    }
    for (;;) {
      const rows = await invoicesToKeep(db, companyId, CHUNK);
      if (rows.length === 0) break;
      if (!spend()) return { status: "running" };
      const keptAt = Date.now();
      await insertKeptInvoices(
        db,
        rows.map((r) => keptInvoice(companyId, company.country, r, keptAt)),
      );
      fault("keeping");
    }
    // Exports are the one kind of object named by the company alone (the rest are found from their rows below).
    for (;;) {
      const listed = await env.MEDIA.list({ prefix: `exports/${companyId}/`, limit: 1000 });
      if (listed.objects.length === 0) break;
      if (!spend()) return { status: "running" };
      await env.MEDIA.delete(listed.objects.map((o) => o.key));
      fault("media");
    }
  }
  // Children first, the companies row last (the order a move deletes its source in). A table whose rows name objects
  // or share links has them deleted just before the rows: a kill in between deletes them again, which is harmless.
  const tables = (await companyTables(db)).filter((t) => t.name !== KEPT_TABLE).reverse();
  const before = beforeDelete(env);
  for (const table of tables) {
    for (;;) {
      const rows = await companyRowsAfter(db, table, companyId, 0, FORGET_CHUNK);
      if (rows.length === 0) break;
      if (!spend()) return { status: "running" };
      await before[table.name]?.(rows);
      await deleteRowids(
        db,
        table.name,
        rows.map((r) => r.__rowid),
      );
      fault("rows");
    }
  }
  // A company that moved away since is not this shard's to forget in the directory.
  const entry = await findCompanyEntry(env.DIRECTORY, companyId);
  if (!entry || entry.shard === shardOfEnv(env).name) await dropDirectoryCompany(env.DIRECTORY, companyId);
  fault("directory");
  return { status: "done" };
}

/**
 * Calls a provider for the erasure. A failure is counted on the company: under PROVIDER_TRIES the run stops and asks
 * to be queued again after a backoff; at the bound it is recorded in the audit trail (a row tied to no company, so it
 * outlives the erasure, with no personal data) and the step is passed over. Null: go on.
 */
async function atProvider(
  env: Env,
  companyId: number,
  provider: string,
  call: () => Promise<unknown>,
): Promise<EraseResult | null> {
  try {
    await call();
    return null;
  } catch (err) {
    // The provider says the grant is already gone (revoked there, or expired): nothing is left to end.
    if (err instanceof AccountingError && err.kind === "revoked") return null;
    const failures = await countProviderFailure(env.DB, companyId);
    const error = err instanceof Error ? err.message.slice(0, 300) : String(err);
    if (failures < PROVIDER_TRIES) {
      const delaySeconds = PROVIDER_BACKOFF_SECONDS * 2 ** (failures - 1);
      log("warn", "company erasure: the provider failed; trying again", { companyId, provider, failures }, err);
      await stampEraseQueued(env.DB, companyId, Date.now() + delaySeconds * 1000);
      return { status: "running", delaySeconds };
    }
    log("error", "company erasure: the provider kept failing; recorded and passed over", { companyId, provider }, err);
    await insertAuditEvent(getDb(env), {
      entity: "company",
      entityId: companyId,
      action: "erasure_provider_failed",
      data: { provider, failures, error },
    });
    return null;
  }
}

type Row = Record<string, unknown>;
const keysOf = (rows: Row[], column: string) =>
  rows.map((r) => r[column]).filter((k): k is string => typeof k === "string" && k.length > 0);

/**
 * What goes with a chunk of a table's rows, outside D1: the objects they name in the jurisdiction's bucket and the
 * share links issued for them in its Durable Objects. Keys are read from the rows, never guessed from a prefix of a
 * member's id (ids are per shard, and two shards may share a bucket).
 */
function beforeDelete(env: Env): Record<string, (rows: Row[]) => Promise<unknown>> {
  const tokens = shareTokens(env);
  const ids = (rows: Row[]) => rows.map((r) => r.id as number);
  const removeObjects = async (keys: string[]) => {
    if (keys.length > 0) await env.MEDIA.delete(keys);
  };
  return {
    // Photos (with their two smaller copies), audio and signature images.
    uploads: (rows) =>
      removeObjects(
        keysOf(rows, "key").flatMap((key) => [key, ...PHOTO_VARIANT_NAMES.map((v) => photoVariantKey(key, v))]),
      ),
    approvals: (rows) => removeObjects(keysOf(rows, "signature_key")),
    // A recording's audio, transcript and segment transcripts share its folder.
    meeting_recordings: async (rows) => {
      for (const key of keysOf(rows, "r2_key")) {
        const folder = key.replace(/audio$/, "");
        for (;;) {
          const listed = await env.MEDIA.list({ prefix: folder, limit: 1000 });
          if (listed.objects.length === 0) break;
          await env.MEDIA.delete(listed.objects.map((o) => o.key));
        }
      }
    },
    progress: (rows) => tokens.forget("approval", ids(rows)),
    meetings: (rows) => tokens.forget("meeting", ids(rows)),
    change_orders: async (rows) => {
      await tokens.forget("change-order", ids(rows));
      await removeObjects(keysOf(rows, "signature_key"));
    },
  };
}

const parse = (text: string | null) => (text ? (JSON.parse(text) as unknown) : null);

/** One invoice as the law needs it proved: the billing's figures and both parties as its documents printed them. */
function keptInvoice(companyId: number, country: string, r: InvoiceToKeep, keptAt: number): KeptInvoiceRow {
  return {
    companyId,
    progressId: r.progress_id,
    country,
    invoiceNumber: r.invoice_number ?? `PS-${r.progress_id}`,
    issuedAt: r.created_at,
    currency: r.currency,
    netAmount: r.net_amount,
    taxAmount: r.tax_amount,
    totalAmount: r.total_amount,
    taxLines: r.tax_lines,
    reverseCharge: r.reverse_charge,
    deductedStages: r.deducted_stages,
    status: r.status,
    supply: [r.project_name, r.description].filter(Boolean).join(": "),
    supplier: {
      name: r.owner_name,
      companyName: r.supplier_company,
      address: parse(r.supplier_address),
      taxNumbers: parse(r.supplier_tax),
    },
    customer: {
      name: r.client_name,
      companyName: r.client_company,
      address: parse(r.client_address),
      taxNumbers: r.client_tax,
    },
    approval:
      r.a_decision && r.a_via && r.a_decided_at !== null && r.a_hash
        ? {
            decision: r.a_decision,
            via: r.a_via,
            signerName: r.a_signer,
            decidedAt: r.a_decided_at,
            contentHash: r.a_hash,
            consentText: r.a_consent,
            consentLanguage: r.a_consent_language,
            sentAt: r.a_sent_at,
            firstOpenedAt: r.a_opened_at,
          }
        : null,
    keptAt,
    purgeAfter: purgeAfter(country, new Date(r.created_at)).getTime(),
  };
}
