// Sends what is waiting in the outbox whenever it can: at app start, when the connection comes back, when a billing
// is queued, and on a backoff timer while attempts fail. One tab at a time (a Web Lock), one billing at a time, so a
// photo is never uploaded by two tabs at once (ADR 0097).
import { isOnline } from "../../../lib/use-online";
import { listQueued, onOutboxChange, type QueuedSubmission, removeQueued } from "./outbox-store";
import { type SendDeps, sendQueued } from "./send-queued";

/** A sent billing stays listed (with its link) for a day, then leaves the device. */
const KEEP_SENT_MS = 24 * 60 * 60 * 1000;
const LOCK = "paystage-outbox";

const waiting = (s: QueuedSubmission) => s.state === "queued" || s.state === "sending";

/** Runs `work` while holding the outbox lock; where Web Locks do not exist, just runs it. */
const withLock = (work: () => Promise<void>) =>
  typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request(LOCK, work) : work();

export function startOutbox(userId: number, deps: SendDeps & { onSent: (s: QueuedSubmission) => void }) {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: number | undefined;

  const schedule = async () => {
    window.clearTimeout(timer);
    if (stopped) return;
    const due = (await listQueued(userId)).filter(waiting).map((s) => s.nextAttemptAt);
    if (due.length && isOnline()) timer = window.setTimeout(tick, Math.max(0, Math.min(...due) - deps.now()));
  };

  async function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await withLock(async () => {
        // Read inside the lock: a "sending" seen here was left by a tab that closed mid-send, and is sent again
        // under the same key.
        for (const submission of await listQueued(userId)) {
          if (stopped || !isOnline()) break;
          if (submission.state === "sent" && (submission.sentAt ?? 0) < deps.now() - KEEP_SENT_MS) {
            await removeQueued(submission.key);
          } else if (waiting(submission) && submission.nextAttemptAt <= deps.now()) {
            const result = await sendQueued(submission, deps);
            if (result.state === "sent") deps.onSent(result);
          }
        }
      });
    } catch {
      // IndexedDB unavailable or a lock error: the next event or timer tries again.
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      void tick();
    } else {
      void schedule();
    }
  }

  const onOnline = () => void tick();
  window.addEventListener("online", onOnline);
  // A billing queued in this tab or another, or a Try again.
  const unsubscribe = onOutboxChange(() => {
    if (!running) void tick();
  });
  void tick();

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener("online", onOnline);
    unsubscribe();
  };
}
