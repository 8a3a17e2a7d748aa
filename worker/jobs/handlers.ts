// What each job does. Handlers must be idempotent: the queue may deliver a message more than once.

import type { Job } from "#schema/contracts/jobs";
import type { Db } from "../lib/db";
import { linkBase } from "../lib/request";
import { deliverMessage } from "../services/deliver";
import { deleteExpiredRecords } from "../services/housekeeping";
import { processMeeting, transcribeSegment } from "../services/meetings/processing";
import { sweepAbandonedRecordings } from "../services/meetings/upload-form";
import { backfillPhonesPage } from "../services/phone-backfill";
import { sendAutomaticReminder } from "../services/reminders/send";
import { sweepRemindersPage } from "../services/reminders/sweep";
import { resealTotpSecrets } from "../services/totp-secrets";

export async function runJob(job: Job, deps: { db: Db; env: Env }, now = new Date()) {
  switch (job.type) {
    case "cleanup-sessions":
      await deleteExpiredRecords(deps.db, now);
      // The hourly housekeeping also seals plain TOTP secrets and moves old-key ones to the newest key (ADR 0122).
      await resealTotpSecrets(deps.env, deps.db);
      // Recording uploads never finished (a device gone for good) stop holding a month's recording (issue 23).
      await sweepAbandonedRecordings(deps.env, deps.db, now);
      return;
    case "health-ping":
      return;
    case "deliver-message":
      // Throws on a transient failure so the consumer retries with backoff.
      await deliverMessage(deps, job.messageId, now);
      return;
    case "reminder-sweep":
      await sweepRemindersPage(deps.env, deps.db, job);
      return;
    case "send-reminder":
      await sendAutomaticReminder(deps.env, deps.db, job, linkBase(deps.env), now);
      return;
    case "process-meeting":
      // Throws on an AI error so the consumer retries; a redelivery after the save is a no-op.
      await processMeeting(deps.env, deps.db, job.meetingId);
      return;
    case "transcribe-segment":
      // One segment's audio only; a redelivery after its transcript was saved calls no model again.
      await transcribeSegment(deps.env, deps.db, job.meetingId, job.seq);
      return;
    case "phone-backfill":
      await backfillPhonesPage(deps.env, deps.db, job, now);
      return;
  }
}
