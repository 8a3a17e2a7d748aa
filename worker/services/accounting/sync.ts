// What flows to and from the connected books (ADR 0126), always from the queue: client -> customer, approved billing
// -> invoice, paid -> payment on that invoice; and back, a payment recorded there -> the billing marked paid here.
// Every create goes through the id map first and carries an idempotency key, so retries and parallel runs make one.

import { PROGRESS_NOT_FOUND } from "#schema/contracts";
import {
  ACCOUNTING_PROVIDER_NAMES,
  INTEGRATION_RECONNECT,
  notSyncedText,
  paidInProviderNotification,
  partPaidInProviderText,
  providerPaymentReference,
  providerTotalDiffersText,
  SYNC_NOT_NEEDED,
  SYNC_WAITING_RATE_LIMIT,
  type SyncStateView,
} from "#schema/contracts/accounting";
import { progressLabel } from "#schema/contracts/billing-labels";
import type { Job } from "#schema/contracts/jobs";
import type { CompanyId, Member } from "#schema/db/companies";
import { balanceDueOf } from "#schema/rules/balance";
import { customerNameOf } from "#schema/rules/customer-name";
import { ledgerTaxOf } from "#schema/rules/ledger-tax";
import { formatMoneyExact } from "#schema/rules/money";
import { localDate } from "#schema/rules/time";
import {
  findIntegration,
  findLink,
  findLinkByProviderId,
  findSyncState,
  findSyncSubject,
  type IntegrationRow,
  insertLink,
  updateIntegration,
  upsertSyncState,
} from "../../db/accounting";
import { findApprovalSubject } from "../../db/approvals";
import { notifyBillingAudience } from "../../db/billing-audience";
import { listBillingPayments } from "../../db/billing-payments";
import type { Db } from "../../lib/db";
import { AppError, notFound } from "../../lib/errors";
import { log } from "../../lib/log";
import { enqueue } from "../../lib/queue";
import { linkBase } from "../../lib/request";
import { accountingApi } from "../../providers/accounting";
import {
  type AccountingApi,
  AccountingError,
  type ApiSession,
  type InvoiceLookup,
  type ProviderInvoice,
  type ProviderPayment,
} from "../../providers/accounting/types";
import { billingOf, emailBillingAudience } from "../billing-audience";
import { sendClientReceipt } from "../client-documents";
import { markPaid } from "../payment-received";
import { lineTaxCodes } from "./tax-codes";
import { withSession } from "./tokens";

/** The invoice number the books show: PayStage's "Invoice #{id}", prefixed so it never collides with their own. */
export const invoiceNumberOf = (progressId: number) => `PS-${progressId}`;

/** One idempotency key per effect: the same effect retried (or run twice at once) is the same request there. */
export const effectKey = (
  integrationId: number,
  kind: "customer" | "invoice" | "payment" | "billing-payment",
  paystageId: number,
) => `paystage-${integrationId}-${kind}-${paystageId}`;

export const CHOOSE_INCOME = "Choose the income account or item in Profile > Integrations";

/**
 * Asks the queue to sync a billing. Never throws: syncing must not block billing, approval or getting paid; the
 * hourly reconciliation finds anything this could not enqueue.
 */
export async function requestSync(env: Env, db: Db, companyId: CompanyId, progressId: number) {
  try {
    const integration = await findIntegration(db, companyId);
    if (integration?.status !== "connected") return;
    await enqueue(env.JOBS, { type: "accounting-sync", companyId, progressId });
  } catch (err) {
    log("warn", "accounting sync not enqueued; reconciliation will pick it up", { progressId }, err);
  }
}

/** POST /api/progress/{id}/accounting-sync/retry: after a person fixed what the provider refused. */
export async function retrySync(env: Env, db: Db, member: Member, progressId: number) {
  const subject = await findSyncSubject(db, member.companyId, progressId);
  if (!subject) throw notFound(PROGRESS_NOT_FOUND);
  if (subject.progress.status !== "approved" && subject.progress.status !== "paid") {
    throw new AppError("CONFLICT", SYNC_NOT_NEEDED);
  }
  const integration = await findIntegration(db, member.companyId);
  if (!integration) return null;
  await upsertSyncState(db, {
    progressId,
    companyId: member.companyId,
    provider: integration.provider,
    status: "pending",
    reason: null,
  });
  await enqueue(env.JOBS, { type: "accounting-sync", companyId: member.companyId, progressId });
  return syncStateOf(db, member.companyId, progressId);
}

