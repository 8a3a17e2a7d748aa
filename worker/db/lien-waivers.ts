// Lien-waiver queries (issue 37, ADR 0208-0210): waivers, the company's waiver templates, and the deadline sweep's
// page. Every query is scoped by company except the vendor link's (its token is the secret) and the sweep's.
import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { LienWaiverKind } from "#schema/rules/lien-waivers";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { lienWaivers, lienWaiverTemplates, payApps, progress, users } = schema;

export type LienWaiverRow = typeof lienWaivers.$inferSelect;
export type NewLienWaiver = Omit<typeof lienWaivers.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** An application with what its billing received: the unconditional waivers' amounts come from here. */
export const findPayAppWithBilling = (db: Db, companyId: CompanyId, payAppId: number) =>
  db
    .select({
      app: payApps,
      amountPaid: progress.amountPaid,
      totalAmount: progress.totalAmount,
      billingStatus: progress.status,
    })
    .from(payApps)
    .leftJoin(progress, eq(progress.id, payApps.progressId))
    .where(and(eq(payApps.companyId, companyId), eq(payApps.id, payAppId)))
    .get();

/** Every application of a project with its billing's paid state, newest first (the final waivers' guard). */
export const listProjectAppsWithBilling = (db: Db, companyId: CompanyId, projectId: number) =>
  db
    .select({
      id: payApps.id,
      appNo: payApps.appNo,
      status: payApps.status,
      balance: payApps.balanceInclRetainageCents,
      amountPaid: progress.amountPaid,
      totalAmount: progress.totalAmount,
    })
    .from(payApps)
    .leftJoin(progress, eq(progress.id, payApps.progressId))
    .where(and(eq(payApps.companyId, companyId), eq(payApps.projectId, projectId)))
    .orderBy(desc(payApps.appNo))
    .all();

export const listWaivers = (db: Db, companyId: CompanyId, payAppId: number) =>
  db
    .select()
    .from(lienWaivers)
    .where(and(eq(lienWaivers.companyId, companyId), eq(lienWaivers.payAppId, payAppId)))
    .orderBy(asc(lienWaivers.id))
    .all();

export const findWaiver = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select()
    .from(lienWaivers)
    .where(and(eq(lienWaivers.companyId, companyId), eq(lienWaivers.id, id)))
    .get();

export const findSelfWaiver = (db: Db, companyId: CompanyId, payAppId: number, kind: LienWaiverKind) =>
  db
    .select()
    .from(lienWaivers)
    .where(
      and(
        eq(lienWaivers.companyId, companyId),
        eq(lienWaivers.payAppId, payAppId),
        eq(lienWaivers.kind, kind),
        eq(lienWaivers.party, "self"),
      ),
    )
    .get();

/** The waiver a vendor's link opens: the token's SHA-256 is the only key. */
export const findWaiverByTokenHash = (db: Db, tokenHash: string) =>
  db.select().from(lienWaivers).where(eq(lienWaivers.linkTokenHash, tokenHash)).get();

/** Inserts a waiver; the contractor's own of a kind already made for the application is left as it is. */
export const insertWaiver = (db: Db, values: NewLienWaiver) =>
  db.insert(lienWaivers).values(values).onConflictDoNothing().returning().get();

/** Writes a step (signing, notarization) only if the waiver is still in the status the step starts from. */
export const updateWaiverFrom = (
  db: Db,
  companyId: CompanyId,
  id: number,
  from: LienWaiverRow["status"],
  changes: Partial<NewLienWaiver>,
) =>
  db
    .update(lienWaivers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(lienWaivers.companyId, companyId), eq(lienWaivers.id, id), eq(lienWaivers.status, from)))
    .returning()
    .get();

export const latestTemplate = (db: Db, companyId: CompanyId, kind: LienWaiverKind) =>
  db
    .select()
    .from(lienWaiverTemplates)
    .where(and(eq(lienWaiverTemplates.companyId, companyId), eq(lienWaiverTemplates.kind, kind)))
    .orderBy(desc(lienWaiverTemplates.version))
    .limit(1)
    .get();

export const insertTemplate = (db: Db, values: Omit<typeof lienWaiverTemplates.$inferInsert, "id" | "createdAt">) =>
  db.insert(lienWaiverTemplates).values(values).returning().get();

/**
 * One page of the deadline sweep: signed waivers whose affidavit deadline falls on or before `until` and that were
 * not reminded, oldest deadline first, through the partial index. With the billing's paid state and the company's
 * first owner, who is told.
 */
export const dueDeadlines = (db: Db, until: string, limit: number) =>
  db
    .select({
      waiver: lienWaivers,
      amountPaid: progress.amountPaid,
      totalAmount: progress.totalAmount,
      appNo: payApps.appNo,
      ownerId: sql<
        number | null
      >`(select ${users.id} from ${users} where ${users.companyId} = ${lienWaivers.companyId} and ${users.role} = 'owner' and ${users.removedAt} is null order by ${users.id} limit 1)`,
    })
    .from(lienWaivers)
    .innerJoin(payApps, eq(payApps.id, lienWaivers.payAppId))
    .leftJoin(progress, eq(progress.id, payApps.progressId))
    .where(
      and(
        isNotNull(lienWaivers.deadlineOn),
        isNull(lienWaivers.deadlineRemindedAt),
        lte(lienWaivers.deadlineOn, until),
      ),
    )
    .orderBy(asc(lienWaivers.deadlineOn), asc(lienWaivers.id))
    .limit(limit)
    .all();

/** Marks a waiver reminded; false when another run got there first (the notification is then not written twice). */
export const markDeadlineReminded = (db: Db, id: number, now: Date) =>
  db
    .update(lienWaivers)
    .set({ deadlineRemindedAt: now })
    .where(and(eq(lienWaivers.id, id), isNull(lienWaivers.deadlineRemindedAt)))
    .returning({ id: lienWaivers.id });
