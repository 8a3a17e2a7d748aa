// Meeting queries: scoped to the member's company, except the share page's read by id after a token check, the
// processing job's (a queued job carries a meeting id, no member), and the rows that hang off a meeting the service
// has already found in the member's company (participants, recording, parts, shares).
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Quota } from "#schema/contracts";
import type { CompanyId, Member } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const {
  meetings,
  meetingParticipants,
  meetingRecordings,
  meetingRecordingParts,
  meetingShares,
  clients,
  companies,
  notifications,
  projects,
} = schema;

export type MeetingRow = typeof meetings.$inferSelect;
export type ParticipantRow = typeof meetingParticipants.$inferSelect;
export type RecordingRow = typeof meetingRecordings.$inferSelect;
export type ShareRow = typeof meetingShares.$inferSelect;

export const listMeetings = (db: Db, companyId: CompanyId) =>
  db
    .select({
      meeting: meetings,
      // Spelled out: inside a subquery drizzle may leave the outer column unqualified, and "id" would bind inside.
      participantCount: sql<number>`(select count(*) from "meeting_participants" as mp where mp.meeting_id = "meetings"."id")`,
      // The linked project's name (same company: the form checks it), shown on the card.
      projectName: sql<
        string | null
      >`(select p.name from "projects" as p where p.id = "meetings"."project_id" and p.company_id = "meetings"."company_id")`,
    })
    .from(meetings)
    .where(eq(meetings.companyId, companyId))
    .orderBy(desc(meetings.meetingDate), desc(meetings.id));

export const findMeeting = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select()
    .from(meetings)
    .where(and(eq(meetings.companyId, companyId), eq(meetings.id, id)))
    .get();

/** The member's meeting under a device key (meetings_owner_idempotency_uq), also inside the batch creating it. */
const byKey = (memberId: number, key: string) => and(eq(meetings.userId, memberId), eq(meetings.idempotencyKey, key));

/** The member's earlier meeting under this device key. */
export const findMeetingByKey = (db: Db, memberId: number, key: string) =>
  db.select().from(meetings).where(byKey(memberId, key)).get();

/** Only after the share token was checked: the meeting the link names, whoever owns it. */
export const findMeetingById = (db: Db, id: number) => db.select().from(meetings).where(eq(meetings.id, id)).get();

export const listParticipants = (db: Db, meetingId: number) =>
  db
    .select()
    .from(meetingParticipants)
    .where(eq(meetingParticipants.meetingId, meetingId))
    .orderBy(asc(meetingParticipants.id));

export const findRecording = (db: Db, meetingId: number) =>
  db.select().from(meetingRecordings).where(eq(meetingRecordings.meetingId, meetingId)).get();

export const listRecordingParts = (db: Db, meetingId: number) =>
  db
    .select()
    .from(meetingRecordingParts)
    .where(eq(meetingRecordingParts.meetingId, meetingId))
    .orderBy(asc(meetingRecordingParts.partNumber));

/** A retried part replaces the earlier attempt's row: R2 keeps only the last upload of a part number too. */
export const upsertRecordingPart = (db: Db, values: typeof meetingRecordingParts.$inferInsert) =>
  db
    .insert(meetingRecordingParts)
    .values(values)
    .onConflictDoUpdate({
      target: [meetingRecordingParts.meetingId, meetingRecordingParts.partNumber],
      set: { etag: values.etag, size: values.size },
    });

export const listShares = (db: Db, meetingId: number) =>
  db.select().from(meetingShares).where(eq(meetingShares.meetingId, meetingId)).orderBy(desc(meetingShares.id));

export const findShareByHash = (db: Db, hash: string) =>
  db.select().from(meetingShares).where(eq(meetingShares.shareToken, hash)).get();

/** The owner's clients among `ids` (participants may name only the owner's own clients). */
export const countOwnedClients = async (db: Db, companyId: CompanyId, ids: number[]) =>
  ids.length === 0
    ? 0
    : ((
        await db
          .select({ n: count() })
          .from(clients)
          .where(and(eq(clients.companyId, companyId), inArray(clients.id, ids)))
          .get()
      )?.n ?? 0);

