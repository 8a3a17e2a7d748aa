// Change-order and deposit queries (issue 37, ADR 0205-0207), each scoped by company. The one module touching these
// tables. A decision is one batch: the change order's row (only while it is still sent), its new schedule line, and
// the project's contract value moved by it, each later statement guarded by the first one's outcome.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { changeOrders, deposits, depositApplications, sovLines, payApps, payAppLines, progress, projects, clients } =
  schema;

export type ChangeOrderRow = typeof changeOrders.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type NewChangeOrder = Omit<typeof changeOrders.$inferInsert, "id" | "number" | "createdAt" | "updatedAt">;

export const listChangeOrders = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select()
    .from(changeOrders)
    .where(and(eq(changeOrders.companyId, companyId), eq(changeOrders.projectId, projectId)))
    .orderBy(asc(changeOrders.number));

export const findChangeOrder = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select()
    .from(changeOrders)
    .where(and(eq(changeOrders.companyId, companyId), eq(changeOrders.id, id)))
    .get();

/** Only through a link: the token already named the change order, so no company scope is known yet. */
export const findChangeOrderById = (db: Db, id: number) =>
  db.select().from(changeOrders).where(eq(changeOrders.id, id)).get();

/** A new change order numbered after the project's last, read inside the INSERT (a retry on a collision is the caller's). */
export const insertChangeOrder = (db: Db, values: NewChangeOrder) =>
  db
    .insert(changeOrders)
    .values({
      ...values,
      number: sql`(select coalesce(max(${changeOrders.number}), 0) + 1 from ${changeOrders} where ${changeOrders.projectId} = ${values.projectId})`,
    })
    .returning()
    .get();

export const updateDraftChangeOrder = (
  db: Db,
  companyId: CompanyId,
  id: number,
  changes: Partial<
    Pick<
      ChangeOrderRow,
      "title" | "description" | "amountCents" | "daysAdded" | "sovEffect" | "sovLineId" | "billOnApproval"
    >
  >,
) =>
  db
    .update(changeOrders)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(changeOrders.companyId, companyId), eq(changeOrders.id, id), eq(changeOrders.status, "draft")))
    .returning()
    .get();

/** Draft -> sent (a second send keeps the first time). */
export const markChangeOrderSent = (db: Db, companyId: CompanyId, id: number, now: Date) =>
  db
    .update(changeOrders)
    .set({ status: "sent", sentAt: sql`coalesce(${changeOrders.sentAt}, ${now.getTime()})`, updatedAt: now })
    .where(
      and(
        eq(changeOrders.companyId, companyId),
        eq(changeOrders.id, id),
        inArray(changeOrders.status, ["draft", "sent"]),
      ),
    )
    .returning()
    .get();

export type ChangeOrderDecision = Pick<
  ChangeOrderRow,
  | "signerName"
  | "signatureKey"
  | "signatureSha256"
  | "rejectReason"
  | "contentHash"
  | "consentText"
  | "consentLanguage"
  | "ip"
  | "userAgent"
  | "approvedOn"
> & { status: "approved" | "rejected"; decidedAt: Date };

/**
 * The decision in one batch. The first statement wins only while the change order is still sent; the rest act only
 * when it did (they match the decision's exact time): an approved new-line change order gets its schedule line, and
 * the project's contract value moves by the amount. The first result's length says whether this decision won.
 */
export function decideChangeOrder(db: Db, co: ChangeOrderRow, decision: ChangeOrderDecision, itemNo: string) {
  const won = sql`exists (select 1 from ${changeOrders} where ${changeOrders.id} = ${co.id} and ${changeOrders.status} = 'approved' and ${changeOrders.decidedAt} = ${decision.decidedAt.getTime()})`;
  const approve = decision.status === "approved";
  return db.batch([
    db
      .update(changeOrders)
      .set({ ...decision, updatedAt: decision.decidedAt })
      .where(and(eq(changeOrders.id, co.id), eq(changeOrders.status, "sent")))
      .returning(),
    ...(approve && co.sovEffect === "new_line"
      ? [
          db.insert(sovLines).select(
            db
              .select({
                id: sql`null`.as("id"),
                companyId: sql`${co.companyId}`.as("company_id"),
                projectId: sql`${co.projectId}`.as("project_id"),
                itemNo: sql`${itemNo}`.as("item_no"),
                description: sql`${`CO-${co.number} ${co.title}`}`.as("description"),
                scheduledCents: sql`${co.amountCents}`.as("scheduled_cents"),
                source: sql`'change_order'`.as("source"),
                changeOrderId: sql`${co.id}`.as("change_order_id"),
                sort: sql`(select coalesce(max(${sovLines.sort}), 0) + 1 from ${sovLines} where ${sovLines.projectId} = ${co.projectId})`.as(
                  "sort",
                ),
                createdAt: sql`${decision.decidedAt.getTime()}`.as("created_at"),
                updatedAt: sql`${decision.decidedAt.getTime()}`.as("updated_at"),
              })
              .from(sql`(select 1)`)
              .where(won),
          ),
          db
            .update(changeOrders)
            .set({
              sovLineId: sql`(select ${sovLines.id} from ${sovLines} where ${sovLines.changeOrderId} = ${co.id})`,
            })
            .where(and(eq(changeOrders.id, co.id), won)),
        ]
      : []),
    ...(approve
      ? [
          db
            .update(projects)
            .set({
              totalValue: sql`coalesce(${projects.totalValue}, 0) + ${co.amountCents}`,
              updatedAt: decision.decidedAt,
            })
            .where(and(eq(projects.id, co.projectId), eq(projects.companyId, co.companyId), won)),
        ]
      : []),
  ]);
}

