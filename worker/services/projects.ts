// Project rules: projects belong to one of the contractor's own clients; reads are owner-scoped.
import type { z } from "zod";
import type { CreateProjectSchema } from "#schema/contracts";
import { can } from "#schema/contracts/permissions";
import type { Role } from "#schema/contracts/team";
import type { Member } from "#schema/db/companies";
import { awardStatements } from "../db/achievements";
import { listProjectProgress } from "../db/progress";
import { findLiveClient } from "../db/project-lifecycle";
import {
  findProject,
  findProjectWithLatest,
  insertProject,
  listProjectsPage,
  type ProjectView,
  toProjectView,
} from "../db/projects";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { cutPage } from "../lib/keyset";
import { EARNED_BY } from "./achievements/rules";
import { CLIENT_NOT_FOUND } from "./clients";
import { withPhoneDisplay } from "./phones";

export const PROJECT_NOT_FOUND = "Project not found";

type Reader = Member & { country: string; role: Role };

/**
 * A project as answered: its client's phone also formatted for people in the account's country (ADR 0118). The
 * contract value is the company's money: a field member's answer carries none (decisions.md, Teams; ADR 0144).
 */
const shown = (project: ProjectView, reader: Reader) => ({
  ...project,
  totalValue: can(reader.role, "money:read") ? project.totalValue : null,
  client: withPhoneDisplay(project.client, reader.country),
});

/** One page of the project list from the rows listProjectsPage read (limit + 1), in the shape every list shows. */
export function toProjectPage(rows: Awaited<ReturnType<typeof listProjectsPage>>, limit: number, reader: Reader) {
  const { items, nextCursor } = cutPage(rows, limit, (row) => ["t", row.project.createdAt.getTime(), row.project.id]);
  return { items: items.map((row) => shown(toProjectView(row), reader)), nextCursor };
}

export async function getProject(db: Db, member: Reader, id: number) {
  const project = await findProjectWithLatest(db, member, id);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return shown(project, member);
}

export async function getProjectProgress(db: Db, member: Member, projectId: number) {
  if (!(await findProject(db, member.companyId, projectId))) throw notFound(PROJECT_NOT_FOUND);
  const rows = await listProjectProgress(db, member, projectId);
  return rows.map(({ idempotencyKey: _key, ...row }) => row);
}

export async function createProject(db: Db, member: Member, input: z.output<typeof CreateProjectSchema>) {
  // Another contractor's client id, or an archived client, reads as missing, never as someone else's data.
  if (!(await findLiveClient(db, member.companyId, input.clientId))) throw notFound(CLIENT_NOT_FOUND);
  // The project and the project badges it earns commit together.
  const [[inserted]] = await db.batch([
    insertProject(db, member, {
      name: input.name,
      description: input.description,
      clientId: input.clientId,
      totalValue: input.totalValue,
      completionPercentage: input.completionPercentage,
    }),
    ...awardStatements(db, member.id, EARNED_BY.projectCreated),
  ]);
  const { userId: _owner, ...project } = inserted!;
  return project;
}

/** The page read a route runs in its session batch (ADR 0099): the query stays behind this service. */
export const projectPageRead = listProjectsPage;
