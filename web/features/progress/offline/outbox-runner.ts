// Sends what is waiting in the outbox whenever it can: at app start, when the connection comes back, when a billing
// is queued, and on a backoff timer while attempts fail. One sender at a time (a Web Lock shared with other tabs and
// the service worker), one billing at a time, so a photo is never uploaded twice at once (ADR 0097, ADR 0113).
import { isOnline } from "#web/lib/use-online";
import { drainOutbox, isWaiting } from "./outbox-drain";
import { listQueued, onOutboxChange, type QueuedSubmission } from "./outbox-store";
import type { SendDeps } from "./send-queued";

export function startOutbox(
  userId: number,
  deps: SendDeps & { onSent: (s: QueuedSubmission) => void; requestBackgroundSync?: () => void },
) {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: number | undefined;

  // A billing this tab saw waiting is announced once when it goes out, whoever sent it: this tab, another one, or
  // the service worker's Background Sync (ADR 0113).
  const sawWaiting = new Set<string>();
  const announced = new Set<string>();
  const announceSent = (s: QueuedSubmission) => {
    if (stopped || announced.has(s.key)) return;
    announced.add(s.key);
    deps.onSent(s);
  };
  const notice = (list: QueuedSubmission[]) => {
    for (const s of list) {
      if (isWaiting(s)) sawWaiting.add(s.key);
      else if (s.state === "sent" && sawWaiting.has(s.key)) announceSent(s);
    }
    return list;
  };

  const schedule = async () => {
    window.clearTimeout(timer);
    if (stopped) return;
    const due = notice(await listQueued(userId))
      .filter(isWaiting)
      .map((s) => s.nextAttemptAt);
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
      const waiting = await drainOutbox(userId, deps, {
        canGoOn: () => !stopped && isOnline(),
        isDue: (s) => s.nextAttemptAt <= deps.now(),
        onSent: announceSent,
      });
      notice(waiting);
      // Still waiting: ask the browser to send it when the signal returns, even if this tab is closed by then.
      if (waiting.length > 0) deps.requestBackgroundSync?.();
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
    void listQueued(userId)
      .then(notice)
      .catch(() => {});
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
