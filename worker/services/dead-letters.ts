// A dead-lettered job no person can take over (not a message, not a meeting): kept in the audit trail, so nothing
// the queue gave up on vanishes without a trace.
import { insertAuditEvent } from "../db/audit-events";
import type { Db } from "../lib/db";

export const recordDeadLetter = (db: Db, job: { queue: string; attempts: number; body: Record<string, unknown> }) =>
  insertAuditEvent(db, { entity: "job", action: "dead_lettered", data: job });
