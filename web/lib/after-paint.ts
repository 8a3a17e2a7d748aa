// "After first paint": once the page has loaded and the main thread is idle. Toasts, overlays, menus and the
// walkthrough wait for it so they never compete with the page's own content for bytes or layout (ADR 0093).
import { startTransition, useEffect, useState } from "react";

let done = false;
const waiting = new Set<() => void>();

function settle() {
  done = true;
  // What waited (toaster, overlays, menus) renders as a transition: in slices, never one long task.
  startTransition(() => {
    for (const run of waiting) run();
  });
  waiting.clear();
}

function schedule() {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(settle, { timeout: 2000 }) : setTimeout(settle, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

let scheduled = false;

/** Runs `run` once the page is loaded and idle (at once when that moment has passed). */
export function afterFirstPaint(run: () => void) {
  if (done) return run();
  waiting.add(run);
  if (!scheduled) {
    scheduled = true;
    schedule();
  }
}

/** False during the first paint, true once the page is loaded and idle. */
export function useAfterFirstPaint() {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (!ready) afterFirstPaint(() => setReady(true));
  }, [ready]);
  return ready;
}
