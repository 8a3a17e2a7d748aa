// The meeting jobs: "transcribe-segment" (one per segment of a recording) and "process-meeting" (joins the
// transcripts, drafts notes in parts, validates them, saves exactly once, notifies). ADR 0030, ADR 0121.
import { type AiNotes, MAX_SEGMENT_BYTES } from "#schema/contracts";
import { findSegment, insertSegments, listSegments, type SegmentRow } from "../../db/meeting-segments";
import {
  endProcessing,
  findMeetingById,
  findRecording,
  type MeetingRow,
  type RecordingRow,
  saveOutcomeStatements,
} from "../../db/meetings";
import type { Db } from "../../lib/db";
import { enqueue } from "../../lib/queue";
import { type AiRunner, transcribe } from "../../providers/ai";
import { transcriptUrl } from "./meetings";
import { notesOf } from "./notes";
import { isTranscribed, saveMeetingTranscript, saveSegmentTranscript, segmentTranscript } from "./transcripts";

/** Hands a meeting to the queue; if the queue refuses, the meeting is left for the person to complete. */
export async function enqueueProcessing(env: Env, db: Db, meetingId: number) {
  try {
    await enqueue(env.JOBS, { type: "process-meeting", meetingId });
  } catch (err) {
    console.error(`Meeting ${meetingId} could not be queued for processing`, err);
    await endProcessing(db, meetingId, "failed");
  }
}

/**
 * Nothing in the account stores a spoken language today (a company keeps a timezone, which does not say one), so
 * Whisper detects it. When a company language exists, answer its ISO 639-1 code here.
 */
const languageOf = (_meeting: MeetingRow): string | undefined => undefined;

/** Both meeting jobs start here: only a meeting still "processing" is worked on, and only where an AI is bound. */
async function workable(db: Db, meetingId: number, ai: AiRunner | undefined) {
  const meeting = await findMeetingById(db, meetingId);
  if (meeting?.processingStatus !== "processing") return "skipped" as const;
  if (!ai) {
    await endProcessing(db, meetingId, "unavailable");
    return "unavailable" as const;
  }
  return { meeting, ai, recording: await findRecording(db, meetingId) };
}

/** A recording completed before segments existed (or by an older client) is one segment: the whole object. */
async function segmentsOf(db: Db, meetingId: number, recording: RecordingRow) {
  const segments = await listSegments(db, meetingId);
  if (segments.length > 0 || recording.size === null) return segments;
  await insertSegments(db, meetingId, [recording.size]);
  return listSegments(db, meetingId);
}

/**
 * Idempotent: only a meeting still "processing" is worked on, and the save is one batch whose every statement
 * is conditional on that status, so a redelivered job saves nothing twice. AI errors throw (the consumer retries).
 * A recording of several segments is transcribed by one transcribe-segment job per segment; the last of them sends
 * this job again, which then joins the transcripts in order and drafts the notes.
 */
export async function processMeeting(env: Env, db: Db, meetingId: number, ai: AiRunner | undefined = env.AI) {
  const ready = await workable(db, meetingId, ai);
  if (typeof ready === "string") return ready;
  const { meeting, recording, ai: model } = ready;
  if (recording?.status !== "complete") {
    await endProcessing(db, meetingId, "failed");
    return "failed" as const;
  }
  let segments = await segmentsOf(db, meetingId, recording);
  const pending = segments.filter((s) => !isTranscribed(s));
  if (pending.length > 1 || (pending.length === 1 && segments.length > 1)) {
    await enqueue(
      env.JOBS,
      pending.map((s) => ({ type: "transcribe-segment" as const, meetingId, seq: s.seq })),
    );
    return "transcribing" as const;
  }
  const [only] = pending;
  if (only) {
    // A recording of one segment: this job is that segment's job.
    const outcome = await transcribeOne(env, db, model, meeting, recording, only);
    if (outcome !== "transcribed") return outcome;
    segments = await listSegments(db, meetingId);
  }

  // At most MAX_RECORDING_SEGMENTS small objects, read together.
  const texts = await Promise.all(segments.map((s) => segmentTranscript(env, recording, s)));
  const transcript = texts.filter((t) => t.length > 0).join("\n\n");
  // The only copy of the joined text (ADR 0128): the download, the export and the notes read it; a retry rewrites it.
  await saveMeetingTranscript(env, recording, transcript);
  const notes = transcript.length > 0 ? await notesOf(model, transcript, `Meeting ${meetingId}`) : null;
  return saveOutcome(db, meeting, notes);
}

