// Meeting transcripts live in R2, beside the recording (ADR 0128): the joined text at transcript.txt, each segment's
// at segments/<seq>.txt. D1 keeps only the marks (`transcript_url`, `transcribed_at`). Rows written before the move
// still hold their text in D1 until the retention job moves it, so every reader goes through the two functions here,
// which read R2 first and the D1 column after.
import type { SegmentRow } from "../../db/meeting-segments";
import { markSegmentTranscribed } from "../../db/meeting-segments";
import { clearD1TranscriptsStatements, meetingTranscriptsInD1, segmentTranscriptsInD1 } from "../../db/transcripts";
import type { Db } from "../../lib/db";
import { segmentTranscriptKeyOf, transcriptKeyOf } from "./storage";

const TEXT = { httpMetadata: { contentType: "text/plain; charset=utf-8" } };

/** The meeting's joined transcript, or null when none was written. */
export async function meetingTranscript(
  env: Env,
  meeting: { transcriptText: string | null },
  recording: { r2Key: string } | null | undefined,
): Promise<string | null> {
  const object = recording ? await env.MEDIA.get(transcriptKeyOf(recording.r2Key)) : null;
  if (object) return object.text();
  return meeting.transcriptText;
}

/** The joined transcript is written to R2 only; the meeting row keeps its link. A retry writes the same text. */
export const saveMeetingTranscript = (env: Env, recording: { r2Key: string }, text: string) =>
  env.MEDIA.put(transcriptKeyOf(recording.r2Key), text, TEXT);

/** Whether a segment has its transcript (in R2, or in D1 for a row written before the move). */
export const isTranscribed = (segment: Pick<SegmentRow, "transcribedAt" | "transcript">) =>
  segment.transcribedAt !== null || segment.transcript !== null;

/** One segment's transcript; "" for a segment with no speech (or whose object is missing). */
export async function segmentTranscript(env: Env, recording: { r2Key: string }, segment: SegmentRow) {
  if (segment.transcript !== null) return segment.transcript;
  if (!isTranscribed(segment)) return "";
  const object = await env.MEDIA.get(segmentTranscriptKeyOf(recording.r2Key, segment.seq));
  return object ? object.text() : "";
}

/** The object first, then the mark: a crash between them leaves a segment to transcribe again, never a lost text. */
export async function saveSegmentTranscript(
  env: Env,
  db: Db,
  recording: { r2Key: string },
  meetingId: number,
  seq: number,
  text: string,
  now: Date,
) {
  await env.MEDIA.put(segmentTranscriptKeyOf(recording.r2Key, seq), text, TEXT);
  await markSegmentTranscribed(db, meetingId, seq, now);
}

/**
 * Rows moved per job. Each is an R2 write (a subrequest), and the clearing statements bind two parameters per
 * segment, inside D1's 100 bound parameters a statement.
 */
export const TRANSCRIPT_CHUNK = 40;

/**
 * Moves one chunk of transcripts still in D1 to R2 and clears the D1 copies. Idempotent: an object written twice
 * holds the same text, and a cleared row is no longer selected. `more` says a chunk came back full.
 */
export async function moveTranscriptsToR2(env: Env, db: Db, limit = TRANSCRIPT_CHUNK) {
  const [meetings, segments] = await db.batch([meetingTranscriptsInD1(db, limit), segmentTranscriptsInD1(db, limit)]);
  await Promise.all([
    ...meetings.map((m) => saveMeetingTranscript(env, m, m.text ?? "")),
    ...segments.map((s) => env.MEDIA.put(segmentTranscriptKeyOf(s.r2Key, s.seq), s.text ?? "", TEXT)),
  ]);
  const clear = clearD1TranscriptsStatements(
    db,
    meetings.map((m) => m.id),
    segments.map(({ meetingId, seq }) => ({ meetingId, seq })),
  );
  const [first, ...rest] = clear;
  if (first) await db.batch([first, ...rest]);
  return {
    meetings: meetings.length,
    segments: segments.length,
    more: meetings.length >= limit || segments.length >= limit,
  };
}
