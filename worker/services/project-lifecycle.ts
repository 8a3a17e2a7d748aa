// Project and client lifecycle: edit, mark completed, reopen, archive, and delete-or-archive. Nothing with a
// billing is ever deleted: its invoices, approval evidence and payment history must outlive the project.
import type { z } from "zod";
import {
  CLIENT_LOCKED_BY_BILLINGS,
  PROJECT_ARCHIVED,
  PROJECT_NOT_ACTIVE,
  PROJECT_NOT_COMPLETED,
  RESTORE_CLIENT_FIRST,
  type RemovalOutcome,
  type UpdateProjectSchema,
} from "#schema/contracts";
import type { Role } from "#schema/contracts/team";
import type { Member } from "#schema/db/companies";
import type { ProjectStatus } from "#schema/db/projects";
import { findClient } from "../db/clients";
import {
  archiveClientStatements,
  archiveProjectRow,
  deleteClientWithoutBillingsStatements,
  deleteProjectWithoutBillings,
  findLiveClient,
  listArchivedClients,
  listArchivedProjects,
  moveProjectStatus,
  projectHasBillings,
  restoreClientRow,
  restoreProjectRow,
  updateProjectRow,
} from "../db/project-lifecycle";
import { findProject } from "../db/projects";
import type { Db } from "../lib/db";
import { AppError, notFound } from "../lib/errors";
import { CLIENT_NOT_FOUND } from "./clients";
import { getProject, PROJECT_NOT_FOUND } from "./projects";
import { assertCanAddProject } from "./quotas";
import type { SessionUser } from "./sessions";

/** A member with the account's country: the answered project formats its client's phone in it (ADR 0118). */
type Reader = Member & { country: string; role: Role };

async function ownedProject(db: Db, member: Member, id: number) {
  const project = await findProject(db, member.companyId, id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** PATCH /api/projects/{id}: name, description, total and client. Answers the project as the lists show it. */
export async function editProject(
  db: Db,
  member: Reader,
  id: number,
  input: z.output<typeof UpdateProjectSchema>,
  now = new Date(),
) {
  const project = await ownedProject(db, member, id);
  if (project.status === "archived") throw new AppError("CONFLICT", PROJECT_ARCHIVED);
  const moving = input.clientId !== undefined && input.clientId !== project.clientId;
  if (moving) {
    // Another contractor's client, or an archived one, reads as missing.
    if (!(await findLiveClient(db, member.companyId, input.clientId!))) throw notFound(CLIENT_NOT_FOUND);
    if (await projectHasBillings(db, id)) throw new AppError("CONFLICT", CLIENT_LOCKED_BY_BILLINGS);
  }
  const updated = await updateProjectRow(db, member.companyId, id, input, now);
  if (!updated) {
    // The guard inside the UPDATE lost a race: a billing arrived, or the project was archived meanwhile.
    const fresh = await ownedProject(db, member, id);
    throw new AppError("CONFLICT", fresh.status === "archived" ? PROJECT_ARCHIVED : CLIENT_LOCKED_BY_BILLINGS);
  }
  return getProject(db, member, id);
}

/**
 * complete: active -> completed; reopen: completed -> active. Repeating a move answers the project unchanged,
 * so a double tap is harmless. An archived project moves nowhere.
 */
async function moveStatus(db: Db, member: Reader, id: number, from: ProjectStatus, to: ProjectStatus, refusal: string) {
  const project = await ownedProject(db, member, id);
  if (project.status === to) return getProject(db, member, id);
  if (project.status === "archived") throw new AppError("CONFLICT", PROJECT_ARCHIVED);
  if (project.status !== from) throw new AppError("CONFLICT", refusal);
  const moved = await moveProjectStatus(db, member.companyId, id, from, to, new Date());
  if (!moved && (await ownedProject(db, member, id)).status !== to) throw new AppError("CONFLICT", refusal);
  return getProject(db, member, id);
}

export const completeProject = (db: Db, member: Reader, id: number) =>
  moveStatus(db, member, id, "active", "completed", PROJECT_NOT_ACTIVE);

/** Reopening makes the project active again, so it needs a place under the plan's active-project quota. */
export async function reopenProject(db: Db, user: SessionUser, id: number) {
  const project = await ownedProject(db, user, id);
  if (project.status === "completed") await assertCanAddProject(db, user);
  return moveStatus(db, user, id, "completed", "active", PROJECT_NOT_COMPLETED);
}

/** POST /api/projects/{id}/archive: out of every list and picker, every billing kept. Archiving twice is fine. */
export async function archiveProject(db: Db, member: Member, id: number, now = new Date()) {
  await ownedProject(db, member, id);
  await archiveProjectRow(db, member.companyId, id, now);
  return { id, outcome: "archived" as RemovalOutcome };
}

/** DELETE /api/projects/{id}: deleted when it has no billing, archived otherwise. */
export async function removeProject(db: Db, member: Member, id: number, now = new Date()) {
  await ownedProject(db, member, id);
  if (await deleteProjectWithoutBillings(db, member.companyId, id)) return { id, outcome: "deleted" as RemovalOutcome };
  return archiveProject(db, member, id, now);
}

/**
 * DELETE /api/clients/{id}: a client without billings is deleted with its projects; one with billings is
 * archived with its projects, so /invoices still lists every billing and its PDF still renders.
 */
export async function removeClient(db: Db, member: Member, id: number, now = new Date()) {
  if (!(await findClient(db, member.companyId, id))) throw notFound(CLIENT_NOT_FOUND);
  const deleted = await db.batch(deleteClientWithoutBillingsStatements(db, member.companyId, id));
  if (deleted[1].length === 1) return { id, outcome: "deleted" as RemovalOutcome };
  await db.batch(archiveClientStatements(db, member.companyId, id, now));
  return { id, outcome: "archived" as RemovalOutcome };
}

/** GET /api/projects/archived: what Restore is offered for (the lists leave archived projects out). */
export async function getArchivedProjects(db: Db, member: Member) {
  const rows = await listArchivedProjects(db, member.companyId);
  return rows.map((r) => ({ ...r, archivedAt: r.archivedAt?.toISOString() ?? null }));
}

/** GET /api/clients/archived. */
export async function getArchivedClients(db: Db, member: Member) {
  const rows = await listArchivedClients(db, member.companyId);
  return rows.map((r) => ({ ...r, archivedAt: r.archivedAt?.toISOString() ?? null }));
}

/**
 * POST /api/projects/{id}/restore: an archived project comes back as completed (Reopen, which checks the plan's
 * active-project quota, makes it billable). Its client must be live. Restoring twice answers it unchanged.
 */
export async function restoreProject(db: Db, member: Reader, id: number, now = new Date()) {
  const project = await ownedProject(db, member, id);
  if (project.status !== "archived") return getProject(db, member, id);
  if (!(await findLiveClient(db, member.companyId, project.clientId)))
    throw new AppError("CONFLICT", RESTORE_CLIENT_FIRST);
  await restoreProjectRow(db, member.companyId, id, now);
  return getProject(db, member, id);
}

/** POST /api/clients/{id}/restore: back in every list and picker. Restoring twice is fine. */
export async function restoreClient(db: Db, member: Member, id: number, now = new Date()) {
  if (!(await findClient(db, member.companyId, id))) throw notFound(CLIENT_NOT_FOUND);
  await restoreClientRow(db, member.companyId, id, now);
  return { id, restored: true };
}
