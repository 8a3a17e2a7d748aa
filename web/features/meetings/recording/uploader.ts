// Sends a device-kept recording to the Worker: start (idempotent by key), the parts it lacks, complete; then
// forgets the local copy. A drop at any point resumes from what the Worker says it has.
import { RECORDING_PART_BYTES, RECORDING_RESTARTED } from "#schema/contracts/meeting-texts";
import { ApiError, api, unwrap } from "#web/lib/api";
import { RECORDING_GONE } from "./recording-gone";
import {
  forgetRecording,
  type LocalRecording,
  liveLockName,
  localRecordings,
  readMeta,
  recordingBlob,
  saveMeta,
} from "./recording-store";

export type SentRecording = Awaited<ReturnType<typeof complete>>;

type Segments = { segments?: number[]; segmentDurationsMs?: number[] };

const complete = (meetingId: number, parts: number, segments: Segments) =>
  unwrap(
    api.meetings[":id"].recording.complete.$post({ param: { id: String(meetingId) }, json: { parts, ...segments } }),
  );

/**
 * The segment sizes when they describe this blob exactly (else the Worker treats the recording as one segment), with
 * their durations when every kept segment has one (else the Worker estimates them).
 */
function segmentsOf(rec: LocalRecording, size: number): Segments {
  if (!rec.segments || rec.segments.length === 0 || rec.segments.reduce((a, b) => a + b, 0) !== size) return {};
  const kept = [...rec.segments.keys()].filter((i) => (rec.segments?.[i] ?? 0) > 0);
  const durations = kept.map((i) => rec.segmentDurationsMs?.[i]);
  return {
    segments: kept.map((i) => rec.segments?.[i] ?? 0),
    ...(durations.every((d) => d !== undefined) ? { segmentDurationsMs: durations } : {}),
  };
}

/** R2 dropped the unfinished upload (ADR 0121): the Worker opened a new one and wants every part again. */
const restarted = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && err.serverMessage === RECORDING_RESTARTED;

/** One upload per recording at a time in this tab; other tabs are kept out by a Web Lock where supported. */
const inflight = new Map<string, Promise<SentRecording>>();

export function sendRecording(clientKey: string): Promise<SentRecording> {
  const running = inflight.get(clientKey);
  if (running) return running;
  const work = (
    navigator.locks
      ? navigator.locks.request(`paystage-recording-${clientKey}`, () => upload(clientKey))
      : upload(clientKey)
  ).finally(() => inflight.delete(clientKey));
  inflight.set(clientKey, work);
  return work;
}

async function upload(clientKey: string): Promise<SentRecording> {
  try {
    return await attempt(clientKey);
  } catch (err) {
    // Once: the Worker has a fresh upload and no parts, so the same steps send everything again.
    if (restarted(err)) return attempt(clientKey);
    throw err;
  }
}

async function attempt(clientKey: string): Promise<SentRecording> {
  const rec = await readMeta(clientKey);
  if (!rec) throw new Error(RECORDING_GONE);
  const blob = await recordingBlob(rec);
  const start = await unwrap(
    api.meetings.recordings.$post({
      json: { clientKey, title: rec.title, meetingDate: rec.meetingDate, isOfflineQueued: rec.offline },
    }),
  );
  const partCount = Math.max(1, Math.ceil(blob.size / RECORDING_PART_BYTES));
  if (start.status !== "complete") {
    const have = new Map(start.parts.map((p) => [p.partNumber, p.size]));
    for (let part = 1; part <= partCount; part++) {
      const slice = blob.slice((part - 1) * RECORDING_PART_BYTES, part * RECORDING_PART_BYTES);
      if (have.get(part) === slice.size) continue;
      await unwrap(
        api.meetings[":id"].recording.parts[":part"].$put(
          { param: { id: String(start.meetingId), part: String(part) } },
          { init: { body: slice, headers: { "Content-Type": "application/octet-stream" } } },
        ),
      );
    }
  }
  const meeting = await complete(start.meetingId, partCount, segmentsOf(rec, blob.size));
  await forgetRecording(rec);
  return meeting;
}

/** True when the failure was the connection, not the server's answer: keep the recording and try later. */
const isOffline = (err: unknown) => err instanceof ApiError && err.status === 0;

/** Sends every stopped recording still on this device (after a drop, a closed tab, or no signal). */
export async function sendPendingRecordings(
  onSent?: (meeting: SentRecording) => void,
  onFailed?: (error: unknown) => void,
) {
  // A recording already on its way (the recorder that made it is sending it) is not sent or announced twice.
  const all = (await localRecordings()).filter((r: LocalRecording) => !inflight.has(r.clientKey));
  // A recording whose tab closed (or crashed, or the phone killed it) mid-meeting: its live lock is gone,
  // so everything captured up to then is kept and sent as it is.
  const held = navigator.locks ? new Set((await navigator.locks.query()).held?.map((l) => l.name)) : null;
  for (const rec of all) {
    if (rec.state === "recording" && held && !held.has(liveLockName(rec.clientKey)) && rec.chunks > 0) {
      rec.state = "ready";
      await saveMeta(rec);
    }
  }
  const waiting = all.filter((r) => r.state === "ready");
  for (const rec of waiting) {
    try {
      onSent?.(await sendRecording(rec.clientKey));
    } catch (err) {
      if (isOffline(err)) return;
      console.error("A saved recording could not be sent", err);
      onFailed?.(err);
    }
  }
}
