// The recorder: a MediaRecorder per segment (a new one every few minutes, ADR 0121) with a chunk every second
// (audio/webm), each chunk kept in IndexedDB as it arrives,
// a mm:ss timer, and the upload when stopped (or a queued recording when there is no connection).
// One recording per tab, held by this module rather than by a component (ADR 0124): leaving /meetings in the app
// keeps it running, and only Stop Recording (or closing the tab, which asks first) ends it.
import { useSyncExternalStore } from "react";
import {
  MAX_RECORDING_SEGMENTS,
  RECORDING_CHUNK_MS,
  RECORDING_MIME,
  RECORDING_SEGMENT_MINUTES,
} from "#schema/contracts/meeting-texts";
import { formatClock } from "#schema/rules/clock";
import { MINUTE_MS, SECOND_MS } from "#schema/rules/durations";
import { current, type Outcome, setStopper, subscribe, tell, update } from "./live-state";
import {
  type LocalRecording,
  liveLockName,
  newClientKey,
  recordingTitle,
  saveChunk,
  saveMeta,
} from "./recording-store";
import { isOffline, sendRecording } from "./sending";

export { isRecording, type Outcome, onRecordingOutcome } from "./live-state";

/** Set (in seconds) by the e2e journey, which cannot wait five minutes for a second segment. */
export const SEGMENT_SECONDS_KEY = "paystage:recording-segment-seconds";

function segmentMs() {
  const override = Number(localStorage.getItem(SEGMENT_SECONDS_KEY));
  return Number.isFinite(override) && override > 0 ? override * SECOND_MS : RECORDING_SEGMENT_MINUTES * MINUTE_MS;
}

export type { RecorderState } from "./live-state";

export const MIC_ERROR = "Recording failed: Could not access microphone. Please check permissions.";

export const formatElapsed = formatClock;

/** Releases the microphone (the phone's recording indicator goes off). */
function stopTracks(mr: MediaRecorder | null) {
  for (const track of mr?.stream.getTracks() ?? []) track.stop();
}

let recorder: MediaRecorder | null = null;
let meta: LocalRecording | null = null;
let writes: Promise<unknown> = Promise.resolve();
let timer: number | undefined;
let rotation: number | undefined;
let stopping = false;
let releaseLive: (() => void) | null = null;

/** `timeZone`: the profile's, for the automatic title (ADR 0124). */
async function start(timeZone?: string) {
  if (current().state !== "idle") return;
  update({ error: null });
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    update({ error: MIC_ERROR });
    return;
  }
  const now = new Date();
  const rec: LocalRecording = {
    clientKey: newClientKey(),
    title: recordingTitle(now, timeZone),
    meetingDate: now.toISOString(),
    state: "recording",
    chunks: 0,
    bytes: 0,
    offline: !navigator.onLine,
    createdAt: now.getTime(),
  };
  meta = rec;
  await saveMeta(rec);
  // Held while this tab records; if the tab dies the lock goes with it and the next visit sends what was kept.
  void navigator.locks?.request(
    liveLockName(rec.clientKey),
    () =>
      new Promise<void>((release) => {
        releaseLive = release;
      }),
  );
  const mime = MediaRecorder.isTypeSupported(RECORDING_MIME) ? RECORDING_MIME : "";
  stopping = false;
  let rotating = false;
  // One MediaRecorder per segment on the same stream: each segment is a whole file with its own header, so the
  // Worker transcribes it alone (ADR 0121). The next starts when the last one has handed over its final chunk, so
  // chunks never interleave (the gap is a few milliseconds).
  const begin = (seg: number) => {
    const mr = new MediaRecorder(stream, mime ? { mimeType: mime } : undefined);
    mr.ondataavailable = (event) => {
      if (event.data.size === 0 || !meta) return;
      const m = meta;
      const n = m.chunks;
      m.chunks += 1;
      m.bytes += event.data.size;
      const segments = m.segments ?? [];
      segments[seg] = (segments[seg] ?? 0) + event.data.size;
      m.segments = segments;
      if (!navigator.onLine) m.offline = true;
      // Writes are chained so the chunk count on disk never runs ahead of the chunks themselves.
      const copy = { ...m, segments: [...segments], segmentDurationsMs: [...(m.segmentDurationsMs ?? [])] };
      writes = writes.then(() => saveChunk(m.clientKey, n, event.data)).then(() => saveMeta(copy));
    };
    mr.onstop = () => {
      // The segment's length for the player's timeline; saved with the meta below (rotation) or by finish().
      if (meta) {
        const durations = meta.segmentDurationsMs ?? [];
        durations[seg] = Math.round(performance.now() - began);
        meta.segmentDurationsMs = durations;
      }
      if (rotating && !stopping) {
        rotating = false;
        begin(seg + 1);
      } else void finish();
    };
    recorder = mr;
    mr.start(RECORDING_CHUNK_MS);
    const began = performance.now();
    window.clearTimeout(rotation);
    if (seg + 1 < MAX_RECORDING_SEGMENTS)
      rotation = window.setTimeout(() => {
        rotating = true;
        if (mr.state === "recording") mr.stop();
      }, segmentMs());
  };
  const finish = async () => {
    window.clearInterval(timer);
    window.clearTimeout(rotation);
    stopTracks(recorder);
    update({ state: "stopped" });
    await writes;
    const m = meta;
    if (!m) return;
    m.state = "ready";
    if (!navigator.onLine) m.offline = true;
    await saveMeta({ ...m });
    releaseLive?.();
    releaseLive = null;
    if (!navigator.onLine) {
      update({ state: "idle" });
      tell({ kind: "queued" });
      return;
    }
    update({ state: "uploading" });
    let outcome: Outcome;
    try {
      outcome = { kind: "sent", meeting: await sendRecording(m.clientKey) };
    } catch (err) {
      outcome = isOffline(err) ? { kind: "queued" } : { kind: "failed", error: err };
    }
    update({ state: "idle" });
    tell(outcome);
  };
  begin(0);
  const began = Date.now();
  update({ state: "recording", elapsed: 0 });
  timer = window.setInterval(() => {
    const elapsed = Math.floor((Date.now() - began) / 1000);
    if (elapsed !== current().elapsed) update({ elapsed });
  }, 250);
}

function stop() {
  // Between two segments no recorder is running: the one that stopped finishes the recording instead.
  stopping = true;
  if (recorder?.state === "recording") recorder.stop();
}

// The shell's keeper stops a recording on sign-out through live-state, without loading this module itself.
setStopper(stop);

/** The recording's state for a screen; the recording itself outlives the screen (in-app navigation keeps it going). */
export function useRecorder() {
  const { state, elapsed, error } = useSyncExternalStore(subscribe, current, current);
  return { state, elapsed, error, start, stop };
}
