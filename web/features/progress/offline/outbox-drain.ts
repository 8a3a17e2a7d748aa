// One pass over a user's outbox, shared by the two senders: an open tab's runner (outbox-runner.ts) and the service
// worker's Background Sync (sync-in-background.ts), which sends with the app closed once the signal returns. Both
// hold the same Web Lock, so a photo is never uploaded by two senders at once (ADR 0097, ADR 0113).
import { DAY_MS } from "#schema/rules/durations";
import { listQueued, type QueuedSubmission, removeQueued } from "./outbox-store";
import { type SendDeps, sendQueued } from "./send-queued";

/** A sent billing stays listed (with its link) for a day, then leaves the device. */
const KEEP_SENT_MS = DAY_MS;
const LOCK = "paystage-outbox";

/** The Background Sync tag a tab registers (outbox-sync.tsx) and the service worker answers (web/app/pwa/sw.ts). */
export const OUTBOX_SYNC_TAG = "paystage-outbox";

export const isWaiting = (s: QueuedSubmission) => s.state === "queued" || s.state === "sending";

/** Runs `work` while holding the outbox lock; where Web Locks do not exist, just runs it. */
const withLock = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request(LOCK, work) : work();

export type DrainOptions = {
  /** Checked before each billing: false stops the pass (no connection, the tab's runner was stopped). */
  canGoOn: () => boolean;
  /** Whether a waiting billing is due now. The runner honours its backoff; a sync event means "the signal is back". */
  isDue: (s: QueuedSubmission) => boolean;
  onSent?: (s: QueuedSubmission) => void;
};

/** Sends every due billing of `userId`, one at a time; answers what is still waiting afterwards. */
export function drainOutbox(userId: number, deps: SendDeps, options: DrainOptions): Promise<QueuedSubmission[]> {
  return withLock(async () => {
    // Read inside the lock: a "sending" seen here was left by a sender that stopped mid-send (a closed tab, a
    // service worker the browser ended), and is sent again under the same key.
    const waiting: QueuedSubmission[] = [];
    for (const submission of await listQueued(userId)) {
      if (submission.state === "sent" && (submission.sentAt ?? 0) < deps.now() - KEEP_SENT_MS) {
        await removeQueued(submission.key);
        continue;
      }
      if (!isWaiting(submission)) continue;
      if (!options.canGoOn() || !options.isDue(submission)) {
        waiting.push(submission);
        continue;
      }
      const result = await sendQueued(submission, deps);
      if (result.state === "sent") options.onSent?.(result);
      else if (isWaiting(result)) waiting.push(result);
    }
    return waiting;
  });
}
