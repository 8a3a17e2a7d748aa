// The spec's one-request recorded meeting (POST /api/meetings, multipart): the file is fed through the SAME
// resumable services as the recorder (start -> parts -> complete), so quota, content and size checks, the
// processing job and badges are the ones every recording gets. Nothing here writes a meeting on its own.
import {
  MAX_RECORDING_BYTES,
  type MeetingUploadForm,
  RECORDING_PART_BYTES,
  RECORDING_TOO_LARGE,
  RECORDING_WRONG_TYPE,
} from "#schema/contracts";
import type { Member } from "#schema/db/companies";
import { DAY_MS } from "#schema/rules/durations";
import { deleteMeetingRow, findRecording, giveBackRecording, listAbandonedRecordings } from "../../db/meetings";
import { randomToken } from "../../lib/crypto";
import type { Db } from "../../lib/db";
import { AppError, badRequest } from "../../lib/errors";
import type { SessionUser } from "../sessions";
import { completeRecording, startRecording, uploadPart } from "./recordings";
import { SNIFF_BYTES, sniffAudio } from "./storage";

/**
 * Creates a recorded meeting from one uploaded file. `idempotencyKey` is the recorder's clientKey: a retried POST
 * answers the same meeting (resuming after the parts that already arrived). Answers { meeting, created }.
 */
export async function createMeetingFromUpload(
  env: Env,
  db: Db,
  user: SessionUser,
  form: MeetingUploadForm,
  idempotencyKey: string | null,
) {
  const audio = form.audio;
  // Refused before anything is created: a wrong or oversized file costs no meeting and no quota.
  if (audio.size > MAX_RECORDING_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", RECORDING_TOO_LARGE);
  if (!sniffAudio(new Uint8Array(await audio.slice(0, SNIFF_BYTES).arrayBuffer())))
    throw badRequest(RECORDING_WRONG_TYPE, { audio: RECORDING_WRONG_TYPE });

  const state = await startRecording(env, db, user, {
    clientKey: idempotencyKey ?? randomToken(18),
    title: form.title,
    meetingDate: form.meetingDate ?? new Date(),
    projectId: form.projectId,
    isOfflineQueued: false,
  });
  const meetingId = state.meetingId;
  // R2 multipart: every part but the last exactly RECORDING_PART_BYTES.
  const partCount = Math.ceil(audio.size / RECORDING_PART_BYTES);
  // Already uploaded by an earlier try: the same meeting (completion repeated, so a lost job is sent again).
  if (state.status === "complete")
    return { meeting: await completeRecording(env, db, user, meetingId, partCount), created: false };

  const arrived = new Map(state.parts.map((p) => [p.partNumber, p.size]));
  try {
    for (let n = 1; n <= partCount; n++) {
      const slice = audio.slice((n - 1) * RECORDING_PART_BYTES, Math.min(n * RECORDING_PART_BYTES, audio.size));
      // A retry after a drop resumes: parts the Worker already holds are not sent again.
      if (arrived.get(n) === slice.size) continue;
      await uploadPart(env, db, user, meetingId, n, slice.stream(), slice.size);
    }
    const meeting = await completeRecording(env, db, user, meetingId, partCount);
    return { meeting, created: state.created };
  } catch (err) {
    // The client got an error, so what THIS request opened must not linger: no half-written meeting shown in the
    // list, no month's recording used up by a failure. A retry then starts clean (with or without the same key).
    if (state.created) await discardUnfinished(env, db, user, meetingId).catch(() => undefined);
    throw err;
  }
}

/**
 * Removes a meeting whose recording never finished and gives its use of the month's quota back (only while the
 * counter is still the month it was taken from), in one batch; then frees the parts R2 holds.
 */
export async function discardUnfinished(env: Env, db: Db, member: Member, meetingId: number) {
  const recording = await findRecording(db, meetingId);
  if (recording?.status !== "uploading") return;
  await db.batch([
    giveBackRecording(db, member.companyId, meetingId, recording.createdAt),
    deleteMeetingRow(db, member.companyId, meetingId),
  ]);
  await env.MEDIA.resumeMultipartUpload(recording.r2Key, recording.uploadId)
    .abort()
    .catch(() => undefined);
}

/**
 * A recording upload left unfinished this long is abandoned: the device that opened it is gone, or it will start
 * again under the same key (a new meeting, counted then). Until then it holds one of the month's recordings.
 */
export const ABANDONED_RECORDING_MS = DAY_MS;
const SWEEP_PAGE = 50;

/**
 * The hourly sweep (worker/jobs/handlers.ts): every recording upload opened more than a day ago and never completed
 * gives its use of the month's quota back and its half-written meeting goes (as discardUnfinished does for one the
 * client saw fail). Idempotent: a second run finds nothing. Returns how many it removed.
 */
export async function sweepAbandonedRecordings(env: Env, db: Db, now: Date) {
  const stale = await listAbandonedRecordings(db, new Date(now.getTime() - ABANDONED_RECORDING_MS), SWEEP_PAGE);
  if (stale.length === 0) return 0;
  await db.batch(
    stale.flatMap((r) => [
      giveBackRecording(db, r.companyId, r.meetingId, r.createdAt),
      deleteMeetingRow(db, r.companyId, r.meetingId),
    ]) as [ReturnType<typeof giveBackRecording>, ...ReturnType<typeof giveBackRecording>[]],
  );
  await Promise.all(
    stale.map((r) =>
      env.MEDIA.resumeMultipartUpload(r.r2Key, r.uploadId)
        .abort()
        .catch(() => undefined),
    ),
  );
  return stale.length;
}