/** GET /api/progress/{id}/accounting-sync: null when nothing is connected. */
export async function syncStateOf(db: Db, companyId: CompanyId, progressId: number): Promise<SyncStateView> {
  // Another company's billing is a 404, connected or not.
  if (!(await findSyncSubject(db, companyId, progressId))) throw notFound(PROGRESS_NOT_FOUND);
  return syncStateOfOwn(db, companyId, progressId);
}

/** The same, for a billing already known to be the company's (the billing's own detail carries it). */
export async function syncStateOfOwn(db: Db, companyId: CompanyId, progressId: number): Promise<SyncStateView> {
  const integration = await findIntegration(db, companyId);
  if (!integration) return null;
  const state = await findSyncState(db, companyId, progressId);
  const name = ACCOUNTING_PROVIDER_NAMES[integration.provider];
  if (!state || state.provider !== integration.provider) {
    return {
      provider: integration.provider,
      providerName: name,
      status: "pending",
      text: `Syncing to ${name}`,
      reason: null,
      note: null,
    };
  }
  const text =
    state.status === "failed"
      ? notSyncedText(state.reason ?? "unknown reason")
      : state.status === "synced"
        ? `Synced to ${name}`
        : `Syncing to ${name}`;
  // A synced billing's reason is a note about the books (a different total, a part payment), not a refusal.
  const note = state.status === "synced" ? state.reason : null;
  return {
    provider: state.provider,
    providerName: name,
    status: state.status,
    text,
    reason: state.status === "synced" ? null : state.reason,
    note,
  };
}

type Ctx = { env: Env; db: Db; api: AccountingApi; integration: IntegrationRow; session: ApiSession };

async function ensureCustomer(ctx: Ctx, client: { id: number; name: string; email: string; companyName: string }) {
  const key = { companyId: ctx.integration.companyId, provider: ctx.integration.provider, kind: "customer" as const };
  const linked = await findLink(ctx.db, key, client.id);
  if (linked) return linked.providerId;
  // Named as the exports name it (one rule, issue 38), so an import and a sync meet the same customer.
  const input = { name: customerNameOf(client), email: client.email, companyName: client.companyName };
  // Matched by email, then by name: a customer the bookkeeper already has is used, never duplicated.
  const providerId =
    (await ctx.api.findCustomer(ctx.session, input)) ??
    (await ctx.api.createCustomer(ctx.session, input, effectKey(ctx.integration.id, "customer", client.id)));
  const inserted = await insertLink(ctx.db, key, client.id, providerId);
  return inserted?.providerId ?? (await findLink(ctx.db, key, client.id))?.providerId ?? providerId;
}

async function ensureInvoice(
  ctx: Ctx,
  subject: NonNullable<Awaited<ReturnType<typeof findSyncSubject>>>,
  customerId: string,
  timezone: string,
  companyCountry: string,
): Promise<{ id: string; note?: string | null }> {
  const { progress, project } = subject;
  const key = { companyId: ctx.integration.companyId, provider: ctx.integration.provider, kind: "invoice" as const };
  const linked = await findLink(ctx.db, key, progress.id);
  if (linked) return { id: linked.providerId };
  const lookup: InvoiceLookup = {
    number: invoiceNumberOf(progress.id),
    customerId,
    amountCents: ledgerTaxOf(progress).total,
    evidenceUrl: `${linkBase(ctx.env)}/progress/${progress.id}`,
  };
  // A create whose answer was lost (and whose idempotency window passed) is found again, not made twice; an invoice
  // that only shares the number (another customer, another amount) is someone else's and is never linked.
  const found = (await ctx.api.findInvoices(ctx.session, lookup)).find((i) => isThisBilling(i, lookup));
  let invoice: ProviderInvoice;
  if (found) {
    invoice = found;
  } else {
    if (!ctx.integration.incomeRef) throw new AccountingError("refused", CHOOSE_INCOME);
    const ledger = ledgerTaxOf(progress);
    // A taxed billing's lines need the books' own tax code: the one the owner mapped to each rate (ADR 0163, 0171).
    const lineCodes = lineTaxCodes(ctx.integration, ledger);
    const description = [`${project.name} - ${progressLabel(progress.progressNumber)}`, progress.description]
      .filter(Boolean)
      .join(": ");
    invoice = await ctx.api.createInvoice(
      ctx.session,
      {
        ...lookup,
        date: localDate(timezone, progress.approvedAt ?? progress.createdAt),
        dueDate: progress.dueDate,
        description,
        incomeRef: ctx.integration.incomeRef,
        taxCode: ctx.integration.taxCode,
        lineTaxCodes: lineCodes,
        ledger,
        // A US company's dollars go as they always did; anything else names its currency.
        namesCurrency: progress.currency !== "USD" || companyCountry !== "US",
      },
      effectKey(ctx.integration.id, "invoice", progress.id),
    );
  }
  const inserted = await insertLink(ctx.db, key, progress.id, invoice.id);
  const id = inserted?.providerId ?? (await findLink(ctx.db, key, progress.id))?.providerId ?? invoice.id;
  return { id, note: totalNote(ctx.integration, invoice, lookup.amountCents, progress.currency) };
}