/** The name of the company's project a meeting is linked to; null when there is none (or no longer one). */
export async function projectNameOf(db: Db, companyId: CompanyId, projectId: number | null) {
  if (projectId === null) return null;
  const row = await db
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .get();
  return row?.name ?? null;
}

/** The stored language of a project's client (null: none chosen); undefined for no project (ADR 0175). */
export async function projectClientLanguageOf(db: Db, companyId: CompanyId, projectId: number | null) {
  if (projectId === null) return undefined;
  const row = await db
    .select({ language: clients.language })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .get();
  return row ? row.language : undefined;
}

export const ownsProject = async (db: Db, companyId: CompanyId, projectId: number) =>
  Boolean(
    await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
      .get(),
  );

// ---- the owner's edits ----

export type MeetingChanges = Partial<Omit<typeof meetings.$inferInsert, "id" | "companyId" | "userId">>;
export type ParticipantFields = Pick<ParticipantRow, "name" | "email" | "clientId" | "role">;

/** Matched by id and company together: another company's meeting id changes nothing. */
export const updateMeeting = (db: Db, companyId: CompanyId, id: number, changes: MeetingChanges) =>
  db
    .update(meetings)
    .set(changes)
    .where(and(eq(meetings.id, id), eq(meetings.companyId, companyId)));

/** Its participants, recording, parts and shares go with it (cascade); the audio in R2 is the caller's to delete. */
export const deleteMeetingRow = (db: Db, companyId: CompanyId, id: number) =>
  db.delete(meetings).where(and(eq(meetings.id, id), eq(meetings.companyId, companyId)));

/** For the caller's batch: the list is replaced whole, so an edit never leaves a mix of old and new rows. */
export const replaceParticipants = (db: Db, meetingId: number, participants: ParticipantFields[]) => [
  db.delete(meetingParticipants).where(eq(meetingParticipants.meetingId, meetingId)),
  ...participants.map((p) => db.insert(meetingParticipants).values({ meetingId, ...p })),
];

// ---- recordings and shares (of a meeting the caller has already found in the member's company) ----

/** Sniffed from the first part's bytes, so the audio is served as what it is, not as what the device claimed. */
export const setRecordingContentType = (db: Db, meetingId: number, contentType: string) =>
  db.update(meetingRecordings).set({ contentType }).where(eq(meetingRecordings.meetingId, meetingId));

export const markRecordingComplete = (db: Db, meetingId: number, size: number, completedAt: Date) =>
  db
    .update(meetingRecordings)
    .set({ status: "complete", size, completedAt })
    .where(eq(meetingRecordings.meetingId, meetingId));

export const insertShare = (db: Db, values: typeof meetingShares.$inferInsert) =>
  db.insert(meetingShares).values(values).returning().get();

/** A share of this meeting only: a share id from another meeting's list finds nothing. */
export const findShare = (db: Db, meetingId: number, shareId: number) =>
  db
    .select()
    .from(meetingShares)
    .where(and(eq(meetingShares.id, shareId), eq(meetingShares.meetingId, meetingId)))
    .get();

/** A second revoke keeps the time of the first. */
export const markShareRevoked = (db: Db, shareId: number, now: Date) =>
  db
    .update(meetingShares)
    .set({ revokedAt: now })
    .where(and(eq(meetingShares.id, shareId), isNull(meetingShares.revokedAt)));

export const markShareAccessed = (db: Db, shareId: number, now: Date) =>
  db.update(meetingShares).set({ accessedAt: now }).where(eq(meetingShares.id, shareId));

// ---- the processing job (by meeting id: a queued job carries no member) ----

/** Only a meeting still "processing" moves, so a late or redelivered job never overwrites an outcome. */
const stillProcessing = (meetingId: number) =>
  and(eq(meetings.id, meetingId), eq(meetings.processingStatus, "processing"));

