// Transcripts still held in D1 from before they moved to R2 (ADR 0128): one bounded chunk at a time, found through
// partial indexes that hold only the rows still to move (a cleared row leaves the index, so a chunk never re-reads
// the rows already moved).
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { meetings, meetingSegments, meetingRecordings } = schema;

/** Meetings whose joined transcript is still in D1, with the recording their R2 objects sit beside. */
export const meetingTranscriptsInD1 = (db: Db, limit: number) =>
  db
    .select({ id: meetings.id, text: meetings.transcriptText, r2Key: meetingRecordings.r2Key })
    .from(meetings)
    .innerJoin(meetingRecordings, eq(meetingRecordings.meetingId, meetings.id))
    .where(isNotNull(meetings.transcriptText))
    .orderBy(asc(meetings.id))
    .limit(limit);

/** Segments whose text is still in D1. */
export const segmentTranscriptsInD1 = (db: Db, limit: number) =>
  db
    .select({
      meetingId: meetingSegments.meetingId,
      seq: meetingSegments.seq,
      text: meetingSegments.transcript,
      r2Key: meetingRecordings.r2Key,
    })
    .from(meetingSegments)
    .innerJoin(meetingRecordings, eq(meetingRecordings.meetingId, meetingSegments.meetingId))
    .where(isNotNull(meetingSegments.transcript))
    .orderBy(asc(meetingSegments.meetingId), asc(meetingSegments.seq))
    .limit(limit);

/** Clears the D1 copies once their R2 objects are written; both in one batch. */
export const clearD1TranscriptsStatements = (
  db: Db,
  meetingIds: number[],
  segments: { meetingId: number; seq: number }[],
) => {
  const statements = [];
  if (meetingIds.length > 0)
    statements.push(
      db
        .update(meetings)
        .set({ transcriptText: null })
        .where(and(inArray(meetings.id, meetingIds), isNotNull(meetings.transcriptText))),
    );
  if (segments.length > 0)
    statements.push(
      db
        .update(meetingSegments)
        .set({ transcript: null })
        .where(
          and(
            isNotNull(meetingSegments.transcript),
            sql`(${meetingSegments.meetingId}, ${meetingSegments.seq}) in (values ${sql.join(
              segments.map((s) => sql`(${s.meetingId}, ${s.seq})`),
              sql`, `,
            )})`,
          ),
        ),
    );
  return statements;
};