/** The customer and the amount both match: the total, or the lines before any tax the books added (or took out). */
const isThisBilling = (invoice: ProviderInvoice, lookup: InvoiceLookup) =>
  invoice.customerId === lookup.customerId &&
  (invoice.totalCents === lookup.amountCents || invoice.subtotalCents === lookup.amountCents);

/** The books' total against the billing's: a difference (tax added there) is said on the billing, never hidden. */
const totalNote = (integration: IntegrationRow, invoice: ProviderInvoice, totalCents: number, currency: string) =>
  invoice.totalCents === null || invoice.totalCents === totalCents
    ? null
    : providerTotalDiffersText(integration.provider, invoice.totalCents, totalCents, currency);

async function ensurePayment(
  ctx: Ctx,
  subject: NonNullable<Awaited<ReturnType<typeof findSyncSubject>>>,
  invoiceId: string,
  customerId: string,
  timezone: string,
) {
  const { progress } = subject;
  const key = { companyId: ctx.integration.companyId, provider: ctx.integration.provider, kind: "payment" as const };
  // A payment that came from the books is linked before the billing is marked paid: it is never sent back.
  if (await findLink(ctx.db, key, progress.id)) return;
  const providerId = await ctx.api.createPayment(
    ctx.session,
    {
      invoiceId,
      customerId,
      amountCents: ledgerTaxOf(progress).total,
      date: localDate(timezone, progress.paidAt ?? new Date()),
      reference: progress.paymentReference || invoiceNumberOf(progress.id),
      depositRef: ctx.integration.depositRef,
    },
    effectKey(ctx.integration.id, "payment", progress.id),
  );
  await insertLink(ctx.db, key, progress.id, providerId);
}

/**
 * The billing's payments in the books (ADR 0166). A billing paid in one payment by a person (every billing before
 * part payments) keeps its one Payment, keyed by the billing. A billing paid in parts gets one Payment per payment a
 * person recorded here, each keyed by its ledger row, so a retry or a second run makes one; payments that came from
 * the books are never sent back.
 */
async function ensurePayments(
  ctx: Ctx,
  subject: NonNullable<Awaited<ReturnType<typeof findSyncSubject>>>,
  invoiceId: string,
  customerId: string,
  timezone: string,
) {
  const { progress } = subject;
  const rows = await listBillingPayments(ctx.db, ctx.integration.companyId, progress.id);
  const inOne = rows.length === 0 || (rows.length === 1 && rows[0]!.source === "manual");
  if (progress.status === "paid" && inOne) return ensurePayment(ctx, subject, invoiceId, customerId, timezone);
  const key = {
    companyId: ctx.integration.companyId,
    provider: ctx.integration.provider,
    kind: "billing-payment" as const,
  };
  for (const row of rows) {
    if (row.source !== "manual" || (await findLink(ctx.db, key, row.id))) continue;
    const providerId = await ctx.api.createPayment(
      ctx.session,
      {
        invoiceId,
        customerId,
        amountCents: row.amount,
        date: row.receivedOn,
        reference: row.reference || invoiceNumberOf(progress.id),
        depositRef: ctx.integration.depositRef,
      },
      effectKey(ctx.integration.id, "billing-payment", row.id),
    );
    await insertLink(ctx.db, key, row.id, providerId);
  }
}

/**
 * The accounting-sync job: brings one billing's books up to date. A refusal (bad tax code, closed period) is kept
 * on the billing as "Not synced: reason" and the job ends; a temporary failure is recorded and rethrown so the queue
 * backs off and tries again; an expired connection asks for reconnecting.
 */
