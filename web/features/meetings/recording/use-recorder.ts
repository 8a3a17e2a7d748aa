// The recorder: a MediaRecorder per segment (a new one every few minutes, ADR 0121) with a chunk every second
// (audio/webm), each chunk kept in IndexedDB as it arrives,
// a mm:ss timer, and the upload when stopped (or a queued recording when there is no connection).
import { useCallback, useEffect, useRef, useState } from "react";
import {
  MAX_RECORDING_SEGMENTS,
  RECORDING_CHUNK_MS,
  RECORDING_MIME,
  RECORDING_SEGMENT_MINUTES,
} from "#schema/contracts/meeting-texts";
import { formatClock } from "#schema/rules/clock";
import { MINUTE_MS, SECOND_MS } from "#schema/rules/durations";
import {
  type LocalRecording,
  liveLockName,
  newClientKey,
  recordingTitle,
  saveChunk,
  saveMeta,
} from "./recording-store";
import { isOffline, type SentRecording, sendRecording } from "./uploader";

/** Set (in seconds) by the e2e journey, which cannot wait five minutes for a second segment. */
export const SEGMENT_SECONDS_KEY = "paystage:recording-segment-seconds";

function segmentMs() {
  const override = Number(localStorage.getItem(SEGMENT_SECONDS_KEY));
  return Number.isFinite(override) && override > 0 ? override * SECOND_MS : RECORDING_SEGMENT_MINUTES * MINUTE_MS;
}

export type RecorderState = "idle" | "recording" | "stopped" | "uploading";

export const MIC_ERROR = "Recording failed: Could not access microphone. Please check permissions.";

export const formatElapsed = formatClock;

/** Releases the microphone (the phone's recording indicator goes off). */
function stopTracks(mr: MediaRecorder | null) {
  for (const track of mr?.stream.getTracks() ?? []) track.stop();
}

type Outcome = { kind: "sent"; meeting: SentRecording } | { kind: "queued" } | { kind: "failed"; error: unknown };

export function useRecorder(onDone: (outcome: Outcome) => void) {
  const [state, setState] = useState<RecorderState>("idle");
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const meta = useRef<LocalRecording | null>(null);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<number | undefined>(undefined);
  const rotation = useRef<number | undefined>(undefined);
  const stopping = useRef(false);
  const releaseLive = useRef<(() => void) | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      window.clearTimeout(rotation.current);
      stopping.current = true;
      if (recorder.current?.state === "recording") recorder.current.stop();
      stopTracks(recorder.current);
    },
    [],
  );

  const start = useCallback(async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(MIC_ERROR);
      return;
    }
    const now = new Date();
    const rec: LocalRecording = {
      clientKey: newClientKey(),
      title: recordingTitle(now),
      meetingDate: now.toISOString(),
      state: "recording",
      chunks: 0,
      bytes: 0,
      offline: !navigator.onLine,
      createdAt: now.getTime(),
    };
    meta.current = rec;
    await saveMeta(rec);
    // Held while this tab records; if the tab dies the lock goes with it and the next visit sends what was kept.
    void navigator.locks?.request(
      liveLockName(rec.clientKey),
      () =>
        new Promise<void>((release) => {
          releaseLive.current = release;
        }),
    );
    const mime = MediaRecorder.isTypeSupported(RECORDING_MIME) ? RECORDING_MIME : "";
    stopping.current = false;
    let rotating = false;
    // One MediaRecorder per segment on the same stream: each segment is a whole file with its own header, so the
    // Worker transcribes it alone (ADR 0121). The next starts when the last one has handed over its final chunk, so
    // chunks never interleave (the gap is a few milliseconds).
    const begin = (seg: number) => {
      const mr = new MediaRecorder(stream, mime ? { mimeType: mime } : undefined);
      mr.ondataavailable = (event) => {
        if (event.data.size === 0 || !meta.current) return;
        const m = meta.current;
        const n = m.chunks;
        m.chunks += 1;
        m.bytes += event.data.size;
        const segments = m.segments ?? [];
        segments[seg] = (segments[seg] ?? 0) + event.data.size;
        m.segments = segments;
        if (!navigator.onLine) m.offline = true;
        // Writes are chained so the chunk count on disk never runs ahead of the chunks themselves.
        const snapshot = { ...m, segments: [...segments], segmentDurationsMs: [...(m.segmentDurationsMs ?? [])] };
        writes.current = writes.current
          .then(() => saveChunk(m.clientKey, n, event.data))
          .then(() => saveMeta(snapshot));
      };
      mr.onstop = () => {
        // The segment's length for the player's timeline; saved with the meta below (rotation) or by finish().
        const m = meta.current;
        if (m) {
          const durations = m.segmentDurationsMs ?? [];
          durations[seg] = Math.round(performance.now() - began);
          m.segmentDurationsMs = durations;
        }
        if (rotating && !stopping.current) {
          rotating = false;
          begin(seg + 1);
        } else void finish();
      };
      recorder.current = mr;
      mr.start(RECORDING_CHUNK_MS);
      const began = performance.now();
      window.clearTimeout(rotation.current);
      if (seg + 1 < MAX_RECORDING_SEGMENTS)
        rotation.current = window.setTimeout(() => {
          rotating = true;
          if (mr.state === "recording") mr.stop();
        }, segmentMs());
    };
    const finish = async () => {
      window.clearInterval(timer.current);
      window.clearTimeout(rotation.current);
      stopTracks(recorder.current);
      setState("stopped");
      await writes.current;
      const m = meta.current;
      if (!m) return;
      m.state = "ready";
      if (!navigator.onLine) m.offline = true;
      await saveMeta({ ...m });
      releaseLive.current?.();
      releaseLive.current = null;
      if (!navigator.onLine) {
        done.current({ kind: "queued" });
        setState("idle");
        return;
      }
      setState("uploading");
      try {
        done.current({ kind: "sent", meeting: await sendRecording(m.clientKey) });
      } catch (err) {
        done.current(isOffline(err) ? { kind: "queued" } : { kind: "failed", error: err });
      }
      setState("idle");
    };
    begin(0);
    setElapsed(0);
    setState("recording");
    const began = Date.now();
    timer.current = window.setInterval(() => setElapsed(Math.floor((Date.now() - began) / 1000)), 250);
  }, []);

  const stop = useCallback(() => {
    // Between two segments no recorder is running: the one that stopped finishes the recording instead.
    stopping.current = true;
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  return { state, elapsed, error, start, stop };
}
