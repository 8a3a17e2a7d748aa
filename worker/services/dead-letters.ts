// What the dead-letter consumer keeps (ADR 0121): every message in dead_letters (bounded by retention), and a
// job no person can take over (not a message, not a meeting) in the audit trail too.
import { insertAuditEvent } from "../db/audit-events";
import { insertDeadLetter } from "../db/dead-letters";
import type { Db } from "../lib/db";

/** Long enough for a person to read and replay a failure after a holiday; the table stays bounded. */
export const DEAD_LETTER_RETENTION_DAYS = 90;

export const recordDeadLetter = (db: Db, job: { queue: string; attempts: number; body: Record<string, unknown> }) =>
  insertAuditEvent(db, { entity: "job", action: "dead_lettered", data: job });

export const recordDeadLetterRow = (
  db: Db,
  letter: { queue: string; messageId: string; jobType: string | null; attempts: number; body: unknown },
) => insertDeadLetter(db, { ...letter, body: JSON.stringify(letter.body ?? null) });