export async function syncBilling(env: Env, db: Db, companyId: CompanyId, progressId: number) {
  const integration = await findIntegration(db, companyId);
  if (integration?.status !== "connected") return;
  const subject = await findSyncSubject(db, companyId, progressId);
  if (!subject || (subject.progress.status !== "approved" && subject.progress.status !== "paid")) return;
  const api = accountingApi(env, integration.provider, linkBase(env));
  if (!api) return;
  const owner = await findApprovalSubject(db, { companyId }, progressId);
  const timezone = owner?.owner.timezone ?? "UTC";
  const state = { progressId, companyId, provider: integration.provider };
  const before = await findSyncState(db, companyId, progressId);
  try {
    // A note made when the invoice was first linked (a different total, a part payment) stays with the billing.
    let note = before?.status === "synced" ? before.reason : null;
    await withSession(env, db, api, integration, async (session) => {
      const ctx: Ctx = { env, db, api, integration, session };
      const customerId = await ensureCustomer(ctx, subject.client);
      const invoice = await ensureInvoice(ctx, subject, customerId, timezone, owner?.owner.country ?? "US");
      if (invoice.note !== undefined) note = invoice.note;
      if (subject.progress.status === "paid" || subject.progress.amountPaid > 0)
        await ensurePayments(ctx, subject, invoice.id, customerId, timezone);
    });
    await upsertSyncState(db, { ...state, status: "synced", reason: note, countAttempt: true });
  } catch (err) {
    if (!(err instanceof AccountingError)) throw err;
    if (err.rateLimited) {
      // Waiting for the provider's limit is not a failure: the job goes back with the wait it was given, and its
      // queue attempts are not spent on it, so a backlog never ends as "Not synced: HTTP 429" (ADR 0134).
      await upsertSyncState(db, { ...state, status: "pending", reason: SYNC_WAITING_RATE_LIMIT });
      await requeue(env, { type: "accounting-sync", companyId, progressId }, err);
      return;
    }
    if (err.kind === "refused") {
      await upsertSyncState(db, { ...state, status: "failed", reason: err.message, countAttempt: true });
      return;
    }
    if (err.kind === "revoked") {
      await updateIntegration(db, integration.id, { status: "reconnect" });
      await upsertSyncState(db, { ...state, status: "failed", reason: INTEGRATION_RECONNECT, countAttempt: true });
      return;
    }
    await upsertSyncState(db, { ...state, status: "pending", reason: err.message, countAttempt: true });
    throw err;
  }
}

/** Sends a job back to the queue after the wait a rate limit named (a new message: its retries are not used up). */
export async function requeue(env: Env, job: Job, err: AccountingError) {
  await enqueue(env.JOBS, job, { delaySeconds: Math.min(Math.max(err.retryAfterSeconds ?? 60, 1), 86_400) });
}

/**
 * The queue gave up on a billing's sync (the provider kept answering 5xx): it shows as "Not synced" with the last
 * reason, marked retryable, so Retry or the next hourly reconciliation starts it again (ADR 0134).
 */
export async function giveUpOnSync(db: Db, companyId: CompanyId, progressId: number) {
  const integration = await findIntegration(db, companyId);
  if (!integration) return;
  const state = await findSyncState(db, companyId, progressId);
  if (state?.status === "synced") return;
  const reason = state?.reason ?? `${ACCOUNTING_PROVIDER_NAMES[integration.provider]} did not answer`;
  await upsertSyncState(db, {
    progressId,
    companyId,
    provider: integration.provider,
    status: "failed",
    reason,
    retryable: true,
  });
}

/** A payment day the billing can carry: not before it was submitted, not after today (the contractor's calendar). */
function paidOnFor(paymentDate: string, timezone: string, submittedAt: Date, now: Date) {
  const first = localDate(timezone, submittedAt);
  const today = localDate(timezone, now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paymentDate)) return today;
  return paymentDate < first ? first : paymentDate > today ? today : paymentDate;
}

/**
 * Payments the books hold, applied here: each one on an invoice we created marks its billing paid through the same
 * mark-paid path a person uses (reminders stop because the billing is paid), and tells the contractor. The payment
 * is linked first, so it is never pushed back; a payment seen again (webhook and reconciliation) changes nothing.
 */
