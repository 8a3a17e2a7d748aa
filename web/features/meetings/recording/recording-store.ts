// Recordings kept on the device (IndexedDB) from the first second: chunks as they are captured, plus what the
// upload needs. Nothing is deleted until the Worker has the whole recording.
import { createStore, del, delMany, entries, get, set } from "idb-keyval";
import { zonedParts } from "#schema/rules/time";

export type LocalRecording = {
  /** The idempotency key the Worker knows this recording by. */
  clientKey: string;
  title: string;
  meetingDate: string;
  /** recording: chunks still arriving; ready: stopped, waiting to upload; */
  state: "recording" | "ready";
  chunks: number;
  bytes: number;
  /**
   * Bytes of each self-contained segment (a new MediaRecorder every few minutes, ADR 0121), in order; they add up to
   * `bytes`. Absent on a recording kept by an older version of the app: it is then one segment.
   */
  segments?: number[];
  /** How long each segment ran (ms), same order: MediaRecorder files carry no duration, the player needs them. */
  segmentDurationsMs?: number[];
  /** Captured or stopped without a connection. */
  offline: boolean;
  createdAt: number;
};

const store = createStore("paystage-recordings", "recordings");
const metaKey = (key: string) => `meta:${key}`;
const chunkKey = (key: string, n: number) => `chunk:${key}:${String(n).padStart(6, "0")}`;

export const saveMeta = (rec: LocalRecording) => set(metaKey(rec.clientKey), rec, store);
export const readMeta = (key: string) => get<LocalRecording>(metaKey(key), store);
export const saveChunk = (key: string, n: number, blob: Blob) => set(chunkKey(key, n), blob, store);

/** Every recording still on this device, oldest first. */
export async function localRecordings(): Promise<LocalRecording[]> {
  const all = await entries<string, unknown>(store);
  return all
    .filter(([k]) => k.startsWith("meta:"))
    .map(([, v]) => v as LocalRecording)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** The whole recording as one Blob (the browser keeps it on disk; nothing is copied into JS memory). */
export async function recordingBlob(rec: LocalRecording): Promise<Blob> {
  const parts: Blob[] = [];
  for (let n = 0; n < rec.chunks; n++) {
    const chunk = await get<Blob>(chunkKey(rec.clientKey, n), store);
    if (chunk) parts.push(chunk);
  }
  return new Blob(parts, { type: "audio/webm" });
}

export async function forgetRecording(rec: LocalRecording) {
  await delMany(
    Array.from({ length: rec.chunks }, (_, n) => chunkKey(rec.clientKey, n)),
    store,
  );
  await del(metaKey(rec.clientKey), store);
}

/** The Web Lock a tab holds while it records: a "recording" entry whose lock nobody holds was left by a closed tab. */
export const liveLockName = (key: string) => `paystage-recording-live-${key}`;

/** A fresh key per recording: 128 random bits, URL-safe. */
export function newClientKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `rec_${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The spec's automatic title: "Meeting on MM/DD/YYYY at HH:MM", on the wall clock of the profile's time zone when
 * it is known (the one zone rule for meetings, ADR 0124), else the device's.
 */
export function recordingTitle(at: Date, timeZone?: string) {
  const two = (n: number) => String(n).padStart(2, "0");
  const p = timeZone
    ? zonedParts(timeZone, at)
    : {
        year: at.getFullYear(),
        month: at.getMonth() + 1,
        day: at.getDate(),
        hour: at.getHours(),
        minute: at.getMinutes(),
      };
  return `Meeting on ${two(p.month)}/${two(p.day)}/${p.year} at ${two(p.hour)}:${two(p.minute)}`;
}
