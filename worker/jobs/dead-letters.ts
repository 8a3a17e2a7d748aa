// Consumer of last resort for the dead-letter queue: jobs the main consumer gave up on (ADR 0121). Every message is
// first recorded (dead_letters, by the queue's message id, kept DEAD_LETTER_RETENTION_DAYS) and logged at error
// level, the alert Workers Logs can page on; then a message delivery or a meeting becomes a visible failure with a
// notification to its owner, and anything else also goes to the audit trail. Nothing vanishes.

import { JobSchema } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { giveUpOnSync } from "../services/accounting/sync";
import { recordDeadLetter, recordDeadLetterRow } from "../services/dead-letters";
import { giveUpOnMessage } from "../services/deliver";
import { giveUpOnMeeting } from "../services/meetings/processing";
import { giveUpOnPeppolSend } from "../services/peppol-delivery";

export const DEAD_LETTER_QUEUE = "paystage-jobs-dlq";
/** max_retries of the DLQ consumer in wrangler.toml: after this many tries the queue deletes the message. */
export const DEAD_LETTER_MAX_RETRIES = 3;

/** `dbOf` opens the shard a dead job names (ADR 0185): its failure is recorded where its company lives. */
export async function consumeDeadLetters(batch: MessageBatch<unknown>, dbOf: (body: unknown) => Db) {
  for (const message of batch.messages) {
    const db = dbOf(message.body);
    const parsed = JobSchema.safeParse(message.body);
    const job = parsed.success ? parsed.data : null;
    try {
      await recordDeadLetterRow(db, {
        queue: batch.queue,
        messageId: message.id,
        jobType: job?.type ?? null,
        attempts: message.attempts,
        body: message.body,
      });
      log("error", "dead-lettered job", { job: job?.type ?? "malformed", messageId: message.id });
      if (job?.type === "deliver-message") {
        await giveUpOnMessage({ db }, job.messageId);
      } else if (job?.type === "process-meeting" || job?.type === "transcribe-segment") {
        // The person completes the notes by hand; the meeting and its audio are kept.
        await giveUpOnMeeting(db, job.meetingId);
      } else {
        // A billing's sync the provider kept refusing to answer: shown on the billing with Retry (ADR 0126).
        if (job?.type === "accounting-sync") await giveUpOnSync(db, job.companyId as CompanyId, job.progressId);
        // A Peppol send the access point never accepted: "Not delivered via Peppol" with its last words (ADR 0204).
        if (job?.type === "peppol-send") await giveUpOnPeppolSend(db, job.companyId as CompanyId, job.progressId);
        await recordDeadLetter(db, {
          queue: batch.queue,
          attempts: message.attempts,
          body: message.body as Record<string, unknown>,
        });
      }
      message.ack();
    } catch (err) {
      // There is no queue after this one: on the last try the whole body goes to the error log before the queue
      // deletes it, so a person can still replay it by hand.
      const last = message.attempts > DEAD_LETTER_MAX_RETRIES;
      log(
        "error",
        last ? "dead letter could not be recorded; the queue drops it now" : "dead letter not recorded; retrying",
        { messageId: message.id, attempts: message.attempts, body: last ? JSON.stringify(message.body) : undefined },
        err,
      );
      message.retry({ delaySeconds: 60 });
    }
  }
}
