// Invoice queries: the owner's progress billings with their project and client, newest first, one page at a time.
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { InvoiceListQuery } from "#schema/contracts/pagination";
import type { Member } from "#schema/db/companies";
import { aliasColumns } from "../lib/batch-select";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { afterTimeId } from "../lib/keyset";
import { visibleBillings } from "./billing-scope";

const { clients, progress, projects } = schema;

/** `%term%` for LIKE, with the term's own % and _ taken literally (ESCAPE '\\'). */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The spec's invoice search: project name, client company, or "Invoice #{id}" (SQLite's LIKE ignores ASCII case). */
const matchesSearch = (q: string) => {
  const pattern = containing(q);
  return or(
    sql`${projects.name} like ${pattern} escape '\\'`,
    sql`${clients.companyName} like ${pattern} escape '\\'`,
    sql`('Invoice #' || ${progress.id}) like ${pattern} escape '\\'`,
  );
};

/**
 * A page of the company's billings after `cursor` in (createdAt desc, id desc) order, `limit + 1` rows (the extra one
 * says there is more). `status` and `q` narrow it on the server, so search and tabs reach every billing, not only
 * the pages loaded. A builder, so it can share a D1 batch with the session check (ADR 0099).
 */
export const listInvoices = (db: Db, member: Member, page: InvoiceListQuery) =>
  db
    .select(
      aliasColumns({
        id: progress.id,
        projectId: progress.projectId,
        progressNumber: progress.progressNumber,
        completionPercentage: progress.completionPercentage,
        amount: progress.amount,
        // What every billing answer carries about its money (BillingMoney, issue 33).
        currency: progress.currency,
        locale: progress.locale,
        netAmount: progress.netAmount,
        taxAmount: progress.taxAmount,
        totalAmount: progress.totalAmount,
        taxLines: progress.taxLines,
        reverseCharge: progress.reverseCharge,
        invoiceNumber: progress.invoiceNumber,
        amountPaid: progress.amountPaid,
        status: progress.status,
        dueDate: progress.dueDate,
        createdAt: progress.createdAt,
        approvedAt: progress.approvedAt,
        paidAt: progress.paidAt,
        reminderSent: progress.reminderSent,
        projectName: projects.name,
        clientName: clients.name,
        clientCompany: clients.companyName,
      }),
    )
    .from(progress)
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.companyId, member.companyId)))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        visibleBillings(member),
        page.status ? eq(progress.status, page.status) : undefined,
        page.q ? matchesSearch(page.q) : undefined,
        afterTimeId(progress.createdAt, progress.id, page.cursor),
      ),
    )
    .orderBy(desc(progress.createdAt), desc(progress.id))
    .limit(page.limit + 1);
