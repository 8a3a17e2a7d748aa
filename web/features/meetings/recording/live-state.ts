// Whether this tab is recording a meeting, with no dependencies: the achievement dialog asks it on every screen
// without loading the recorder (ADR 0124).
export type RecorderState = "idle" | "recording" | "stopped" | "uploading";

type Snapshot = { state: RecorderState; elapsed: number; error: string | null };

let snapshot: Snapshot = { state: "idle", elapsed: 0, error: null };
const listeners = new Set<() => void>();
export function update(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}
export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const current = () => snapshot;

/** True while the microphone is capturing: nothing may interrupt it (no badge dialog, no silent stop). */
export const isRecording = () => snapshot.state === "recording";
