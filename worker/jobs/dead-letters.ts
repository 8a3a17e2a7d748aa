// Consumer of the dead-letter queue: jobs the main consumer gave up on. A message delivery becomes a visible
// failure (status failed + a notification); anything else is written to the audit trail. Nothing vanishes.

import { JobSchema } from "#schema/contracts/jobs";
import type { Db } from "../lib/db";
import { recordDeadLetter } from "../services/dead-letters";
import { giveUpOnMessage } from "../services/deliver";
import { giveUpOnMeeting } from "../services/meetings/processing";

export const DEAD_LETTER_QUEUE = "paystage-jobs-dlq";

export async function consumeDeadLetters(batch: MessageBatch<unknown>, db: Db) {
  for (const message of batch.messages) {
    const parsed = JobSchema.safeParse(message.body);
    try {
      if (parsed.success && parsed.data.type === "deliver-message") {
        await giveUpOnMessage({ db }, parsed.data.messageId);
      } else if (parsed.success && parsed.data.type === "process-meeting") {
        // The person completes the notes by hand; the meeting and its audio are kept.
        await giveUpOnMeeting(db, parsed.data.meetingId);
      } else {
        console.error("Dead-lettered job", JSON.stringify(message.body));
        await recordDeadLetter(db, {
          queue: batch.queue,
          attempts: message.attempts,
          body: message.body as Record<string, unknown>,
        });
      }
      message.ack();
    } catch (err) {
      console.error("Could not record a dead-lettered job; retrying", err);
      message.retry({ delaySeconds: 60 });
    }
  }
}
