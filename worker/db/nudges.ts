// Reminder template and reminder history queries, always scoped to the owning contractor.

import type { SQL } from "drizzle-orm";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CompanyId, Member } from "#schema/db/companies";
import { OPEN_STATUSES } from "#schema/rules/billing-state";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { owedTotal } from "./billing-payments";
import { clientContactColumns } from "./client-columns";

const { clients, messages, nudgeHistory, nudgeTemplates, progress, projects } = schema;

export type TemplateRow = typeof nudgeTemplates.$inferSelect;
export type TemplateValues = Pick<
  typeof nudgeTemplates.$inferInsert,
  "name" | "emailSubject" | "emailBody" | "smsBody" | "triggerType" | "triggerValue" | "channels" | "active"
>;

export const listTemplates = (db: Db, companyId: CompanyId) =>
  db
    .select()
    .from(nudgeTemplates)
    .where(eq(nudgeTemplates.companyId, companyId))
    .orderBy(asc(nudgeTemplates.name), asc(nudgeTemplates.id));

export const findTemplate = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select()
    .from(nudgeTemplates)
    .where(and(eq(nudgeTemplates.companyId, companyId), eq(nudgeTemplates.id, id)))
    .get();

/** A template by id alone, for the send-reminder job (its owner then scopes the progress it may remind about). */
export const findTemplateForJob = (db: Db, id: number) =>
  db.select().from(nudgeTemplates).where(eq(nudgeTemplates.id, id)).get();

export const findTemplateByName = (db: Db, companyId: CompanyId, name: string) =>
  db
    .select()
    .from(nudgeTemplates)
    .where(and(eq(nudgeTemplates.companyId, companyId), eq(nudgeTemplates.name, name)))
    .orderBy(asc(nudgeTemplates.id))
    .get();

/** The member may be given as subqueries, so a new company's templates go in the same batch as the company. */
export const insertTemplates = (
  db: Db,
  member: { id: number | SQL<number>; companyId: CompanyId | SQL<CompanyId> },
  values: TemplateValues[],
) =>
  db
    .insert(nudgeTemplates)
    .values(values.map((v) => ({ ...v, companyId: member.companyId, userId: member.id })))
    .returning();

export const updateTemplate = (db: Db, member: Member, id: number, values: TemplateValues) =>
  db
    .update(nudgeTemplates)
    .set({ ...values, userId: member.id, updatedAt: new Date() })
    .where(and(eq(nudgeTemplates.companyId, member.companyId), eq(nudgeTemplates.id, id)))
    .returning()
    .get();

export const deleteTemplate = (db: Db, companyId: CompanyId, id: number) =>
  db
    .delete(nudgeTemplates)
    .where(and(eq(nudgeTemplates.companyId, companyId), eq(nudgeTemplates.id, id)))
    .returning({ id: nudgeTemplates.id });

// ---- what a contractor can send reminders about ----

/** Every client with its projects and their progress still worth chasing (pending or approved), in one query. */
export const listReminderTargets = (db: Db, companyId: CompanyId) =>
  db
    .select({
      client: { ...clientContactColumns, language: clients.language },
      project: { id: projects.id, name: projects.name },
      progress: {
        id: progress.id,
        progressNumber: progress.progressNumber,
        // What a reminder asks for, in the billing's money (issue 33): the balance still owed (ADR 0165); these
        // billings are pending or approved.
        amount: sql<number>`${owedTotal} - ${progress.amountPaid}`,
        totalAmount: sql<number>`${owedTotal} - ${progress.amountPaid}`,
        currency: progress.currency,
        locale: progress.locale,
        status: progress.status,
        dueDate: progress.dueDate,
        createdAt: progress.createdAt,
        paymentClaimedAt: progress.paymentClaimedAt,
      },
    })
    .from(clients)
    // Completed and archived projects, and archived clients, are not offered (a billing still owed on one can be
    // nudged from its Payment Status, and the automatic reminders keep running).
    .leftJoin(
      projects,
      and(eq(projects.clientId, clients.id), eq(projects.companyId, companyId), eq(projects.status, "active")),
    )
    .leftJoin(
      progress,
      and(
        eq(progress.projectId, projects.id),
        eq(progress.companyId, companyId),
        inArray(progress.status, [...OPEN_STATUSES]),
      ),
    )
    .where(and(eq(clients.companyId, companyId), isNull(clients.archivedAt)))
    .orderBy(asc(clients.name), asc(clients.id), asc(projects.name), asc(projects.id), desc(progress.progressNumber));

// ---- history ----

