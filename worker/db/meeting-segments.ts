// A recording's segments (ADR 0121): written once when the upload completes, each transcript saved once by its job.
// Keyed (meeting_id, seq), so every read is a primary-key range of at most MAX_RECORDING_SEGMENTS rows.
import { and, asc, eq, isNull } from "drizzle-orm";
import { MAX_RECORDING_SEGMENTS } from "#schema/contracts/meeting-texts";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { meetingSegments, meetingRecordings, meetingRecordingParts } = schema;

export type SegmentRow = typeof meetingSegments.$inferSelect;

/** A repeated completion inserts nothing twice (the key is the meeting and the position). */
export const insertSegments = (
  db: Db,
  meetingId: number,
  sizes: readonly number[],
  durationsMs?: readonly number[],
) => {
  let offset = 0;
  const rows = sizes.map((size, seq) => {
    const row = { meetingId, seq, offset, size, durationMs: durationsMs?.[seq] ?? null };
    offset += size;
    return row;
  });
  return db.insert(meetingSegments).values(rows).onConflictDoNothing();
};

export const listSegments = (db: Db, meetingId: number) =>
  db
    .select()
    .from(meetingSegments)
    .where(eq(meetingSegments.meetingId, meetingId))
    .orderBy(asc(meetingSegments.seq))
    .limit(MAX_RECORDING_SEGMENTS);

/** Where each segment lies and how long it plays, without the transcripts (the player's reads). */
const spanColumns = {
  seq: meetingSegments.seq,
  offset: meetingSegments.offset,
  size: meetingSegments.size,
  durationMs: meetingSegments.durationMs,
};
export type SegmentSpan = { seq: number; offset: number; size: number; durationMs: number | null };

export const listSegmentSpans = (db: Db, meetingId: number): Promise<SegmentSpan[]> =>
  db
    .select(spanColumns)
    .from(meetingSegments)
    .where(eq(meetingSegments.meetingId, meetingId))
    .orderBy(asc(meetingSegments.seq))
    .limit(MAX_RECORDING_SEGMENTS);

export const findSegmentSpan = (db: Db, meetingId: number, seq: number): Promise<SegmentSpan | undefined> =>
  db
    .select(spanColumns)
    .from(meetingSegments)
    .where(and(eq(meetingSegments.meetingId, meetingId), eq(meetingSegments.seq, seq)))
    .get();

export const findSegment = (db: Db, meetingId: number, seq: number) =>
  db
    .select()
    .from(meetingSegments)
    .where(and(eq(meetingSegments.meetingId, meetingId), eq(meetingSegments.seq, seq)))
    .get();

/**
 * Marks a segment transcribed, once: its text is already in R2 (ADR 0128), so the row keeps only the time. A
 * redelivered job changes nothing. `transcribed_at` is the mark (old rows set it together with their D1 text).
 */
export const markSegmentTranscribed = (db: Db, meetingId: number, seq: number, now: Date) =>
  db
    .update(meetingSegments)
    .set({ transcribedAt: now })
    .where(
      and(
        eq(meetingSegments.meetingId, meetingId),
        eq(meetingSegments.seq, seq),
        isNull(meetingSegments.transcribedAt),
      ),
    )
    .returning({ seq: meetingSegments.seq });

/**
 * R2 no longer knows the upload (it aborts unfinished ones after 7 days): the recording gets a new upload id and
 * forgets the parts that went with the old one, in one batch, so the device sends everything again.
 */
export const restartRecordingUpload = (db: Db, meetingId: number, uploadId: string) =>
  db.batch([
    db.delete(meetingRecordingParts).where(eq(meetingRecordingParts.meetingId, meetingId)),
    db
      .update(meetingRecordings)
      .set({ uploadId })
      .where(and(eq(meetingRecordings.meetingId, meetingId), eq(meetingRecordings.status, "uploading"))),
  ]);
