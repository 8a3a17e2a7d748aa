// The one way onto the JOBS queue: each job is validated against its contract (schema/contracts/jobs.ts) where it is
// sent, so a malformed job fails in the request that made it, not later in the consumer.
import { type Job, JobSchema } from "#schema/contracts/jobs";
import { currentRequestId } from "./log";
import { currentBookmark } from "./replica";

/** A job as it travels: the request id that caused it rides along (zod strips it on parse), so logs join up. */
const bodyOf = (job: Job) => {
  const parsed = JobSchema.parse(job);
  const requestId = currentRequestId();
  // The queuing request's D1 bookmark: the job's reads are at least as new as that request's writes (ADR 0128).
  const bookmark = currentBookmark();
  return { ...parsed, ...(requestId ? { requestId } : {}), ...(bookmark ? { bookmark } : {}) };
};

/** What enqueue needs of a queue (tests pass a recording stand-in). */
export type JobQueue = {
  send(body: unknown, options?: { delaySeconds?: number }): Promise<unknown>;
  sendBatch(messages: Iterable<{ body: unknown }>, options?: { delaySeconds?: number }): Promise<unknown>;
};

/**
 * Validates and sends one job, or a batch (at most 100, the Queues limit per sendBatch) in one call; `delaySeconds`
 * holds it back (a provider's Retry-After, ADR 0134).
 */
export async function enqueue(
  queue: JobQueue,
  jobs: Job | readonly Job[],
  options?: { delaySeconds?: number },
): Promise<void> {
  if (!Array.isArray(jobs)) {
    await (options ? queue.send(bodyOf(jobs as Job), options) : queue.send(bodyOf(jobs as Job)));
    return;
  }
  if (jobs.length === 0) return;
  const batch = jobs.map((job) => ({ body: bodyOf(job) }));
  await (options ? queue.sendBatch(batch, options) : queue.sendBatch(batch));
}

/** The request id a job carries, if any. */
export const requestIdOf = (body: unknown) => {
  const id = (body as { requestId?: unknown } | null)?.requestId;
  return typeof id === "string" ? id : undefined;
};
