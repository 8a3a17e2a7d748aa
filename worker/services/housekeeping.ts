// The hourly housekeeping job: rows whose purpose has passed (dead sessions, stale counters, used or expired
// challenges, old CSP reports, dead letters past retention) go in one batch, at most HOUSEKEEPING_CHUNK rows per
// table (ADR 0128); the job queues itself again while a table filled its chunk. Idempotent: deleting what is
// already gone is a no-op.
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

export const HOUSEKEEPING_CHUNK = 1000;

/** Deletes one chunk; answers true when some table filled its chunk (there is more to delete). */
export async function deleteExpiredRecords(db: Db, now: Date, limit = HOUSEKEEPING_CHUNK) {
  const results = await db.batch([
    ...deleteDeadSessions(db, now, SESSION_IDLE_MS, limit),
    // The longest counter window is a day (login delays, send caps): two days back is always stale.
    deleteStaleCounters(db, new Date(now.getTime() - 2 * DAY_MS), limit),
    deleteExpiredChallenges(db, now, limit),
    deleteOldCspReports(db, new Date(now.getTime() - 30 * DAY_MS), limit),
    deleteOldDeadLetters(db, new Date(now.getTime() - DEAD_LETTER_RETENTION_DAYS * DAY_MS), limit),
    // Accounting (ADR 0126): unused OAuth states, and webhook ids older than any provider's redelivery.
    deleteExpiredOauthStates(db, now, limit),
    deleteOldWebhookEvents(db, new Date(now.getTime() - ACCOUNTING_WEBHOOK_EVENT_RETENTION_MS), limit),
  ]);
  return results.some((rows) => rows.length >= limit);
}
