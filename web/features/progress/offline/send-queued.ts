// One attempt at sending a queued billing: the photos first (each URL saved as soon as it is known), then the
// progress with the submission's own Idempotency-Key. The answer says whether and when to try again (ADR 0097).
import { MINUTE_MS } from "#schema/rules/durations";
import { ApiError, errorMessage } from "#web/lib/api";
import type { QueuedSubmission } from "./outbox-store";

export type SendDeps = {
  upload: (blob: Blob, name: string) => Promise<{ url: string }>;
  post: (
    submission: QueuedSubmission,
  ) => Promise<{ id: number; progressNumber: number; approval: { delivery: "queued" | "later" | "not_sent" } | null }>;
  save: (submission: QueuedSubmission) => Promise<void>;
  now: () => number;
};

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * MINUTE_MS;
/** 5 s, 10 s, 20 s ... capped at 5 minutes. */
export const retryDelay = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * No connection, a timeout, a busy or failing server, or an expired session (the person signs in again): worth
 * another try. Any other refusal (the project was archived meanwhile, the completion is below a newer billing)
 * needs the person, and is shown with the server's message.
 */
export const isTransient = (err: unknown) =>
  !(err instanceof ApiError) ||
  err.status === 0 ||
  err.status === 401 ||
  err.status === 408 ||
  err.status === 429 ||
  err.status >= 500;

export async function sendQueued(submission: QueuedSubmission, deps: SendDeps): Promise<QueuedSubmission> {
  let current: QueuedSubmission = { ...submission, state: "sending", attempts: submission.attempts + 1, error: null };
  await deps.save(current);
  try {
    for (const photo of current.photos) {
      if (photo.url || !photo.blob) continue;
      const { url } = await deps.upload(photo.blob, photo.name);
      current = { ...current, photos: current.photos.map((p) => (p.id === photo.id ? { ...p, url, blob: null } : p)) };
      // Saved before anything else happens: a retry after a crash starts from this photo's URL, not its bytes.
      await deps.save(current);
    }
    const progress = await deps.post(current);
    current = {
      ...current,
      state: "sent",
      error: null,
      sentAt: deps.now(),
      sent: {
        id: progress.id,
        progressNumber: progress.progressNumber,
        approvalDelivery: progress.approval?.delivery ?? null,
      },
    };
  } catch (err) {
    const transient = isTransient(err);
    current = {
      ...current,
      state: transient ? "queued" : "failed",
      error: errorMessage(err, "No connection. Check your signal and try again."),
      nextAttemptAt: transient ? deps.now() + retryDelay(current.attempts) : current.nextAttemptAt,
    };
  }
  await deps.save(current);
  return current;
}