export type NewHistory = Omit<typeof nudgeHistory.$inferInsert, "id">;

/** Inserts a history row; a row with the same dedupe key already there wins and nothing is returned. */
export const claimHistory = (db: Db, values: NewHistory) =>
  db
    .insert(nudgeHistory)
    .values(values)
    .onConflictDoNothing({ target: nudgeHistory.dedupeKey })
    .returning({ id: nudgeHistory.id });

export const findHistoryByKey = (db: Db, dedupeKey: string) =>
  db.select().from(nudgeHistory).where(eq(nudgeHistory.dedupeKey, dedupeKey)).get();

export const settleHistory = (
  db: Db,
  id: number,
  values: { success: boolean; errorMessage: string | null; channels?: ("email" | "sms")[] },
) => db.update(nudgeHistory).set(values).where(eq(nudgeHistory.id, id));

/** The spec's reminderSent flag (recent activity shows "Reminder Sent"). */
export const markReminderSent = (db: Db, companyId: CompanyId, progressId: number) =>
  db
    .update(progress)
    .set({ reminderSent: true, updatedAt: new Date() })
    .where(and(eq(progress.id, progressId), eq(progress.companyId, companyId)));

/** Messages of a history row are keyed "nudge:{historyId}:{channel}" (see services/reminders/send.ts). */
export const historyMessageKey = (historyId: number, channel: "email" | "sms") => `nudge:${historyId}:${channel}`;

export const findHistoryMessages = (db: Db, keys: string[]) =>
  db
    .select({
      id: messages.id,
      dedupeKey: messages.dedupeKey,
      status: messages.status,
      attempts: messages.attempts,
      provider: messages.provider,
    })
    .from(messages)
    .where(inArray(messages.dedupeKey, keys));

/**
 * Messages that failed before any provider saw them (the queue refused the delivery job) go back to queued.
 * Conditional on that state, so of two concurrent retries only one gets the ids back and enqueues them.
 */
export const requeueUnsentMessages = (db: Db, ids: number[]) =>
  db
    .update(messages)
    .set({ status: "queued", error: null, updatedAt: new Date() })
    .where(
      and(
        inArray(messages.id, ids),
        eq(messages.status, "failed"),
        eq(messages.attempts, 0),
        isNull(messages.provider),
      ),
    )
    .returning({ id: messages.id });

export const failUnsentMessages = (db: Db, ids: number[], error: string) =>
  db
    .update(messages)
    .set({ status: "failed", error, updatedAt: new Date() })
    .where(and(inArray(messages.id, ids), eq(messages.status, "queued"), eq(messages.attempts, 0)));

export const HISTORY_LIMIT = 50;

/** A progress's reminders, newest first, with their template's name. */
export const listHistory = (db: Db, companyId: CompanyId, progressId: number) =>
  db
    .select({
      id: nudgeHistory.id,
      progressId: nudgeHistory.progressId,
      templateId: nudgeHistory.templateId,
      templateName: nudgeTemplates.name,
      sentAt: nudgeHistory.sentAt,
      channels: nudgeHistory.channels,
      success: nudgeHistory.success,
      errorMessage: nudgeHistory.errorMessage,
      automatic: nudgeHistory.automatic,
    })
    .from(nudgeHistory)
    .innerJoin(progress, and(eq(progress.id, nudgeHistory.progressId), eq(progress.companyId, companyId)))
    .leftJoin(nudgeTemplates, eq(nudgeTemplates.id, nudgeHistory.templateId))
    .where(eq(nudgeHistory.progressId, progressId))
    .orderBy(desc(nudgeHistory.sentAt), desc(nudgeHistory.id))
    .limit(HISTORY_LIMIT);

/**
 * The delivery state of those reminders' messages (queued, sent, failed), found through their dedupe keys by
 * the unique index: the delivery layer owns messages, history points at them.
 */
export const listHistoryDeliveries = (db: Db, companyId: CompanyId, progressId: number) =>
  db
    .select({
      historyId: nudgeHistory.id,
      channel: messages.channel,
      status: messages.status,
      error: messages.error,
      sentAt: messages.sentAt,
    })
    .from(nudgeHistory)
    .innerJoin(
      messages,
      sql`${messages.dedupeKey} IN ('nudge:' || ${nudgeHistory.id} || ':email', 'nudge:' || ${nudgeHistory.id} || ':sms')`,
    )
    .innerJoin(progress, and(eq(progress.id, nudgeHistory.progressId), eq(progress.companyId, companyId)))
    .where(eq(nudgeHistory.progressId, progressId));