/**
 * The transcribe-segment job: reads that segment's bytes only (an R2 range read), transcribes them, saves the text
 * once; when every segment has its text, hands the meeting back to process-meeting. A redelivery transcribes nothing
 * twice (the saved transcript is kept) and may send process-meeting again, which is idempotent.
 */
export async function transcribeSegment(
  env: Env,
  db: Db,
  meetingId: number,
  seq: number,
  ai: AiRunner | undefined = env.AI,
) {
  const ready = await workable(db, meetingId, ai);
  if (typeof ready === "string") return ready;
  const { meeting, recording, ai: model } = ready;
  const segment = await findSegment(db, meetingId, seq);
  if (recording?.status !== "complete" || !segment) {
    await endProcessing(db, meetingId, "failed");
    return "failed" as const;
  }
  if (!isTranscribed(segment)) {
    const outcome = await transcribeOne(env, db, model, meeting, recording, segment);
    if (outcome !== "transcribed") return outcome;
  }
  const segments = await listSegments(db, meetingId);
  if (segments.every(isTranscribed)) await enqueue(env.JOBS, { type: "process-meeting", meetingId });
  return "transcribed" as const;
}

/** One segment through Whisper: never more than MAX_SEGMENT_BYTES in memory, never the whole recording. */
async function transcribeOne(
  env: Env,
  db: Db,
  ai: AiRunner,
  meeting: MeetingRow,
  recording: RecordingRow,
  segment: SegmentRow,
) {
  if (segment.size > MAX_SEGMENT_BYTES) {
    // Five retries would not make it fit: hand the meeting back at once (the audio is kept).
    console.error(`Meeting ${meeting.id}: segment ${segment.seq} is ${segment.size} bytes, too large to transcribe`);
    await endProcessing(db, meeting.id, "failed");
    return "failed" as const;
  }
  const audio = await env.MEDIA.get(recording.r2Key, { range: { offset: segment.offset, length: segment.size } });
  if (!audio) {
    await endProcessing(db, meeting.id, "failed");
    return "failed" as const;
  }
  const text = await transcribe(ai, await audio.arrayBuffer(), languageOf(meeting));
  await saveSegmentTranscript(env, db, recording, meeting.id, segment.seq, text, new Date());
  return "transcribed" as const;
}

const NOTES_FAILED_TITLE = "Meeting notes need your help";
const notesFailedBody = (title: string) =>
  `"${title}": the recording is saved but notes could not be written automatically. Add them by hand.`;

async function saveOutcome(db: Db, meeting: MeetingRow, notes: AiNotes | null) {
  const status = notes ? "processed" : "failed";
  const title = notes ? "Meeting notes are ready" : NOTES_FAILED_TITLE;
  const body = notes
    ? `"${meeting.title}": summary, key points and action items are ready to review.`
    : notesFailedBody(meeting.title);
  // What the contractor already typed wins; the AI fills what is empty.
  const keep = <T>(mine: T[], theirs: T[]) => (mine.length > 0 ? mine : theirs);
  const [, updated] = await db.batch(
    saveOutcomeStatements(
      db,
      meeting.id,
      {
        processingStatus: status,
        // The text is in R2 only; the column is read as a fallback for meetings saved before the move.
        transcriptText: null,
        transcriptUrl: transcriptUrl(meeting.id),
        summaryText: meeting.summaryText ?? notes?.summary ?? null,
        keyPoints: keep(meeting.keyPoints, notes?.keyPoints.map((k) => ({ text: k.text })) ?? []),
        actionItems: keep(
          meeting.actionItems,
          notes?.actionItems.map((a) => ({
            text: a.text,
            assignedTo: a.assignedTo ?? null,
            dueDate: a.dueDate ?? null,
          })) ?? [],
        ),
        updatedAt: new Date(),
      },
      { title, body, link: `/meetings/${meeting.id}` },
    ),
  );
  return updated.length > 0 ? status : ("skipped" as const);
}

/**
 * A job the queue gave up on (dead-lettered): the meeting is handed back to be completed by hand, and its owner is
 * told, in one batch conditional on "processing" (a second dead letter of the same meeting changes nothing).
 */
export async function giveUpOnMeeting(db: Db, meetingId: number) {
  const meeting = await findMeetingById(db, meetingId);
  if (meeting?.processingStatus !== "processing") return;
  await db.batch(
    saveOutcomeStatements(
      db,
      meetingId,
      { processingStatus: "failed", updatedAt: new Date() },
      { title: NOTES_FAILED_TITLE, body: notesFailedBody(meeting.title), link: `/meetings/${meetingId}` },
    ),
  );
}