export const endProcessing = (db: Db, meetingId: number, status: "failed" | "unavailable") =>
  db.update(meetings).set({ processingStatus: status, updatedAt: new Date() }).where(stillProcessing(meetingId));

/**
 * The job's outcome, for one batch: the owner's notification first, under the same condition the update checks, so
 * both land or neither. The update answers the row it changed: none when another delivery of the job saved first.
 */
export const saveOutcomeStatements = (
  db: Db,
  meetingId: number,
  changes: MeetingChanges,
  notice: { title: string; body: string; link: string },
) =>
  [
    db.insert(notifications).select((qb) =>
      qb
        // drizzle wants every column, in table order.
        .select({
          id: sql<null>`null`.as("id"),
          userId: meetings.userId,
          kind: sql<"meeting_processed">`'meeting_processed'`.as("kind"),
          title: sql<string>`${notice.title}`.as("title"),
          body: sql<string>`${notice.body}`.as("body"),
          link: sql<string>`${notice.link}`.as("link"),
          readAt: sql<null>`null`.as("read_at"),
          createdAt: sql<number>`${Date.now()}`.as("created_at"),
        })
        .from(meetings)
        .where(stillProcessing(meetingId)),
    ),
    db.update(meetings).set(changes).where(stillProcessing(meetingId)).returning({ id: meetings.id }),
  ] as const;

// ---- creating a meeting (worker/services/meetings/create.ts is the one caller) ----

export type NewMeetingFields = Pick<
  MeetingRow,
  | "projectId"
  | "title"
  | "description"
  | "meetingDate"
  | "location"
  | "status"
  | "summaryText"
  | "keyPoints"
  | "actionItems"
  | "isOfflineQueued"
>;

/** Who creates the meeting, under which device key, at what instant: every statement of the batch agrees on them. */
export type MeetingCreation = { member: Member; key: string; now: Date };

/** A value of an INSERT ... SELECT, under its column's name. */
const v = <T>(value: T, name: string) => sql<T>`${value}`.as(name);

/**
 * SQL over the company's row: true while one more recording fits. Evaluated inside the same D1 transaction as the
 * increment, so two recordings racing for the last slot cannot both see room.
 */
function quotaRoom(limit: Quota, now: Date) {
  if (limit === "unlimited") return sql`1`;
  return sql`(case when meetings_reset_date is null or meetings_reset_date <= ${now.getTime()} then 0 else meetings_used end) < ${limit}`;
}

/** The counter's new values for one more recording this month (a new month starts at 1). */
function countOneMore(now: Date, resetAt: Date) {
  const stale = sql`(meetings_reset_date is null or meetings_reset_date <= ${now.getTime()})`;
  return {
    used: sql`case when ${stale} then 1 else meetings_used + 1 end`,
    resetDate: sql`case when ${stale} then ${resetAt.getTime()} else meetings_reset_date end`,
  };
}

/**
 * The meeting and its participants. INSERT ... SELECT from the company's row under the quota predicate: no room, no
 * row; the participants select the meeting by its key, so without it they are not written either. A manual entry
 * passes "unlimited": only recordings use the quota.
 */
export function newMeetingStatements(
  db: Db,
  { member, key, now }: MeetingCreation,
  fields: NewMeetingFields,
  participants: ParticipantFields[],
  limit: Quota,
) {
  const insertMeeting = db.insert(meetings).select((qb) =>
    qb
      // drizzle wants every column, in table order.
      .select({
        id: v(null, "id"),
        companyId: companies.id,
        userId: v(member.id, "user_id"),
        projectId: v(fields.projectId, "project_id"),
        title: v(fields.title, "title"),
        description: v(fields.description, "description"),
        meetingDate: v(fields.meetingDate.getTime(), "meeting_date"),
        location: v(fields.location, "location"),
        status: v(fields.status, "status"),
        processingStatus: v("none", "processing_status"),
        recordingUrl: v(null, "recording_url"),
        transcriptUrl: v(null, "transcript_url"),
        transcriptText: v(null, "transcript_text"),
        summaryText: v(fields.summaryText, "summary_text"),
        keyPoints: v(JSON.stringify(fields.keyPoints), "key_points"),
        actionItems: v(JSON.stringify(fields.actionItems), "action_items"),
        isOfflineQueued: v(fields.isOfflineQueued ? 1 : 0, "is_offline_queued"),
        idempotencyKey: v(key, "idempotency_key"),
        createdAt: v(now.getTime(), "created_at"),
        updatedAt: v(now.getTime(), "updated_at"),
      })
      .from(companies)
      .where(and(eq(companies.id, member.companyId), quotaRoom(limit, now))),
  );
  return [
    insertMeeting,
    ...participants.map((p) =>
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
          .where(byKey(member.id, key)),
      ),
    ),
  ];
}

