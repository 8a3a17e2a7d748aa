// Pay-application queries (issue 37): a project's contract, its schedule of values and its applications, each
// scoped by company. The one module touching these tables.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { projectContracts, sovLines, payApps, payAppLines, progress, projects } = schema;

export type ContractRow = typeof projectContracts.$inferSelect;
export type SovLineRow = typeof sovLines.$inferSelect;
export type PayAppRow = typeof payApps.$inferSelect;
export type PayAppLineRow = typeof payAppLines.$inferSelect;
export type NewPayApp = Omit<typeof payApps.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type NewPayAppLine = Omit<typeof payAppLines.$inferInsert, "id" | "payAppId">;

export const findContract = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select()
    .from(projectContracts)
    .where(and(eq(projectContracts.companyId, companyId), eq(projectContracts.projectId, projectId)))
    .get();

/** Writes the contract and keeps the project's contract value at its sum, in one batch. */
export function saveContract(db: Db, values: Omit<ContractRow, "updatedAt">) {
  const { projectId: _p, companyId: _c, ...changes } = values;
  return db.batch([
    db
      .insert(projectContracts)
      .values(values)
      .onConflictDoUpdate({ target: projectContracts.projectId, set: { ...changes, updatedAt: new Date() } })
      .returning(),
    // The project page's "Billed / Left" and the stage rules read the contract value.
    db
      .update(projects)
      .set({ totalValue: values.originalContractCents, updatedAt: new Date() })
      .where(and(eq(projects.companyId, values.companyId), eq(projects.id, values.projectId))),
  ]);
}

/** Billings on the project that no application issued (stage billings). */
export const countStageBillings = async (db: Db, companyId: CompanyId, projectId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)` })
      .from(progress)
      .where(
        and(
          eq(progress.companyId, companyId),
          eq(progress.projectId, projectId),
          sql`not exists (select 1 from ${payApps} where ${payApps.progressId} = ${progress.id})`,
        ),
      )
      .get()
  )?.n ?? 0;

export const listSovLines = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select({
      line: sovLines,
      billed: sql<number>`exists (select 1 from ${payAppLines} where ${payAppLines.sovLineId} = ${sovLines.id})`,
    })
    .from(sovLines)
    .where(and(eq(sovLines.companyId, companyId), eq(sovLines.projectId, projectId)))
    .orderBy(asc(sovLines.sort), asc(sovLines.id));

export const insertSovLines = (db: Db, rows: Omit<typeof sovLines.$inferInsert, "id" | "createdAt" | "updatedAt">[]) =>
  db.insert(sovLines).values(rows).returning();

export const updateSovLine = (
  db: Db,
  companyId: CompanyId,
  id: number,
  changes: Partial<Pick<SovLineRow, "itemNo" | "description" | "scheduledCents">>,
) =>
  db
    .update(sovLines)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(sovLines.companyId, companyId), eq(sovLines.id, id)));

export const deleteSovLine = (db: Db, companyId: CompanyId, id: number) =>
  db.delete(sovLines).where(and(eq(sovLines.companyId, companyId), eq(sovLines.id, id)));

export const listPayApps = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select({ app: payApps, billingStatus: progress.status })
    .from(payApps)
    .leftJoin(progress, eq(progress.id, payApps.progressId))
    .where(and(eq(payApps.companyId, companyId), eq(payApps.projectId, projectId)))
    .orderBy(desc(payApps.appNo));

export const findPayApp = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select({ app: payApps, billingStatus: progress.status })
    .from(payApps)
    .leftJoin(progress, eq(progress.id, payApps.progressId))
    .where(and(eq(payApps.companyId, companyId), eq(payApps.id, id)))
    .get();

/** The application a billing was issued for, if any (the invoice PDF and the approval page read it). */
export const findPayAppByProgress = (db: Db, companyId: CompanyId, progressId: number) =>
  db
    .select()
    .from(payApps)
    .where(and(eq(payApps.companyId, companyId), eq(payApps.progressId, progressId)))
    .get();

export const latestPayApp = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select()
    .from(payApps)
    .where(and(eq(payApps.companyId, companyId), eq(payApps.projectId, projectId)))
    .orderBy(desc(payApps.appNo))
    .limit(1)
    .get();

/** The latest sent application before `appNo` (what a new one continues from). */
export const previousSentPayApp = (db: Db, companyId: CompanyId, projectId: number, appNo: number) =>
  db
    .select()
    .from(payApps)
    .where(
      and(
        eq(payApps.companyId, companyId),
        eq(payApps.projectId, projectId),
        eq(payApps.status, "sent"),
        sql`${payApps.appNo} < ${appNo}`,
      ),
    )
    .orderBy(desc(payApps.appNo))
    .limit(1)
    .get();

export const listPayAppLines = (db: Db, companyId: CompanyId, payAppIds: number[]) =>
  payAppIds.length === 0
    ? Promise.resolve([] as PayAppLineRow[])
    : db
        .select()
        .from(payAppLines)
        .where(and(eq(payAppLines.companyId, companyId), inArray(payAppLines.payAppId, payAppIds)))
        .orderBy(asc(payAppLines.sort), asc(payAppLines.id));

/** A new application with its rows, in one batch. */
export async function insertPayApp(db: Db, values: NewPayApp, lines: NewPayAppLine[]) {
  const [[row]] = await db.batch([
    db.insert(payApps).values(values).returning(),
    ...lines.map((l) =>
      db.insert(payAppLines).values({
        ...l,
        payAppId: sql`(select id from ${payApps} where ${payApps.projectId} = ${values.projectId} and ${payApps.appNo} = ${values.appNo})`,
      } as unknown as typeof payAppLines.$inferInsert),
    ),
  ]);
  return row!;
}

/** Replaces an application's figures and rows, in one batch; only while it is still a draft. */
export async function replacePayApp(
  db: Db,
  companyId: CompanyId,
  id: number,
  values: Partial<NewPayApp>,
  lines: NewPayAppLine[],
) {
  const [[row]] = await db.batch([
    db
      .update(payApps)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(payApps.companyId, companyId), eq(payApps.id, id), eq(payApps.status, "draft")))
      .returning(),
    db.delete(payAppLines).where(and(eq(payAppLines.companyId, companyId), eq(payAppLines.payAppId, id))),
    ...lines.map((l) => db.insert(payAppLines).values({ ...l, payAppId: id })),
  ]);
  return row;
}

/** Marks a draft sent with the billing it issued; undefined when it was no longer a draft (a double tap). */
export const markPayAppSent = (db: Db, companyId: CompanyId, id: number, progressId: number) =>
  db
    .update(payApps)
    .set({ status: "sent", progressId, sentAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payApps.companyId, companyId), eq(payApps.id, id), eq(payApps.status, "draft")))
    .returning()
    .get();

/** A sent application back to a draft (its billing was rejected); it keeps that billing's id until it is sent again. */
export const reopenPayApp = (db: Db, companyId: CompanyId, id: number) =>
  db
    .update(payApps)
    .set({ status: "draft", updatedAt: new Date() })
    .where(and(eq(payApps.companyId, companyId), eq(payApps.id, id), eq(payApps.status, "sent")))
    .run();

/** The names an application's PDF prints: the project and its client. */
export const findProjectParties = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select({ projectName: projects.name, clientName: schema.clients.name, clientCompany: schema.clients.companyName })
    .from(projects)
    .innerJoin(schema.clients, eq(schema.clients.id, projects.clientId))
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .get();
