// Accounting export reads: a company's billings (or its received payments) in a time range, oldest first, one
// keyset page at a time, so an export of any size holds one page in memory (ADR 0125, ADR 0100).
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Member } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { afterTimeIdAsc } from "../lib/keyset";
import { visibleBillings } from "./billing-scope";

const { accountingLinks, clients, progress, projects } = schema;

/**
 * Not already in the connected books through the sync (issue 38, ADR 0135): no link of this kind for the billing
 * (the accounting_links primary key starts with the company, so this is one index probe per row).
 */
const notSynced = (member: Member, kind: "invoice" | "payment") =>
  sql`NOT EXISTS (SELECT 1 FROM ${accountingLinks} WHERE ${accountingLinks.companyId} = ${member.companyId}
    AND ${accountingLinks.kind} = ${kind} AND ${accountingLinks.paystageId} = ${progress.id})`;

/** (time epoch ms, id) of the last row served; the next page starts after it. */
export type ExportCursor = readonly [number, number];

export type ExportPageQuery = {
  /** Instants: from inclusive, before exclusive (the range's local midnights). */
  from: Date;
  before: Date;
  /** Billing statuses to include (invoices only; payments are the paid ones). */
  statuses: readonly ("pending" | "approved" | "paid")[];
  cursor: ExportCursor | undefined;
  limit: number;
  /** Leave out what the sync already put in the books. */
  leaveOutSynced?: boolean;
};

const exportColumns = {
  id: progress.id,
  progressNumber: progress.progressNumber,
  completionPercentage: progress.completionPercentage,
  amount: progress.amount,
  currency: progress.currency,
  netAmount: progress.netAmount,
  taxAmount: progress.taxAmount,
  totalAmount: progress.totalAmount,
  taxLines: progress.taxLines,
  reverseCharge: progress.reverseCharge,
  status: progress.status,
  description: progress.description,
  dueDate: progress.dueDate,
  createdAt: progress.createdAt,
  paidAt: progress.paidAt,
  paymentMethod: progress.paymentMethod,
  paymentReference: progress.paymentReference,
  projectName: projects.name,
  clientName: clients.name,
  clientCompany: clients.companyName,
  clientEmail: clients.email,
};

/**
 * Billings created in [from, before) with one of `statuses`, (createdAt, id) ascending, `limit + 1` rows. Bounded
 * by the company and the time range on progress_company_created_idx.
 */
export const exportInvoicePage = (db: Db, member: Member, q: ExportPageQuery) =>
  db
    .select(exportColumns)
    .from(progress)
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.companyId, member.companyId)))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        visibleBillings(member),
        gte(progress.createdAt, q.from),
        lt(progress.createdAt, q.before),
        ne(progress.status, "rejected"),
        inArray(progress.status, [...q.statuses]),
        q.leaveOutSynced ? notSynced(member, "invoice") : undefined,
        afterTimeIdAsc(progress.createdAt, progress.id, q.cursor),
      ),
    )
    .orderBy(asc(progress.createdAt), asc(progress.id))
    .limit(q.limit + 1);

/**
 * Paid billings whose payment arrived in [from, before), (paidAt, id) ascending, `limit + 1` rows. Bounded by the
 * company and status on progress_company_status_idx; the paid rows are then ranged by paidAt.
 */
export const exportPaymentPage = (db: Db, member: Member, q: Omit<ExportPageQuery, "statuses">) =>
  db
    .select(exportColumns)
    .from(progress)
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.companyId, member.companyId)))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        visibleBillings(member),
        eq(progress.status, "paid"),
        isNotNull(progress.paidAt),
        gte(progress.paidAt, q.from),
        lt(progress.paidAt, q.before),
        q.leaveOutSynced ? notSynced(member, "payment") : undefined,
        afterTimeIdAsc(progress.paidAt, progress.id, q.cursor),
      ),
    )
    .orderBy(asc(progress.paidAt), asc(progress.id))
    .limit(q.limit + 1);

export type ExportRow = Awaited<ReturnType<typeof exportInvoicePage>>[number];
