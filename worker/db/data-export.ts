// Everything one contractor owns, read for the data export. Every query is scoped by the company.
import { and, asc, eq, sql } from "drizzle-orm";
import type { CompanyId, Member } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { payoutColumns } from "./company-columns";

const {
  approvals,
  clients,
  companies,
  meetingParticipants,
  meetingRecordings,
  meetingShares,
  meetings,
  messages,
  nudgeHistory,
  nudgeTemplates,
  progress,
  projects,
  uploads,
  users,
} = schema;

/** The owner's account (without the password hash) and the company's details. */
export const findExportAccount = (db: Db, member: Member) =>
  db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      userType: users.userType,
      role: users.role,
      companyName: companies.companyName,
      timezone: companies.timezone,
      ...payoutColumns,
      subscriptionPlan: companies.subscriptionPlan,
      subscriptionStatus: companies.subscriptionStatus,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, member.id), eq(users.companyId, member.companyId)))
    .get();

/** The export's table reads, as one D1 batch (one round trip, one consistent snapshot). */
export const exportTableReads = (db: Db, companyId: CompanyId) =>
  [
    db.select().from(clients).where(eq(clients.companyId, companyId)).orderBy(asc(clients.id)),
    db.select().from(projects).where(eq(projects.companyId, companyId)).orderBy(asc(projects.id)),
    db.select().from(progress).where(eq(progress.companyId, companyId)).orderBy(asc(progress.id)),
    db
      .select({ approval: approvals })
      .from(approvals)
      .innerJoin(progress, eq(progress.id, approvals.progressId))
      .where(eq(progress.companyId, companyId))
      .orderBy(asc(approvals.id)),
    db.select().from(nudgeTemplates).where(eq(nudgeTemplates.companyId, companyId)).orderBy(asc(nudgeTemplates.id)),
    db
      .select({ reminder: nudgeHistory })
      .from(nudgeHistory)
      .innerJoin(progress, eq(progress.id, nudgeHistory.progressId))
      .where(eq(progress.companyId, companyId))
      .orderBy(asc(nudgeHistory.id)),
    db
      .select({
        id: messages.id,
        channel: messages.channel,
        to: messages.to,
        subject: messages.subject,
        body: messages.body,
        status: messages.status,
        error: messages.error,
        createdAt: messages.createdAt,
        sentAt: messages.sentAt,
      })
      .from(messages)
      .where(eq(messages.companyId, companyId))
      .orderBy(asc(messages.id)),
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.companyId, companyId), sql`${uploads.kind} in ('photo', 'signature')`))
      .orderBy(asc(uploads.id)),
    // Meetings without their idempotency key (a device's retry token, not the contractor's data).
    db
      .select({
        id: meetings.id,
        projectId: meetings.projectId,
        title: meetings.title,
        description: meetings.description,
        meetingDate: meetings.meetingDate,
        location: meetings.location,
        status: meetings.status,
        processingStatus: meetings.processingStatus,
        summaryText: meetings.summaryText,
        keyPoints: meetings.keyPoints,
        actionItems: meetings.actionItems,
        transcriptText: meetings.transcriptText,
        hasTranscript: sql<number>`${meetings.transcriptUrl} is not null`,
        isOfflineQueued: meetings.isOfflineQueued,
        createdAt: meetings.createdAt,
        updatedAt: meetings.updatedAt,
      })
      .from(meetings)
      .where(eq(meetings.companyId, companyId))
      .orderBy(asc(meetings.id)),
    db
      .select({ participant: meetingParticipants })
      .from(meetingParticipants)
      .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
      .where(eq(meetings.companyId, companyId))
      .orderBy(asc(meetingParticipants.id)),
    // Only finished recordings have a file to carry away.
    db
      .select({
        meetingId: meetingRecordings.meetingId,
        r2Key: meetingRecordings.r2Key,
        contentType: meetingRecordings.contentType,
        size: meetingRecordings.size,
      })
      .from(meetingRecordings)
      .innerJoin(meetings, eq(meetings.id, meetingRecordings.meetingId))
      .where(and(eq(meetings.companyId, companyId), eq(meetingRecordings.status, "complete"))),
    // Shares without the token hash: a link's secret is never exported.
    db
      .select({
        id: meetingShares.id,
        meetingId: meetingShares.meetingId,
        recipientEmail: meetingShares.recipientEmail,
        recipientPhone: meetingShares.recipientPhone,
        expiresAt: meetingShares.expiresAt,
        createdAt: meetingShares.createdAt,
        accessedAt: meetingShares.accessedAt,
        revokedAt: meetingShares.revokedAt,
      })
      .from(meetingShares)
      .innerJoin(meetings, eq(meetings.id, meetingShares.meetingId))
      .where(eq(meetings.companyId, companyId))
      .orderBy(asc(meetingShares.id)),
  ] as const;
