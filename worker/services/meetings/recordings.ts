// Recording uploads: an R2 multipart upload through the Worker, part by part, streamed (never buffered whole),
// resumable after a drop, checked by content and size (playback.ts serves it back).
import {
  MAX_RECORDING_BYTES,
  MEETING_NOT_FOUND,
  RECORDING_DONE,
  RECORDING_EMPTY,
  RECORDING_INCOMPLETE,
  RECORDING_PART_BYTES,
  RECORDING_PART_SIZE,
  RECORDING_RESTARTED,
  RECORDING_SEGMENTS_MISMATCH,
  RECORDING_TOO_LARGE,
  RECORDING_WRONG_TYPE,
  type StartRecordingInput,
} from "#schema/contracts";
import type { Member } from "#schema/db/companies";
import { insertSegments, restartRecordingUpload } from "../../db/meeting-segments";
import {
  findRecording,
  listRecordingParts,
  markRecordingComplete,
  setRecordingContentType,
  updateMeeting,
  upsertRecordingPart,
} from "../../db/meetings";
import { randomToken } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { SessionUser } from "../sessions";
import { createMeeting } from "./create";
import { audioUrl, getMeeting, ownedMeeting } from "./meetings";
import { enqueueProcessing } from "./processing";
import { recordingKey, SNIFF_BYTES, sniffAudio } from "./storage";

/**
 * Opens (or, for a retried start with the same key, re-opens) a recording's upload. Uses one of the month's
 * recordings; answers the meeting id and the parts the Worker already holds, so a device resumes after them.
 */
export async function startRecording(
  env: Env,
  db: Db,
  user: SessionUser,
  input: StartRecordingInput & { meetingDate: Date; projectId: number | null; isOfflineQueued: boolean },
) {
  const r2Key = recordingKey(user.id, randomToken(18));
  // Opening an R2 multipart upload is cheap; it is aborted below if the meeting is not created.
  const upload = await env.MEDIA.createMultipartUpload(r2Key);
  let result: Awaited<ReturnType<typeof createMeeting>>;
  try {
    result = await createMeeting(
      db,
      user,
      {
        title: input.title,
        meetingDate: input.meetingDate,
        projectId: input.projectId,
        location: "jobsite",
        status: "draft",
        description: null,
        summaryText: null,
        keyPoints: [],
        actionItems: [],
        participants: [],
        isOfflineQueued: input.isOfflineQueued,
      },
      { idempotencyKey: input.clientKey, recording: { r2Key, uploadId: upload.uploadId } },
    );
  } catch (err) {
    await upload.abort().catch(() => undefined);
    throw err;
  }
  if (!result.created) await upload.abort().catch(() => undefined);
  return { ...(await recordingState(db, result.meeting.id)), created: result.created };
}

/** What a resuming device needs: which parts arrived (by number and size) and whether the upload finished. */
export async function recordingState(db: Db, meetingId: number) {
  const recording = await findRecording(db, meetingId);
  if (!recording) throw notFound(MEETING_NOT_FOUND);
  const parts = await listRecordingParts(db, meetingId);
  return {
    meetingId,
    status: recording.status,
    partBytes: RECORDING_PART_BYTES,
    parts: parts.map((p) => ({ partNumber: p.partNumber, size: p.size })),
  };
}

export async function ownedRecording(db: Db, member: Member, meetingId: number) {
  await ownedMeeting(db, member, meetingId);
  const recording = await findRecording(db, meetingId);
  if (!recording) throw notFound(MEETING_NOT_FOUND);
  return recording;
}

export async function getRecordingState(db: Db, member: Member, meetingId: number) {
  await ownedRecording(db, member, meetingId);
  return recordingState(db, meetingId);
}

/**
 * Streams one part into R2. The declared length is checked before a byte is read; part 1's first bytes must be
 * audio. A retried part replaces the earlier one, so a repeat never duplicates anything.
 */
