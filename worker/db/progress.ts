// Progress billing queries, always scoped to the submitting contractor.
import { and, desc, eq, max, sql } from "drizzle-orm";
import type { CompanyId, Member } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { visibleBillings } from "./billing-scope";
import { nextInvoiceNumber } from "./billing-terms";
import { clientContactColumns } from "./client-columns";

const { clients, progress, projects, users } = schema;

export type ProgressRow = typeof progress.$inferSelect;
export type NewProgressValues = Pick<
  typeof progress.$inferInsert,
  | "projectId"
  | "companyId"
  | "submittedBy"
  | "completionPercentage"
  | "amount"
  | "description"
  | "dueDate"
  | "photos"
  | "idempotencyKey"
  | "createdAt"
  | "updatedAt"
  | "currency"
  | "locale"
  | "netAmount"
  | "taxAmount"
  | "totalAmount"
  | "taxLines"
  | "reverseCharge"
  | "invoiceNumber"
  | "deductedStages"
>;

/**
 * Inserts a progress with the next number on its project, computed inside the INSERT so no other write can
 * slip between reading the highest number and using it. `progressNumber`, when given, is used as is and the
 * unique index (progress_project_number_uq) refuses it if taken. The invoice number is the company's next one, read
 * the same way: batch advanceInvoiceCounter with it (worker/db/billing-terms.ts).
 */
export const insertProgress = (db: Db, values: NewProgressValues, progressNumber?: number) =>
  db
    .insert(progress)
    .values({
      ...values,
      // With no tax worked out, what was typed is both the net and what the client pays (a US company's billing).
      netAmount: values.netAmount ?? values.amount,
      totalAmount: values.totalAmount ?? values.amount,
      invoiceNumber: values.invoiceNumber ?? nextInvoiceNumber(values.companyId),
      status: "pending",
      progressNumber:
        progressNumber ??
        sql`(select coalesce(max(${progress.progressNumber}), 0) + 1 from ${progress} where ${progress.projectId} = ${values.projectId})`,
    })
    .returning();

/** The project's completion follows its latest progress by createdAt; run in the same batch as the insert. */
export const syncProjectCompletion = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .update(projects)
    .set({
      completionPercentage: sql`coalesce((select ${progress.completionPercentage} from ${progress} where ${progress.projectId} = ${projectId} order by ${progress.createdAt} desc, ${progress.id} desc limit 1), ${projects.completionPercentage})`,
      updatedAt: new Date(),
    })
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));

/**
 * A confirmed change of contract: the project's contract value rises to the net billed on it (rejected billings
 * aside), read inside the statement; run in the same batch as the insert that went past it.
 */
export const raiseContractToBilled = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .update(projects)
    .set({
      totalValue: sql`max(coalesce(${projects.totalValue}, 0), (select coalesce(sum(${progress.netAmount}), 0) from ${progress} where ${progress.projectId} = ${projectId} and ${progress.status} != 'rejected'))`,
      updatedAt: new Date(),
    })
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)));

/** The next number and the lowest completion a new progress may claim (rejected billings set no floor). */
export const findProgressFloor = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select({
      highestNumber: max(progress.progressNumber),
      highestCompletion: sql<
        number | null
      >`max(case when ${progress.status} != 'rejected' then ${progress.completionPercentage} end)`,
      /** Net cents billed against the contract (schema/rules/contract-value billedOnProject, in SQL). */
      billed: sql<number>`coalesce(sum(case when ${progress.status} != 'rejected' then ${progress.netAmount} end), 0)`,
    })
    .from(progress)
    .where(and(eq(progress.companyId, companyId), eq(progress.projectId, projectId)))
    .get();

/**
 * The project's stages a final invoice deducts (ADR 0180): every billing not rejected, as issued, oldest first. A
 * rejected stage was not accepted, so nothing of it is owed or deducted.
 */
export const findIssuedStages = async (db: Db, companyId: CompanyId, projectId: number) =>
  (
    await db
      .select({
        invoiceNumber: progress.invoiceNumber,
        createdAt: progress.createdAt,
        currency: progress.currency,
        netAmount: progress.netAmount,
        taxAmount: progress.taxAmount,
        totalAmount: progress.totalAmount,
        taxLines: progress.taxLines,
      })
      .from(progress)
      .where(
        and(
          eq(progress.companyId, companyId),
          eq(progress.projectId, projectId),
          sql`${progress.status} != 'rejected'`,
        ),
      )
      .orderBy(progress.progressNumber)
  ).map(({ createdAt, ...stage }) => ({ ...stage, issuedAt: createdAt.toISOString() }));

/**
 * When the project's stage before this one was issued, or null for its first: a German invoice's Leistungszeitraum
 * runs from it (ADR 0178). A rejected stage billed nothing, so it starts no period.
 */
export const findPreviousStageIssuedAt = async (
  db: Db,
  companyId: CompanyId,
  projectId: number,
  progressNumber: number,
) =>
  (
    await db
      .select({ createdAt: progress.createdAt })
      .from(progress)
      .where(
        and(
          eq(progress.companyId, companyId),
          eq(progress.projectId, projectId),
          sql`${progress.progressNumber} < ${progressNumber}`,
          sql`${progress.status} != 'rejected'`,
        ),
      )
      .orderBy(desc(progress.progressNumber))
      .limit(1)
      .get()
  )?.createdAt ?? null;

/** The member's earlier submission under this device key (progress_member_idempotency_uq). */
export const findProgressByIdempotencyKey = (db: Db, memberId: number, key: string) =>
  db
    .select()
    .from(progress)
    .where(and(eq(progress.submittedBy, memberId), eq(progress.idempotencyKey, key)))
    .get();

/** One progress with its project and client, or undefined when the member may not see it. */
export const findProgressDetail = (db: Db, member: Member, id: number) =>
  db
    .select({
      progress,
      project: {
        id: projects.id,
        name: projects.name,
        status: projects.status,
        totalValue: projects.totalValue,
        completionPercentage: projects.completionPercentage,
      },
      /** The member who billed it: named on the progress and the invoice, and the client's contact on it. */
      biller: { name: users.fullName, email: users.email, phone: users.phone },
      client: clientContactColumns,
      /** Where the client is: the invoice prints it where the country's document asks for the buyer (ADR 0156). */
      clientAddress: clients.address,
      clientTaxNumber: clients.taxNumber,
    })
    .from(progress)
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.companyId, member.companyId)))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .innerJoin(users, eq(users.id, progress.submittedBy))
    .where(and(visibleBillings(member), eq(progress.id, id)))
    .get();

/** A project's progress the member may see (a field member: their own), newest number first. */
export const listProjectProgress = (db: Db, member: Member, projectId: number) =>
  db
    .select()
    .from(progress)
    .where(and(visibleBillings(member), eq(progress.projectId, projectId)))
    .orderBy(desc(progress.progressNumber), desc(progress.id));

/** A company's progress by project name and number: how demo data names the billings it decides. */
export const findProgressByProjectName = (db: Db, companyId: CompanyId, projectName: string, number: number) =>
  db
    .select({ id: progress.id, status: progress.status, createdAt: progress.createdAt })
    .from(progress)
    .innerJoin(projects, eq(projects.id, progress.projectId))
    .where(and(eq(projects.companyId, companyId), eq(projects.name, projectName), eq(progress.progressNumber, number)))
    .get();
