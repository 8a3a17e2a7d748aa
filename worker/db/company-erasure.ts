// Deleting a company's account (ADR 0226): the statements of the erasure job and of the retention purge of what it
// keeps. Plain D1 statements like the moves' (worker/db/company-move.ts), whose reading of the schema finds every
// table tied to the company; `kept_invoices` is the one such table the erasure leaves.
import type { KeptApproval, KeptParty } from "#schema/db/kept-invoices";

export const KEPT_TABLE = "kept_invoices";

/** Marks the company for erasure and ends every session of its members, in one batch. */
export const markErasure = (db: D1Database, companyId: number, now: number) =>
  db.batch([
    db
      .prepare("update companies set erase_requested_at = coalesce(erase_requested_at, ?) where id = ?")
      .bind(now, companyId),
    db.prepare("delete from session where user_id in (select id from users where company_id = ?)").bind(companyId),
  ]);

export const findErasure = (db: D1Database, companyId: number) =>
  db
    .prepare(
      "select country, erase_requested_at, stripe_subscription_id, erase_provider_failures from companies where id = ?",
    )
    .bind(companyId)
    .first<{
      country: string;
      erase_requested_at: number | null;
      stripe_subscription_id: string | null;
      erase_provider_failures: number;
    }>();

/** When the erasure's job was queued or ran (`at` may be ahead: a run that waits for a provider names when it resumes). */
export const stampEraseQueued = (db: D1Database, companyId: number, at: number) =>
  db.prepare("update companies set erase_queued_at = ? where id = ?").bind(at, companyId).run();

/**
 * Erasures whose job has not been queued since `staleBefore` (a failed enqueue leaves it null; a dead-lettered job
 * stops stamping it), oldest first, through companies_erase_pending_idx, which holds only companies being erased.
 */
export const staleErasures = async (db: D1Database, staleBefore: number, limit: number) =>
  (
    await db
      .prepare(
        `select id from companies where erase_requested_at is not null
           and (erase_queued_at is null or erase_queued_at < ?) order by erase_queued_at limit ?`,
      )
      .bind(staleBefore, limit)
      .all<{ id: number }>()
  ).results.map((r) => r.id);

/** One more failed provider call in the erasure's current step; returns the count. */
export const countProviderFailure = async (db: D1Database, companyId: number) =>
  (
    await db
      .prepare(
        "update companies set erase_provider_failures = erase_provider_failures + 1 where id = ? returning erase_provider_failures as n",
      )
      .bind(companyId)
      .first<{ n: number }>()
  )?.n ?? 0;

/** The subscription is cancelled (or given up on): the step is done, and the next provider step counts from zero. */
export const subscriptionSettled = (db: D1Database, companyId: number) =>
  db
    .prepare("update companies set stripe_subscription_id = null, erase_provider_failures = 0 where id = ?")
    .bind(companyId)
    .run();

/**
 * The accounting connection ended at the provider (or given up on): its sealed tokens go now (the rest of its rows go
 * with every other table), and the next provider step counts from zero.
 */
export const integrationSettled = (db: D1Database, companyId: number) =>
  db.batch([
    db.prepare("delete from accounting_integrations where company_id = ?").bind(companyId),
    db.prepare("update companies set erase_provider_failures = 0 where id = ?").bind(companyId),
  ]);

export type InvoiceToKeep = {
  progress_id: number;
  invoice_number: string | null;
  created_at: number;
  currency: string;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
  tax_lines: string;
  reverse_charge: string | null;
  deducted_stages: string | null;
  status: string;
  description: string | null;
  project_name: string;
  supplier_company: string | null;
  supplier_address: string | null;
  supplier_tax: string;
  owner_name: string | null;
  client_name: string;
  client_company: string;
  client_address: string | null;
  client_tax: string | null;
  a_decision: string | null;
  a_via: string | null;
  a_signer: string | null;
  a_decided_at: number | null;
  a_hash: string | null;
  a_consent: string | null;
  a_consent_language: string | null;
  a_sent_at: number | null;
  a_opened_at: number | null;
};

/**
 * Issued invoices (a number allocated, or approved or paid before numbers existed) not kept yet, in id order. A
 * rejected billing with a number stays too: the series must show no gap.
 */
