// Reminder templates: the contractor's own list, the defaults a new account starts with, and what they can be sent for.

import type { SQL } from "drizzle-orm";
import type { NudgeTemplateValues } from "#schema/contracts";
import type { CompanyId, Member } from "#schema/db/companies";
import type { Language } from "#schema/i18n/languages";
import { deleteTemplate, insertTemplates, listReminderTargets, listTemplates, updateTemplate } from "../db/nudges";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { clientLanguageOf } from "./client-words";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { withPhoneDisplay } from "./phones";
import { sweepCompanyNow } from "./reminders/catch-up";
import { TEMPLATE_NOT_FOUND } from "./reminders/send";

export const getTemplates = (db: Db, member: Member) => listTemplates(db, member.companyId);

/** The starting set for a new account, including "Payment Reminder" for the quick reminder. */
export const addDefaultTemplates = (db: Db, member: Member | { id: SQL<number>; companyId: SQL<CompanyId> }) =>
  insertTemplates(db, member, DEFAULT_TEMPLATES);

/** A new or changed active template may be due today where the zone was already swept: that company is swept now. */
export async function createTemplate(env: Env, db: Db, member: Member, values: NudgeTemplateValues) {
  const [row] = await insertTemplates(db, member, [values]);
  if (!row) throw new Error("Template insert returned no row");
  if (row.active) await sweepCompanyNow(env, db, member.companyId);
  return row;
}

export async function editTemplate(env: Env, db: Db, member: Member, id: number, values: NudgeTemplateValues) {
  const row = await updateTemplate(db, member, id, values);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  if (row.active) await sweepCompanyNow(env, db, member.companyId);
  return row;
}

/** History rows keep their record of what was sent (template_id becomes null). */
export async function removeTemplate(db: Db, member: Member, id: number) {
  const deleted = await deleteTemplate(db, member.companyId, id);
  if (deleted.length === 0) throw notFound(TEMPLATE_NOT_FOUND);
}

/** Clients -> projects -> progress still worth chasing: the Send Reminders page's three pickers, in one read. */
export async function getReminderTargets(db: Db, member: Member & { country: string; locale: string }) {
  const rows = await listReminderTargets(db, member.companyId);
  type Progress = NonNullable<(typeof rows)[number]["progress"]>;
  type Project = NonNullable<(typeof rows)[number]["project"]> & {
    progress: (Omit<Progress, "createdAt" | "paymentClaimedAt"> & { createdAt: string; paymentClaimed: boolean })[];
  };
  type Client = ReturnType<typeof withPhoneDisplay<Omit<(typeof rows)[number]["client"], "language">>> & {
    language: Language;
  };
  const clients = new Map<number, Client & { projects: Map<number, Project> }>();
  for (const row of rows) {
    let client = clients.get(row.client.id);
    if (!client) {
      const { language, ...contact } = row.client;
      // What the client reads (ADR 0175): the Send reminders preview shows the reminder in it.
      client = {
        ...withPhoneDisplay(contact, member.country),
        language: clientLanguageOf(language, member.locale),
        projects: new Map(),
      };
      clients.set(row.client.id, client);
    }
    if (!row.project) continue;
    let project = client.projects.get(row.project.id);
    if (!project) {
      project = { ...row.project, progress: [] };
      client.projects.set(row.project.id, project);
    }
    if (row.progress) {
      const { createdAt, paymentClaimedAt, ...rest } = row.progress;
      project.progress.push({ ...rest, createdAt: createdAt.toISOString(), paymentClaimed: paymentClaimedAt !== null });
    }
  }
  return [...clients.values()].map(({ projects, ...client }) => ({ ...client, projects: [...projects.values()] }));
}
export type ReminderTarget = Awaited<ReturnType<typeof getReminderTargets>>[number];
