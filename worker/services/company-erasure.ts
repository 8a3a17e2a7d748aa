// Deleting a company's account (issue 35, ADR 0226). The owner's request (requestErasure) marks the company, ends
// every session of its members and removes what reaches it from the directory, in one request; the rest is the
// `company-erase` job (runErasure), on the company's own shard with its jurisdiction's bucket and token namespace:
//   stripe   the subscription cancelled through the provider (the stand-in locally)
//   keeping  each issued invoice copied to kept_invoices as tax law needs it proved, stamped with its purge date
//   media    the company's exports in R2
//   rows     every row tied to the company, children first, a chunk at a time; the R2 objects a chunk names (photos,
//            signatures, audio, transcripts) and the share links of billings, meetings and change orders are deleted
//            just before it; the companies row last
//   directory the directory's row for the company
// Each step finds what is left from the data itself, so a run killed anywhere (or a redelivered job) resumes by
// running again and never doubles an effect. The retention job deletes kept invoices when their period ends.
import { PHOTO_VARIANTS, type PhotoVariant } from "#schema/contracts/uploads";
import { purgeAfter } from "#schema/rules/invoice-retention";
import {
  deleteRowids,
  dropDirectoryCompany,
  findErasure,
  forgetInDirectory,
  type InvoiceToKeep,
  insertKeptInvoices,
  invoicesToKeep,
  KEPT_TABLE,
  type KeptInvoiceRow,
  markErasure,
  phonesOnlyOf,
} from "../db/company-erasure";
import { companyRowsAfter, companyTables } from "../db/company-move";
import { findCompanyEntry } from "../db/directory";
import { FORGET_CHUNK, shareTokens } from "../durable-objects/share-tokens";
import { getDb } from "../lib/db";
import { notFound } from "../lib/errors";
import { log } from "../lib/log";
import { enqueue } from "../lib/queue";
import { shardOfEnv } from "../lib/shard-env";
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
  await enqueue(env.JOBS, { type: "company-erase", companyId: owner.companyId });
  // Now, so no one signs in meanwhile; the job does it again in case this request stopped short.
  await forgetInDirectory(env.DIRECTORY, owner.companyId, shardOfEnv(env).name, phones);
}

export type ErasePoint = "stripe" | "keeping" | "media" | "rows" | "directory";
export type EraseOptions = {
  /** Chunks this run may do before it hands over to the next run (the job queues itself again). */
  budget?: number;
  /** Tests only: called after each chunk, where a run can be killed. */
  fault?: (point: ErasePoint) => void;
};
export type EraseResult = { status: "done" | "running" | "refused" };

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
    await forgetInDirectory(env.DIRECTORY, companyId, shardOfEnv(env).name, await phonesOnlyOf(db, companyId));
    if (company.stripe_subscription_id) {
      await billingFor(env, getDb(env)).provider.cancelForDeletion(company.stripe_subscription_id);
      fault("stripe");
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
