// What each job does. Handlers must be idempotent: the queue may deliver a message more than once.

import type { Job } from "../../schema/contracts/jobs";
import { DAY_MS } from "../../schema/rules/time";
import { deleteExpiredChallenges } from "../db/auth-challenges";
import { deleteOldCspReports } from "../db/csp-reports";
import { deleteStaleCounters } from "../db/rate-limits";
import { deleteDeadSessions } from "../db/sessions";
import type { Db } from "../lib/db";
import { linkBase } from "../lib/request";
import { deliverMessage } from "../services/deliver";
import { processMeeting } from "../services/meetings/processing";
import { sendAutomaticReminder } from "../services/reminders/send";
import { sweepRemindersPage } from "../services/reminders/sweep";
import { SESSION_IDLE_MS } from "../services/sessions";

export async function runJob(job: Job, deps: { db: Db; env: Env }, now = new Date()) {
  switch (job.type) {
    case "cleanup-sessions":
      await deps.db.batch([
        deleteDeadSessions(deps.db, now, SESSION_IDLE_MS),
        // The longest counter window is a day (login delays, send caps): two days back is always stale.
        deleteStaleCounters(deps.db, new Date(now.getTime() - 2 * DAY_MS)),
        deleteExpiredChallenges(deps.db, now),
        deleteOldCspReports(deps.db, new Date(now.getTime() - 30 * DAY_MS)),
      ]);
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
  }
}
