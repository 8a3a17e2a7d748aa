// Whether this tab is recording a meeting, and who hears how it ended, with no dependencies: the achievement dialog
// and the shell's keeper use it on every screen without loading the recorder itself (ADR 0124).
import { useSyncExternalStore } from "react";
import type { SentRecording } from "./uploader";

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

export type Outcome =
  | { kind: "sent"; meeting: SentRecording }
  | { kind: "queued" }
  | { kind: "failed"; error: unknown };

/**
 * Who hears how a recording ended: the screen showing the recorder (the /meetings panel) when one is, else the app
 * shell's keeper. Two stacks, so the order the two happen to mount in (the keeper loads after first paint) never
 * decides.
 */
const screenHandlers: ((outcome: Outcome) => void)[] = [];
const fallbackHandlers: ((outcome: Outcome) => void)[] = [];
export function onRecordingOutcome(handler: (outcome: Outcome) => void, { fallback = false } = {}) {
  const stack = fallback ? fallbackHandlers : screenHandlers;
  stack.push(handler);
  return () => {
    const at = stack.lastIndexOf(handler);
    if (at >= 0) stack.splice(at, 1);
  };
}
export const tell = (outcome: Outcome) => (screenHandlers.at(-1) ?? fallbackHandlers.at(-1))?.(outcome);

let stopper: (() => void) | null = null;
/** Set by the recorder when it loads (a recording can only exist once it has). */
export const setStopper = (stop: () => void) => {
  stopper = stop;
};
/** Stops the recording in progress, if any (sign-out); what was captured stays on the device. */
export const stopRecording = () => stopper?.();

/** The recording's state, for screens that only show it (the keeper's bar). */
export const useLiveRecording = () => useSyncExternalStore(subscribe, current, current);
