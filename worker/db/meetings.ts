// Meeting queries: always scoped to the owner, except the share page's read by id after a token check.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { CompanyId } from "../../schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { meetings, meetingParticipants, meetingRecordings, meetingRecordingParts, meetingShares, clients, projects } =
  schema;

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

/** The member's earlier meeting under this device key (meetings_owner_idempotency_uq). */
export const findMeetingByKey = (db: Db, memberId: number, key: string) =>
  db
    .select()
    .from(meetings)
    .where(and(eq(meetings.userId, memberId), eq(meetings.idempotencyKey, key)))
    .get();

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

export const ownsProject = async (db: Db, companyId: CompanyId, projectId: number) =>
  Boolean(
    await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
      .get(),
  );