export const setChangeOrderBilling = (db: Db, companyId: CompanyId, id: number, progressId: number) =>
  db
    .update(changeOrders)
    .set({ progressId })
    .where(and(eq(changeOrders.companyId, companyId), eq(changeOrders.id, id)));

/** Column G of the latest sent application, per line: what a deductive change order may not go below. */
export async function billedByLine(db: Db, companyId: CompanyId, projectId: number) {
  const latest = await db
    .select({ id: payApps.id })
    .from(payApps)
    .where(and(eq(payApps.companyId, companyId), eq(payApps.projectId, projectId), eq(payApps.status, "sent")))
    .orderBy(desc(payApps.appNo))
    .limit(1)
    .get();
  const out = new Map<number, number>();
  if (!latest) return out;
  const rows = await db
    .select({
      sovLineId: payAppLines.sovLineId,
      g: sql<number>`${payAppLines.fromPreviousCents} + ${payAppLines.workThisPeriodCents} + ${payAppLines.storedMaterialsCents}`,
    })
    .from(payAppLines)
    .where(and(eq(payAppLines.companyId, companyId), eq(payAppLines.payAppId, latest.id)));
  for (const r of rows) out.set(r.sovLineId, r.g);
  return out;
}

/** The client a change order's link and email go to, with the project's name. */
export const findChangeOrderParties = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select({
      projectName: projects.name,
      clientName: clients.name,
      clientCompany: clients.companyName,
      clientEmail: clients.email,
      clientPhone: clients.phone,
      clientLanguage: clients.language,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .get();

// ---------------------------------------------------------------------------------------------------------------
// Deposits

export const findDeposit = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select({
      deposit: deposits,
      billingStatus: progress.status,
      amountPaid: progress.amountPaid,
      totalAmount: progress.totalAmount,
    })
    .from(deposits)
    .leftJoin(progress, eq(progress.id, deposits.progressId))
    .where(and(eq(deposits.companyId, companyId), eq(deposits.projectId, projectId)))
    .get();

export const insertDeposit = (db: Db, values: Omit<typeof deposits.$inferInsert, "id" | "createdAt">) =>
  db.insert(deposits).values(values).returning().get();

export const setDepositBilling = (db: Db, companyId: CompanyId, id: number, progressId: number) =>
  db
    .update(deposits)
    .set({ progressId })
    .where(and(eq(deposits.companyId, companyId), eq(deposits.id, id)));

export const deleteDeposit = (db: Db, companyId: CompanyId, id: number) =>
  db.delete(deposits).where(and(eq(deposits.companyId, companyId), eq(deposits.id, id)));

/** What later billings took off the deposit so far, and how many billings took part. */
export const depositApplied = async (db: Db, companyId: CompanyId, depositId: number) =>
  (
    await db
      .select({ applied: sql<number>`coalesce(sum(${depositApplications.appliedCents}), 0)` })
      .from(depositApplications)
      .where(and(eq(depositApplications.companyId, companyId), eq(depositApplications.depositId, depositId)))
      .get()
  )?.applied ?? 0;

export const depositAppliedOnPayApp = async (db: Db, companyId: CompanyId, payAppId: number) =>
  (
    await db
      .select({ applied: depositApplications.appliedCents })
      .from(depositApplications)
      .where(and(eq(depositApplications.companyId, companyId), eq(depositApplications.payAppId, payAppId)))
      .get()
  )?.applied ?? null;

export const depositAppliedOnProgress = async (db: Db, companyId: CompanyId, progressId: number) =>
  (
    await db
      .select({ applied: depositApplications.appliedCents })
      .from(depositApplications)
      .where(and(eq(depositApplications.companyId, companyId), eq(depositApplications.progressId, progressId)))
      .get()
  )?.applied ?? null;

/** Records what an application took (a retry finds it recorded and leaves it). */
export const recordPayAppDeposit = (db: Db, companyId: CompanyId, depositId: number, payAppId: number, cents: number) =>
  db.insert(depositApplications).values({ companyId, depositId, payAppId, appliedCents: cents }).onConflictDoNothing();

/** The stage billing's share, read inside its insert batch by the billing's idempotency-free row id. */
export const recordProgressDeposit = (
  db: Db,
  companyId: CompanyId,
  depositId: number,
  cents: number,
  progressId: unknown,
) =>
  db
    .insert(depositApplications)
    .values({ companyId, depositId, progressId: progressId as number, appliedCents: cents })
    .onConflictDoNothing();

/** Whether a stage project takes part in change orders or deposits (its billings then never pass the revised contract). */
export const usesCommercialTerms = async (db: Db, companyId: CompanyId, projectId: number) => {
  const row = await db
    .select({
      n: sql<number>`(select count(*) from ${changeOrders} where ${changeOrders.companyId} = ${companyId} and ${changeOrders.projectId} = ${projectId} and ${changeOrders.status} = 'approved') + (select count(*) from ${deposits} where ${deposits.companyId} = ${companyId} and ${deposits.projectId} = ${projectId})`,
    })
    .from(sql`(select 1)`)
    .get();
  return (row?.n ?? 0) > 0;
};

/** The project's newest billing as a subquery, for a row written in the same batch right after its insert. */
export const newestProgressOf = (companyId: CompanyId, projectId: number) =>
  sql<number>`(select max(${progress.id}) from ${progress} where ${progress.companyId} = ${companyId} and ${progress.projectId} = ${projectId})`;