export async function uploadPart(
  env: Env,
  db: Db,
  member: Member,
  meetingId: number,
  partNumber: number,
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number,
) {
  const recording = await ownedRecording(db, member, meetingId);
  if (recording.status === "complete") throw new AppError("CONFLICT", RECORDING_DONE);
  if (!Number.isInteger(declaredLength) || declaredLength <= 0 || !body) throw badRequest(RECORDING_EMPTY);
  if (declaredLength > RECORDING_PART_BYTES) throw badRequest(RECORDING_PART_SIZE);
  if ((partNumber - 1) * RECORDING_PART_BYTES + declaredLength > MAX_RECORDING_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", RECORDING_TOO_LARGE);

  let stream = body;
  if (partNumber === 1) {
    const { head, rest } = await peek(body, SNIFF_BYTES);
    const type = sniffAudio(head);
    if (!type) {
      await rest.cancel().catch(() => undefined);
      throw badRequest(RECORDING_WRONG_TYPE, { audio: RECORDING_WRONG_TYPE });
    }
    await setRecordingContentType(db, meetingId, type);
    stream = rest;
  }
  // R2 needs the length up front; FixedLengthStream also refuses a body longer or shorter than declared.
  const fixed = new FixedLengthStream(declaredLength);
  const piping = stream.pipeTo(fixed.writable);
  const upload = env.MEDIA.resumeMultipartUpload(recording.r2Key, recording.uploadId);
  let part: R2UploadedPart;
  try {
    [part] = await Promise.all([upload.uploadPart(partNumber, fixed.readable), piping]);
  } catch (err) {
    if (!isNoSuchUpload(err)) throw err;
    await fixed.readable.cancel().catch(() => undefined);
    throw await restartUpload(env, db, meetingId, recording.r2Key);
  }
  await upsertRecordingPart(db, { meetingId, partNumber, etag: part.etag, size: declaredLength });
  return { partNumber, size: declaredLength };
}

/**
 * R2 throws "The specified multipart upload does not exist. (10024)" (NoSuchUpload) for an upload it aborted: every
 * bucket aborts unfinished multipart uploads 7 days after they began (ADR 0121). Matched on the documented code.
 */
const isNoSuchUpload = (err: unknown) => err instanceof Error && /\(10024\)\s*$|NoSuchUpload/.test(err.message);

/**
 * Opens a new multipart upload under the same key and forgets the old parts, so a recording resumed after R2 dropped
 * its upload does not fail forever (nor hold its month's slot); answers the 409 that tells the device to start over.
 */
async function restartUpload(env: Env, db: Db, meetingId: number, r2Key: string) {
  const fresh = await env.MEDIA.createMultipartUpload(r2Key);
  await restartRecordingUpload(db, meetingId, fresh.uploadId);
  return new AppError("CONFLICT", RECORDING_RESTARTED, { upload: RECORDING_RESTARTED });
}

/** Reads at least `n` bytes off the front of a stream and hands back a stream that still yields every byte. */
async function peek(body: ReadableStream<Uint8Array>, n: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let have = 0;
  while (have < n) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    have += value.length;
  }
  const head = new Uint8Array(have);
  let offset = 0;
  for (const c of chunks) {
    head.set(c, offset);
    offset += c.length;
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, rest };
}

/**
 * Finishes the upload once parts 1..n are all there (every one but the last a full part), then hands the
 * meeting to the AI job, or marks it "processing unavailable" where no AI is configured. Repeating it is harmless.
 */
export async function completeRecording(
  env: Env,
  db: Db,
  member: Member,
  meetingId: number,
  partCount: number,
  segmentSizes?: readonly number[],
  segmentDurationsMs?: readonly number[],
) {
  const recording = await ownedRecording(db, member, meetingId);
  if (recording.status === "complete") {
    const meeting = await getMeeting(db, member, meetingId);
    // The completion committed but its job may never have reached the queue (the isolate died in between): a
    // repeated completion sends it again. The job only works on a meeting still "processing" and saves under
    // that condition, so a second delivery saves nothing twice.
    if (meeting.processingStatus === "processing") await enqueueProcessing(env, db, meetingId);
    return meeting;
  }
  const parts = await listRecordingParts(db, meetingId);
  const complete =
    parts.length === partCount &&
    parts.every((p, i) => p.partNumber === i + 1 && (i === partCount - 1 || p.size === RECORDING_PART_BYTES));
  if (!complete) throw badRequest(RECORDING_INCOMPLETE, { parts: RECORDING_INCOMPLETE });
  const size = parts.reduce((sum, p) => sum + p.size, 0);
  const segments = segmentSizes ?? [size];
  if (segments.reduce((sum, s) => sum + s, 0) !== size)
    throw badRequest(RECORDING_SEGMENTS_MISMATCH, { segments: RECORDING_SEGMENTS_MISMATCH });
  const upload = env.MEDIA.resumeMultipartUpload(recording.r2Key, recording.uploadId);
  try {
    await upload.complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
  } catch (err) {
    // A completion that landed but whose answer was lost: the object is there, carry on.
    if (!(await env.MEDIA.head(recording.r2Key))) {
      throw isNoSuchUpload(err) ? await restartUpload(env, db, meetingId, recording.r2Key) : err;
    }
  }
  const processing = env.AI ? "processing" : "unavailable";
  const now = new Date();
  await db.batch([
    markRecordingComplete(db, meetingId, size, now),
    insertSegments(db, meetingId, segments, segmentDurationsMs),
    updateMeeting(db, member.companyId, meetingId, {
      recordingUrl: audioUrl(meetingId),
      processingStatus: processing,
      updatedAt: now,
    }),
  ]);
  if (processing === "processing") await enqueueProcessing(env, db, meetingId);
  return getMeeting(db, member, meetingId);
}
