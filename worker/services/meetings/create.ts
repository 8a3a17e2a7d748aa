// Creating a meeting: the ONE place a meeting row is born, manual or recorded, in one db.batch.
// The batch is the hook for anything that must happen with a new meeting (e.g. a "first meeting" badge).
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { MEETING_LIMIT_REACHED, type Meeting } from "../../../schema/contracts";
import { awardStatements } from "../../db/achievements";
import { findMeetingByKey } from "../../db/meetings";
import { randomToken } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { schema } from "../../lib/db";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { EARNED_BY } from "../achievements/rules";
import type { SessionUser } from "../sessions";
import { countOneMore, meetingUsageOf, quotaRoom } from "./quota";

const { companies, meetings, meetingParticipants, meetingRecordings } = schema;

export type NewMeeting = Omit<Meeting, "participants"> & {
  participants: Meeting["participants"];
  isOfflineQueued?: boolean;
};

/** A recording counts against the monthly quota and opens its R2 multipart upload. */
export type NewRecording = { r2Key: string; uploadId: string };

export class MeetingLimitError extends AppError {
  constructor() {
    super("LIMIT_REACHED", MEETING_LIMIT_REACHED);
  }
}

/**
 * Inserts the meeting (and its participants, and for a recording its upload row and one more use of the month's
 * quota) in one D1 transaction. The same idempotency key answers the first meeting instead of a second one.
 * Answers { meeting, created }: created is false when the key had already made it.
 */
export async function createMeeting(
  db: Db,
  user: SessionUser,
  input: NewMeeting,
  options: { idempotencyKey?: string | null; recording?: NewRecording; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const key = options.idempotencyKey ?? randomToken(18);
  if (options.idempotencyKey) {
    const existing = await findMeetingByKey(db, user.id, key);
    if (existing) return { meeting: existing, created: false };
  }
  const recording = options.recording;
  const usage = meetingUsageOf(user, now);
  // Only recordings use the quota; a manual entry always fits.
  const room = recording ? quotaRoom(usage.meetingsLimit, now) : sql`1`;
  const byKey = and(eq(meetings.userId, user.id), eq(meetings.idempotencyKey, key));

  const values = {
    companyId: user.companyId,
    userId: user.id,
    projectId: input.projectId,
    title: input.title,
    description: input.description,
    meetingDate: input.meetingDate,
    location: input.location,
    status: input.status,
    processingStatus: "none",
    summaryText: input.summaryText,
    keyPoints: input.keyPoints,
    actionItems: input.actionItems,
    isOfflineQueued: input.isOfflineQueued ?? false,
    idempotencyKey: key,
  } satisfies typeof meetings.$inferInsert;

  // INSERT ... SELECT from the company's row under the quota predicate: no room, no row. The usage update below
  // reads the same row in the same transaction, so both happen or neither.
  const v = <T>(value: T, name: string) => sql<T>`${value}`.as(name);
  const insertMeeting = db.insert(meetings).select((qb) =>
    qb
      // drizzle wants every column, in table order.
      .select({
        id: v(null, "id"),
        companyId: companies.id,
        userId: v(user.id, "user_id"),
        projectId: v(values.projectId, "project_id"),
        title: v(values.title, "title"),
        description: v(values.description, "description"),
        meetingDate: v(values.meetingDate.getTime(), "meeting_date"),
        location: v(values.location, "location"),
        status: v(values.status, "status"),
        processingStatus: v(values.processingStatus, "processing_status"),
        recordingUrl: v(null, "recording_url"),
        transcriptUrl: v(null, "transcript_url"),
        transcriptText: v(null, "transcript_text"),
        summaryText: v(values.summaryText, "summary_text"),
        keyPoints: v(JSON.stringify(values.keyPoints), "key_points"),
        actionItems: v(JSON.stringify(values.actionItems), "action_items"),
        isOfflineQueued: v(values.isOfflineQueued ? 1 : 0, "is_offline_queued"),
        idempotencyKey: v(key, "idempotency_key"),
        createdAt: v(now.getTime(), "created_at"),
        updatedAt: v(now.getTime(), "updated_at"),
      })
      .from(companies)
      .where(and(eq(companies.id, user.companyId), room)),
  );

  const statements: BatchItem<"sqlite">[] = [
    insertMeeting,
    ...input.participants.map((p) =>
      db.insert(meetingParticipants).select((qb) =>
        qb
          .select({
            id: v(null, "id"),
            meetingId: meetings.id,
            name: v(p.name, "name"),
            email: v(p.email, "email"),
            clientId: v(p.clientId, "client_id"),
            role: v(p.role, "role"),
            createdAt: v(now.getTime(), "created_at"),
          })
          .from(meetings)
          .where(byKey),
      ),
    ),
  ];
  // The meeting badges it earns commit with it (ADR 0050).
  statements.push(...awardStatements(db, user.id, EARNED_BY.meetingCreated));
  if (recording) {
    const more = countOneMore(now, usage.meetingsResetDate);
    statements.push(
      db.insert(meetingRecordings).select((qb) =>
        qb
          .select({
            meetingId: meetings.id,
            r2Key: v(recording.r2Key, "r2_key"),
            uploadId: v(recording.uploadId, "upload_id"),
            contentType: v(null, "content_type"),
            status: v("uploading", "status"),
            size: v(null, "size"),
            createdAt: v(now.getTime(), "created_at"),
            completedAt: v(null, "completed_at"),
          })
          .from(meetings)
          .where(byKey),
      ),
      db
        .update(companies)
        .set({ meetingsUsed: more.used, meetingsResetDate: more.resetDate })
        .where(and(eq(companies.id, user.companyId), room, sql`exists (select 1 from ${meetings} where ${byKey})`)),
    );
  }

  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (err) {
    // The same key sent twice at once: the loser answers the winner's meeting.
    if (isUniqueViolation(err) && options.idempotencyKey) {
      const existing = await findMeetingByKey(db, user.id, key);
      if (existing) return { meeting: existing, created: false };
    }
    throw err;
  }
  const meeting = await findMeetingByKey(db, user.id, key);
  if (!meeting) throw new MeetingLimitError();
  return { meeting, created: true };
}