export async function applyProviderPayments(
  env: Env,
  db: Db,
  integration: IntegrationRow,
  payments: ProviderPayment[],
  now = new Date(),
) {
  let marked = 0;
  for (const payment of payments) {
    // What the payment puts on each invoice: its own lines where the provider says (QuickBooks), else the whole
    // payment on its one invoice. A payment over two invoices never pays either in full by its total.
    const applied =
      payment.applied ??
      payment.invoiceIds.map((invoiceId) => ({
        invoiceId,
        amountCents: payment.invoiceIds.length === 1 ? payment.amountCents : 0,
      }));
    for (const { invoiceId, amountCents } of applied) {
      const invoiceLink = await findLinkByProviderId(
        db,
        { companyId: integration.companyId, provider: integration.provider, kind: "invoice" },
        invoiceId,
      );
      if (!invoiceLink) continue;
      const subject = await findApprovalSubject(db, { companyId: integration.companyId }, invoiceLink.paystageId);
      if (subject?.progress.status !== "approved") continue;
      const paymentKey = { companyId: integration.companyId, provider: integration.provider, kind: "payment" as const };
      // A part payment pushed from here, seen again there: it is already in the ledger.
      if (await findLinkByProviderId(db, { ...paymentKey, kind: "billing-payment" }, payment.id)) continue;
      const balance = balanceDueOf(subject.progress);
      const amount = Math.min(amountCents, balance);
      if (amount <= 0) continue;
      // One payment over several invoices is one ledger row and one link per invoice (each keeps a provider id once).
      const linkId = applied.length === 1 ? payment.id : `${payment.id}:${invoiceId}`;
      if (amount === balance) {
        const linked =
          (await insertLink(db, paymentKey, subject.progress.id, linkId, "provider")) ??
          (await findLink(db, paymentKey, subject.progress.id));
        // The billing's payment is another one (pushed from here, or a second payment there): nothing to mark.
        if (linked?.providerId !== linkId) continue;
      }
      const member = {
        id: integration.connectedBy,
        companyId: integration.companyId,
        timezone: subject.owner.timezone,
      };
      // Into the same ledger as a person's Mark paid (ADR 0165), known by the books' payment id: a payment read
      // again (webhook and reconciliation) is one row, and PayStage's balance agrees with the books.
      const state = await markPaid(
        db,
        member,
        subject.progress.id,
        {
          paidOn: paidOnFor(payment.date, subject.owner.timezone, subject.progress.createdAt, now),
          method: "bank",
          reference: providerPaymentReference(integration.provider, invoiceNumberOf(subject.progress.id)),
          amount,
        },
        now,
        { source: integration.provider, externalId: linkId },
      );
      if (state.status !== "paid") {
        // Part paid: the billing stays open with its balance, and says how much the books hold.
        await upsertSyncState(db, {
          progressId: subject.progress.id,
          companyId: integration.companyId,
          provider: integration.provider,
          status: "synced",
          reason: partPaidInProviderText(
            integration.provider,
            state.amountPaid,
            subject.progress.totalAmount,
            subject.progress.currency,
          ),
        });
        continue;
      }
      if (!state.recorded) continue;
      marked++;
      await upsertSyncState(db, {
        progressId: subject.progress.id,
        companyId: integration.companyId,
        provider: integration.provider,
        status: "synced",
        reason: null,
      });
      await tellContractorPaid(env, db, integration, subject);
      await sendClientReceipt(env, db, integration.companyId, subject.progress.id, now);
    }
  }
  return marked;
}

/** Everyone who hears about the billing (services/billing-audience.ts), in the feed and by email; once each. */
async function tellContractorPaid(
  env: Env,
  db: Db,
  integration: IntegrationRow,
  subject: NonNullable<Awaited<ReturnType<typeof findApprovalSubject>>>,
) {
  const { progress, project } = subject;
  const what = `${progressLabel(progress.progressNumber)} for ${project.name} (${formatMoneyExact(ledgerTaxOf(progress).total, progress.currency, progress.locale)})`;
  const note = paidInProviderNotification(integration.provider, what);
  try {
    await notifyBillingAudience(db, billingOf(subject), {
      kind: "payment_recorded",
      title: note.title,
      body: note.body,
      link: `/progress/${progress.id}`,
    });
    await emailBillingAudience(env, db, subject, {
      // The bell's sentence (note), in each reader's language (schema/i18n/member-mail).
      compose: (w) => ({
        subject: w.t("billingSubject", {
          title: w.t("recordedTitle"),
          project: project.name,
          number: progress.progressNumber,
        }),
        body: w.t("recordedBody", {
          number: progress.progressNumber,
          project: project.name,
          amount: w.money(ledgerTaxOf(progress).total, progress.currency),
          provider: ACCOUNTING_PROVIDER_NAMES[integration.provider],
        }),
      }),
      dedupeKey: `accounting-paid:${progress.id}`,
    });
  } catch (err) {
    // The billing is paid and its reminders stopped; a lost notice is logged, not retried into a second one.
    log("error", "paid-in-books notice not recorded", { progressId: progress.id }, err);
  }
}
