// Project and client lifecycle queries: edit, status moves, and delete-or-archive. Every statement is owner-scoped.
import { and, desc, eq, inArray, isNotNull, isNull, notExists, type SQL, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { ProjectStatus } from "#schema/db/projects";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { clients, progress, projects } = schema;

const billingsOf = (db: Db, projectId: number) =>
  db.select({ one: sql`1` }).from(progress).where(eq(progress.projectId, projectId));

export type ProjectChanges = Partial<
  Pick<typeof projects.$inferInsert, "name" | "description" | "clientId" | "totalValue">
>;

/**
 * Applies the edit unless the project is archived. A client change only happens while the project has no
 * billings: checked inside the UPDATE, so a billing submitted meanwhile cannot end up under another client.
 */
export const updateProjectRow = (db: Db, companyId: CompanyId, id: number, changes: ProjectChanges, now: Date) =>
  db
    .update(projects)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(projects.id, id),
        inArray(projects.status, ["active", "completed"]),
        changes.clientId === undefined
          ? undefined
          : sql`(${projects.clientId} = ${changes.clientId} or not exists (select 1 from ${progress} where ${progress.projectId} = ${id}))`,
      ),
    )
    .returning({ id: projects.id })
    .get();

/** from -> to, only when the project is in `from` now: a double tap or a race changes nothing twice. */
export const moveProjectStatus = (
  db: Db,
  companyId: CompanyId,
  id: number,
  from: ProjectStatus,
  to: ProjectStatus,
  now: Date,
) =>
  db
    .update(projects)
    .set({ status: to, updatedAt: now })
    .where(and(eq(projects.companyId, companyId), eq(projects.id, id), eq(projects.status, from)))
    .returning({ id: projects.id })
    .get();

export const projectHasBillings = async (db: Db, projectId: number) =>
  (await db.select({ one: sql`1` }).from(progress).where(eq(progress.projectId, projectId)).limit(1).get()) !==
  undefined;

/** Deletes the project only if it has no billing at that instant (one statement, so nothing slips in between). */
export const deleteProjectWithoutBillings = (db: Db, companyId: CompanyId, id: number) =>
  db
    .delete(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, id), notExists(billingsOf(db, id))))
    .returning({ id: projects.id })
    .get();

const archiveProjectsWhere = (db: Db, companyId: CompanyId, now: Date, where: SQL) =>
  db
    .update(projects)
    .set({ status: "archived", archivedAt: now, updatedAt: now })
    .where(and(eq(projects.companyId, companyId), where, inArray(projects.status, ["active", "completed"])));

export const archiveProjectRow = (db: Db, companyId: CompanyId, id: number, now: Date) =>
  archiveProjectsWhere(db, companyId, now, eq(projects.id, id));

// ---- clients ----

/** A live (not archived) client of the owner: the only kind a project may be created for or moved to. */
export const findLiveClient = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNull(clients.archivedAt)))
    .get();

const clientBillings = (db: Db, clientId: number) =>
  db
    .select({ one: sql`1` })
    .from(progress)
    .innerJoin(projects, eq(projects.id, progress.projectId))
    .where(eq(projects.clientId, clientId));

/**
 * One batch: a client without billings goes, together with its (billing-free) projects; the guards are
 * evaluated inside the transaction, so a billing submitted meanwhile makes both deletes no-ops.
 */
export const deleteClientWithoutBillingsStatements = (db: Db, companyId: CompanyId, clientId: number) =>
  [
    db
      .delete(projects)
      .where(
        and(
          eq(projects.companyId, companyId),
          eq(projects.clientId, clientId),
          notExists(clientBillings(db, clientId)),
        ),
      ),
    db
      .delete(clients)
      .where(
        and(
          eq(clients.companyId, companyId),
          eq(clients.id, clientId),
          notExists(db.select({ one: sql`1` }).from(projects).where(eq(projects.clientId, clientId))),
        ),
      )
      .returning({ id: clients.id }),
  ] as const;

/** One batch: the client and each of its live projects are archived; every billing row stays untouched. */
export const archiveClientStatements = (db: Db, companyId: CompanyId, clientId: number, now: Date) =>
  [
    archiveProjectsWhere(db, companyId, now, eq(projects.clientId, clientId)),
    db
      .update(clients)
      .set({ archivedAt: now, updatedAt: now })
      .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId), isNull(clients.archivedAt)))
      .returning({ id: clients.id }),
  ] as const;

// ---- restore (issue 23) ----

/** The company's archived projects, most recently archived first, with their client's name. */
export const listArchivedProjects = (db: Db, companyId: CompanyId) =>
  db
    .select({
      id: projects.id,
      name: projects.name,
      clientId: projects.clientId,
      clientName: clients.name,
      clientArchived: sql<boolean>`${clients.archivedAt} is not null`.mapWith(Boolean),
      archivedAt: projects.archivedAt,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.companyId, companyId), eq(projects.status, "archived")))
    .orderBy(desc(projects.archivedAt), desc(projects.id));

/** The company's archived clients, most recently archived first. */
export const listArchivedClients = (db: Db, companyId: CompanyId) =>
  db
    .select({ id: clients.id, name: clients.name, companyName: clients.companyName, archivedAt: clients.archivedAt })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), isNotNull(clients.archivedAt)))
    .orderBy(desc(clients.archivedAt), desc(clients.id));

/**
 * archived -> completed, only while its client is live: completed holds no place under the plan's active-project
 * quota, and Reopen (which checks it) makes it billable again.
 */
export const restoreProjectRow = (db: Db, companyId: CompanyId, id: number, now: Date) =>
  db
    .update(projects)
    .set({ status: "completed", archivedAt: null, updatedAt: now })
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(projects.id, id),
        eq(projects.status, "archived"),
        sql`exists (select 1 from ${clients} where ${clients.id} = ${projects.clientId} and ${clients.archivedAt} is null)`,
      ),
    )
    .returning({ id: projects.id })
    .get();

/** Back in the lists and pickers; the projects archived with it stay archived until restored one by one. */
export const restoreClientRow = (db: Db, companyId: CompanyId, id: number, now: Date) =>
  db
    .update(clients)
    .set({ archivedAt: null, updatedAt: now })
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id), isNotNull(clients.archivedAt)))
    .returning({ id: clients.id })
    .get();