/**
 * For the same batch, after newMeetingStatements: the recording's upload row and one more use of the month's quota.
 * The usage update reads the company's row in the same transaction as the meeting's insert, so both happen or neither.
 */
export function newRecordingStatements(
  db: Db,
  { member, key, now }: MeetingCreation,
  recording: { r2Key: string; uploadId: string },
  limit: Quota,
  resetAt: Date,
) {
  const more = countOneMore(now, resetAt);
  return [
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
        .where(byKey(member.id, key)),
    ),
    db
      .update(companies)
      .set({ meetingsUsed: more.used, meetingsResetDate: more.resetDate })
      .where(
        and(
          eq(companies.id, member.companyId),
          quotaRoom(limit, now),
          sql`exists (select 1 from ${meetings} where ${byKey(member.id, key)})`,
        ),
      ),
  ];
}

/**
 * Gives back the use of the month's quota an unfinished recording took: only while its upload is still unfinished
 * and the counter still counts the month it was taken in, and never below 0.
 */
export function giveBackRecording(db: Db, companyId: CompanyId, meetingId: number, takenAt: Date) {
  const unfinished = sql`exists (select 1 from ${meetingRecordings} where ${meetingRecordings.meetingId} = ${meetingId} and ${meetingRecordings.status} = 'uploading')`;
  return db
    .update(companies)
    .set({ meetingsUsed: sql`max(${companies.meetingsUsed} - 1, 0)` })
    .where(and(eq(companies.id, companyId), unfinished, sql`${companies.meetingsResetDate} > ${takenAt.getTime()}`));
}

/**
 * Recordings whose upload was opened before `before` and never completed (the device gave up or was wiped): the
 * hourly sweep gives their quota back. Oldest first, a page at a time.
 */
export const listAbandonedRecordings = (db: Db, before: Date, limit: number) =>
  db
    .select({
      meetingId: meetingRecordings.meetingId,
      companyId: meetings.companyId,
      r2Key: meetingRecordings.r2Key,
      uploadId: meetingRecordings.uploadId,
      createdAt: meetingRecordings.createdAt,
    })
    .from(meetingRecordings)
    .innerJoin(meetings, eq(meetings.id, meetingRecordings.meetingId))
    .where(and(eq(meetingRecordings.status, "uploading"), lt(meetingRecordings.createdAt, before)))
    .orderBy(asc(meetingRecordings.createdAt))
    .limit(limit);

// ---- demo data (worker/services/demo/accounts.ts) ----

export const insertMeeting = (db: Db, values: typeof meetings.$inferInsert) => db.insert(meetings).values(values);

/** Participants of the member's newest meeting, for the batch that inserts it (AUTOINCREMENT ids only grow). */
export function insertParticipantsOfLastMeeting(
  db: Db,
  memberId: number,
  participants: Omit<typeof meetingParticipants.$inferInsert, "id" | "meetingId">[],
) {
  const meetingId = sql<number>`(SELECT max(${meetings.id}) FROM ${meetings} WHERE ${meetings.userId} = ${memberId})`;
  return db.insert(meetingParticipants).values(participants.map((p) => ({ meetingId, ...p })));
}
