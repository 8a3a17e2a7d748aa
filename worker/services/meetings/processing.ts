// The "process-meeting" job: transcribe the recording, draft notes, validate them, save exactly once, notify.
import { type AiNotes, AiNotesSchema } from "#schema/contracts";
import {
  endProcessing,
  findMeetingById,
  findRecording,
  type MeetingRow,
  saveOutcomeStatements,
} from "../../db/meetings";
import type { Db } from "../../lib/db";
import { enqueue } from "../../lib/queue";
import { type AiRunner, draftNotes, transcribe } from "../../providers/ai";
import { transcriptUrl } from "./meetings";
import { transcriptKeyOf } from "./storage";

/** Hands a meeting to the queue; if the queue refuses, the meeting is left for the person to complete. */
export async function enqueueProcessing(env: Env, db: Db, meetingId: number) {
  try {
    await enqueue(env.JOBS, { type: "process-meeting", meetingId });
  } catch (err) {
    console.error(`Meeting ${meetingId} could not be queued for processing`, err);
    await endProcessing(db, meetingId, "failed");
  }
}

/** The model gets a second chance at valid JSON before the meeting is handed back to the person. */
const NOTE_ATTEMPTS = 2;

/**
 * Idempotent: only a meeting still "processing" is worked on, and the save is one batch whose every statement
 * is conditional on that status, so a redelivered job saves nothing twice. AI errors throw (the consumer retries).
 */
export async function processMeeting(env: Env, db: Db, meetingId: number, ai: AiRunner | undefined = env.AI) {
  const meeting = await findMeetingById(db, meetingId);
  if (meeting?.processingStatus !== "processing") return "skipped" as const;
  if (!ai) {
    await endProcessing(db, meetingId, "unavailable");
    return "unavailable" as const;
  }
  const recording = await findRecording(db, meetingId);
  const audio = recording?.status === "complete" ? await env.MEDIA.get(recording.r2Key) : null;
  if (!recording || !audio) {
    await endProcessing(db, meetingId, "failed");
    return "failed" as const;
  }

  // A retry after the transcript was stored does not pay for Whisper again.
  const transcriptKey = transcriptKeyOf(recording.r2Key);
  const stored = await env.MEDIA.get(transcriptKey);
  let transcript: string;
  if (stored) {
    transcript = await stored.text();
    await audio.body.cancel();
  } else {
    transcript = await transcribe(ai, await audio.arrayBuffer());
    await env.MEDIA.put(transcriptKey, transcript, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
  }

  let notes: AiNotes | null = null;
  if (transcript.length > 0) {
    for (let attempt = 0; attempt < NOTE_ATTEMPTS && !notes; attempt++) {
      const parsed = AiNotesSchema.safeParse(await draftNotes(ai, transcript));
      if (parsed.success) notes = parsed.data;
      else console.error(`Meeting ${meetingId}: the model's notes did not validate`, parsed.error.issues.slice(0, 3));
    }
  }
  return saveOutcome(db, meeting, transcript, notes);
}

async function saveOutcome(db: Db, meeting: MeetingRow, transcript: string, notes: AiNotes | null) {
  const status = notes ? "processed" : "failed";
  const title = notes ? "Meeting notes are ready" : "Meeting notes need your help";
  const body = notes
    ? `"${meeting.title}": summary, key points and action items are ready to review.`
    : `"${meeting.title}": the recording is saved but notes could not be written automatically. Add them by hand.`;
  // What the contractor already typed wins; the AI fills what is empty.
  const keep = <T>(mine: T[], theirs: T[]) => (mine.length > 0 ? mine : theirs);
  const [, updated] = await db.batch(
    saveOutcomeStatements(
      db,
      meeting.id,
      {
        processingStatus: status,
        transcriptText: transcript,
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

/** A job the queue gave up on (dead-lettered): the meeting is handed back to be completed by hand. */
export const giveUpOnMeeting = (db: Db, meetingId: number) => endProcessing(db, meetingId, "failed");
