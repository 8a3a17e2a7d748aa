// Queue consumer: parse each message, run it, ack; transient failures retry with backoff, then go to the DLQ.
import { getDb } from "../lib/db";
import { consumeDeadLetters, DEAD_LETTER_QUEUE } from "./dead-letters";
import { runJob } from "./handlers";
import { JobSchema } from "./messages";

export async function consumeJobs(batch: MessageBatch<unknown>, env: Env) {
  const db = getDb(env);
  if (batch.queue === DEAD_LETTER_QUEUE) return consumeDeadLetters(batch, db);
  for (const message of batch.messages) {
    const parsed = JobSchema.safeParse(message.body);
    if (!parsed.success) {
      // A malformed message will never succeed: park it in the dead-letter queue for a person to read.
      console.error("Dropping malformed job to DLQ", parsed.error.issues);
      await env.JOBS_DLQ.send({ reason: "malformed", body: message.body });
      message.ack();
      continue;
    }
    try {
      await runJob(parsed.data, { db, env });
      message.ack();
    } catch (err) {
      console.error(`Job ${parsed.data.type} failed (attempt ${message.attempts})`, err);
      message.retry({ delaySeconds: Math.min(30 * 2 ** (message.attempts - 1), 3600) });
    }
  }
}
