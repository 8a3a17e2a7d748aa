// Queue consumer: parse each message, run it, ack; transient failures retry with backoff, then go to the DLQ.

import { JobSchema } from "#schema/contracts/jobs";
import { getDb, getSessionDb } from "../lib/db";
import { log, withRequestId } from "../lib/log";
import { requestIdOf } from "../lib/queue";
import { bookmarkOf } from "../lib/replica";
import { shardEnv, shardOfJob } from "../lib/shard-env";
import { AccountingError } from "../providers/accounting/types";
import { consumeDeadLetters, DEAD_LETTER_QUEUE } from "./dead-letters";
import { runJob } from "./handlers";

export async function consumeJobs(batch: MessageBatch<unknown>, env: Env) {
  if (batch.queue === DEAD_LETTER_QUEUE) {
    return consumeDeadLetters(batch, (body) => getDb(shardEnv(env, shardOfJob(body))));
  }
  // The messages of a batch are independent jobs (each is idempotent and guarded on its own rows): run together, a
  // batch waits for its slowest provider call once, not for the sum of them (ADR 0128).
  await Promise.all(batch.messages.map((message) => consumeOne(message, env)));
}

async function consumeOne(message: Message<unknown>, baseEnv: Env) {
  // The job runs on the shard it names (ADR 0185), with that shard's database, bucket and token namespace.
  const env = shardEnv(baseEnv, shardOfJob(message.body));
  const db = getDb(env);
  const parsed = JobSchema.safeParse(message.body);
  if (!parsed.success) {
    // A malformed message will never succeed: park it in the dead-letter queue for a person to read.
    log("error", "dropping malformed job to the DLQ", { issues: parsed.error.issues });
    await env.JOBS_DLQ.send({ reason: "malformed", body: message.body });
    message.ack();
    return;
  }
  const job = parsed.data;
  // A job queued by a request reads at least what that request wrote (its bookmark, ADR 0128); others, the primary.
  const bookmark = bookmarkOf(message.body);
  const jobDb = bookmark ? getSessionDb(env, bookmark).db : db;
  const run = async () => {
    try {
      await runJob(job, { db: jobDb, env });
      message.ack();
    } catch (err) {
      log("error", "job failed, will retry", { job: job.type, attempts: message.attempts }, err);
      // A provider that named its own wait (429 Retry-After) is given at least that long.
      const asked = err instanceof AccountingError ? (err.retryAfterSeconds ?? 0) : 0;
      message.retry({ delaySeconds: Math.min(Math.max(30 * 2 ** (message.attempts - 1), asked), 3600) });
    }
  };
  // The request that enqueued the job names its logs too, so one id follows a submission to its email.
  const requestId = requestIdOf(message.body);
  await (requestId ? withRequestId(requestId, run) : run());
}
