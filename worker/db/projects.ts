// Project queries, scoped to the owner, and the derived display every project list shows (spec section 3).
import { and, desc, eq, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { TimeIdKey } from "#schema/contracts/pagination";
import type { CompanyId, Member } from "#schema/db/companies";
import { aliasColumns } from "../lib/batch-select";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { afterTimeId } from "../lib/keyset";
import { visibleBillings } from "./billing-scope";
import { clientContactColumns } from "./client-columns";

const { clients, progress, projects, projectContracts } = schema;

/** Stages, or pay applications when the project's contract says so (issue 37): the lists offer the right action. */
const billingModeOf = sql<
  "stages" | "pay_apps"
>`coalesce((select ${projectContracts.billingMode} from ${projectContracts} where ${projectContracts.projectId} = ${projects.id}), 'stages')`;

/** The project's most recent progress by createdAt (ties broken by id), joined under this name. */
const latest = alias(progress, "latest_progress");
/** Among the billings the member may see: a field member's project shows their own latest billing, never another's. */
const latestProgressId = (member: Member) =>
  sql`(select ${progress.id} from ${progress} where ${progress.projectId} = ${projects.id} and ${visibleBillings(member)} order by ${progress.createdAt} desc, ${progress.id} desc limit 1)`;

const selectProjectsWithLatest = (db: Db, member: Member, where: SQL | undefined) =>
  db
    // Aliased: joined tables share column names, and this list runs inside the session's D1 batch (ADR 0099).
    .select(
      aliasColumns({
        project: getTableColumns(projects),
        client: clientContactColumns,
        latest: {
          id: latest.id,
          progressNumber: latest.progressNumber,
          status: latest.status,
          amount: latest.amount,
          totalAmount: latest.totalAmount,
          currency: latest.currency,
          locale: latest.locale,
          dueDate: latest.dueDate,
          completionPercentage: latest.completionPercentage,
          createdAt: latest.createdAt,
        },
        billingMode: billingModeOf.as("billing_mode"),
      }),
    )
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(latest, eq(latest.id, latestProgressId(member)))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id));

type Row = Awaited<ReturnType<typeof selectProjectsWithLatest>>[number];

/**
 * A project as every list shows it. The derived fields come from its latest progress by createdAt;
 * with none: status "pending", amount 0, progress number 0 (the projects page's reading of the spec;
 * the dashboard shows 1 instead, so it reads `latestProgress === null` and applies its own default).
 */
export function toProjectView({ project, client, latest, billingMode }: Row) {
  const { userId: _creator, companyId: _company, ...rest } = project;
  const latestProgress = latest?.id == null ? null : latest;
  return {
    ...rest,
    billingMode,
    client,
    latestProgress,
    progressStatus: latestProgress?.status ?? "pending",
    progressAmount: latestProgress?.amount ?? 0,
    lastProgressNumber: latestProgress?.progressNumber ?? 0,
    lastProgressDate: latestProgress?.createdAt ?? null,
  };
}
export type ProjectView = ReturnType<typeof toProjectView>;

/**
 * A page of the company's projects, newest first, each with its client and its latest progress (map rows with
 * toProjectView): `limit + 1` rows after `cursor`. `clientId` narrows to one client's projects. A builder, so the
 * projects route runs it in the session's D1 batch (ADR 0099).
 */
export function listProjectsPage(
  db: Db,
  member: Member,
  filter: { clientId?: number; limit: number; cursor?: TimeIdKey },
) {
  // Archived projects leave the lists; their billings stay on /invoices and open from there.
  const where = and(
    eq(projects.companyId, member.companyId),
    ne(projects.status, "archived"),
    filter.clientId ? eq(projects.clientId, filter.clientId) : undefined,
    afterTimeId(projects.createdAt, projects.id, filter.cursor),
  );
  return selectProjectsWithLatest(db, member, where).limit(filter.limit + 1);
}

/** One project of the company in the same shape, or undefined (another company's project reads as missing). */
export async function findProjectWithLatest(db: Db, member: Member, id: number) {
  const [row] = await selectProjectsWithLatest(
    db,
    member,
    and(eq(projects.companyId, member.companyId), eq(projects.id, id)),
  );
  return row ? toProjectView(row) : undefined;
}

export const findProject = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, id)))
    .get();

export type NewProject = Omit<typeof projects.$inferInsert, "id" | "userId" | "companyId" | "createdAt" | "updatedAt">;

/** A batchable INSERT ... RETURNING (the caller adds what commits with it). */
export const insertProject = (db: Db, member: Member, values: NewProject) =>
  db
    .insert(projects)
    .values({ ...values, companyId: member.companyId, userId: member.id })
    .returning();