export const invoicesToKeep = async (db: D1Database, companyId: number, limit: number) =>
  (
    await db
      .prepare(
        `select p.id as progress_id, p.invoice_number, p.created_at, p.currency, p.net_amount, p.tax_amount,
          p.total_amount, p.tax_lines, p.reverse_charge, p.deducted_stages, p.status, p.description,
          pr.name as project_name, co.company_name as supplier_company, co.address as supplier_address,
          co.tax_registrations as supplier_tax,
          (select full_name from users where company_id = co.id and role = 'owner' order by id limit 1) as owner_name,
          cl.name as client_name, cl.company_name as client_company, cl.address as client_address,
          cl.tax_number as client_tax,
          a.decision as a_decision, a.via as a_via, a.signer_name as a_signer, a.decided_at as a_decided_at,
          a.content_hash as a_hash, a.consent_text as a_consent, a.consent_language as a_consent_language,
          a.sent_at as a_sent_at, a.first_opened_at as a_opened_at
        from progress p
        join projects pr on pr.id = p.project_id
        join clients cl on cl.id = pr.client_id
        join companies co on co.id = p.company_id
        left join approvals a on a.progress_id = p.id
        where p.company_id = ?1 and (p.invoice_number is not null or p.status in ('approved', 'paid'))
          and not exists (select 1 from kept_invoices k where k.progress_id = p.id)
        order by p.id limit ?2`,
      )
      .bind(companyId, limit)
      .all<InvoiceToKeep>()
  ).results;

export type KeptInvoiceRow = {
  companyId: number;
  progressId: number;
  country: string;
  invoiceNumber: string;
  issuedAt: number;
  currency: string;
  netAmount: number;
  taxAmount: number;
  totalAmount: number;
  taxLines: string;
  reverseCharge: string | null;
  deductedStages: string | null;
  status: string;
  supply: string;
  supplier: KeptParty;
  customer: KeptParty;
  approval: KeptApproval | null;
  keptAt: number;
  purgeAfter: number;
};

/** `or ignore`: an invoice kept by a run that was then killed is kept once. */
export async function insertKeptInvoices(db: D1Database, rows: KeptInvoiceRow[]) {
  if (rows.length === 0) return;
  await db.batch(
    rows.map((r) =>
      db
        .prepare(
          `insert or ignore into kept_invoices (company_id, progress_id, country, invoice_number, issued_at, currency,
            net_amount, tax_amount, total_amount, tax_lines, reverse_charge, deducted_stages, status, supply, supplier,
            customer, approval, kept_at, purge_after) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          r.companyId,
          r.progressId,
          r.country,
          r.invoiceNumber,
          r.issuedAt,
          r.currency,
          r.netAmount,
          r.taxAmount,
          r.totalAmount,
          r.taxLines,
          r.reverseCharge,
          r.deductedStages,
          r.status,
          r.supply,
          JSON.stringify(r.supplier),
          JSON.stringify(r.customer),
          r.approval ? JSON.stringify(r.approval) : null,
          r.keptAt,
          r.purgeAfter,
        ),
    ),
  );
}

/** Deletes rows of `table` by rowid (a chunk the erasure read with companyRowsAfter). */
export const deleteRowids = (db: D1Database, table: string, rowids: number[]) =>
  db
    .prepare(`delete from "${table}" where rowid in (${rowids.map(() => "?").join(", ")})`)
    .bind(...rowids)
    .run();

/**
 * Phone numbers of the company's clients and members that no other company on this shard has: the directory's row
 * for each (e164, shard) may go. Read before the rows themselves go.
 */
export const phonesOnlyOf = async (db: D1Database, companyId: number) =>
  (
    await db
      .prepare(
        `select phone from (select phone from clients where company_id = ?1 union select phone from users where company_id = ?1)
         where phone is not null and phone not in (
           select phone from clients where company_id != ?1 and phone is not null
           union select phone from users where company_id != ?1 and phone is not null)`,
      )
      .bind(companyId)
      .all<{ phone: string }>()
  ).results.map((r) => r.phone);

/** The directory's rows that reach the company without a session: usernames, Stripe customer, accounting orgs, phones. */
export const forgetInDirectory = (dir: D1Database, companyId: number, shard: string, phones: string[]) =>
  dir.batch([
    dir.prepare("delete from usernames where company_id = ?").bind(companyId),
    dir.prepare("delete from stripe_customers where company_id = ?").bind(companyId),
    dir.prepare("delete from accounting_orgs where company_id = ?").bind(companyId),
    ...phones.map((p) => dir.prepare("delete from phones where e164 = ? and shard = ?").bind(p, shard)),
  ]);

/** The company's own directory row, last: until then the directory still names the shard the erasure runs on. */
export const dropDirectoryCompany = (dir: D1Database, companyId: number) =>
  dir.prepare("delete from companies where id = ?").bind(companyId).run();
