// Whether this browser has seen the first-run tour (spec: the hasSeenWalkthrough flag in local storage). Apart from
// the tour's steps, so the overlays that only ask do not carry its texts; the celebration waits on it (ADR 0131).
import { useSyncExternalStore } from "react";

export const WALKTHROUGH_KEY = "hasSeenWalkthrough";

/** The tour was finished, skipped or closed on this browser (or storage is off: then it never blocks anything). */
export const hasSeenWalkthrough = () => {
  try {
    return localStorage.getItem(WALKTHROUGH_KEY) === "true";
  } catch {
    return true;
  }
};

const listeners = new Set<() => void>();

/** Finished, skipped or closed: remembered on this browser, and what waited on the tour may go ahead. */
export function markWalkthroughSeen() {
  try {
    localStorage.setItem(WALKTHROUGH_KEY, "true");
  } catch {
    // Private mode: the tour may show again next visit, which is harmless.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useWalkthroughSeen = () => useSyncExternalStore(subscribe, hasSeenWalkthrough, () => true);
