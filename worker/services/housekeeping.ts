// The hourly housekeeping job: rows whose purpose has passed (dead sessions, stale counters, used or expired
// challenges, old CSP reports, dead letters past retention) go in one batch. Idempotent: deleting what is already gone is a no-op.

import { ACCOUNTING_WEBHOOK_EVENT_RETENTION_MS, DAY_MS } from "#schema/rules/durations";
import { deleteExpiredOauthStates, deleteOldWebhookEvents } from "../db/accounting";
import { deleteExpiredChallenges } from "../db/auth-challenges";
import { deleteOldCspReports } from "../db/csp-reports";
import { deleteOldDeadLetters } from "../db/dead-letters";
import { deleteStaleCounters } from "../db/rate-limits";
import { deleteDeadSessions } from "../db/sessions";
import type { Db } from "../lib/db";
import { DEAD_LETTER_RETENTION_DAYS } from "./dead-letters";
import { SESSION_IDLE_MS } from "./sessions";

export async function deleteExpiredRecords(db: Db, now: Date) {
  await db.batch([
    deleteDeadSessions(db, now, SESSION_IDLE_MS),
    // The longest counter window is a day (login delays, send caps): two days back is always stale.
    deleteStaleCounters(db, new Date(now.getTime() - 2 * DAY_MS)),
    deleteExpiredChallenges(db, now),
    deleteOldCspReports(db, new Date(now.getTime() - 30 * DAY_MS)),
    deleteOldDeadLetters(db, new Date(now.getTime() - DEAD_LETTER_RETENTION_DAYS * DAY_MS)),
    // Accounting (ADR 0126): unused OAuth states, and webhook ids older than any provider's redelivery.
    deleteExpiredOauthStates(db, now),
    deleteOldWebhookEvents(db, new Date(now.getTime() - ACCOUNTING_WEBHOOK_EVENT_RETENTION_MS)),
  ]);
}
