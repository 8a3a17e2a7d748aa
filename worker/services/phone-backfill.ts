// The one-time E.164 backfill (ADR 0118): phones stored as typed before numbers were parsed are rewritten in E.164,
// or flagged when they cannot be read; the typed text is never dropped. One page of one table per queue job.
import { PHONE_TABLES, type PhoneBackfillJob } from "#schema/contracts/jobs";
import { toE164 } from "#schema/rules/phones";
import { isBackfillDone, markBackfillDone, type PhoneRow, selectPhonePage, setStoredPhone } from "../db/backfills";
import type { Db } from "../lib/db";
import { enqueue, type JobQueue } from "../lib/queue";

export const PHONE_BACKFILL = "phones-e164";
/** Rows read per job: one indexed read and at most this many updates in one D1 batch. */
export const PHONE_BACKFILL_PAGE = 500;

/** What the stored text becomes, or null when it is already right (blank, E.164, or flagged before). */
export function phoneChange(row: PhoneRow): { phone: string; phoneInvalid: boolean } | null {
  const stored = row.phone?.trim();
  if (!stored || row.phoneInvalid) return null;
  const parsed = toE164(stored, row.country);
  if (!parsed) return { phone: row.phone as string, phoneInvalid: true };
  return parsed.e164 === row.phone ? null : { phone: parsed.e164, phoneInvalid: false };
}

/** The job after this page: the same table's next page, the next table's first, or null when all are walked. */
function nextJob(job: PhoneBackfillJob, rows: PhoneRow[]): PhoneBackfillJob | null {
  const last = rows.at(-1);
  if (rows.length === PHONE_BACKFILL_PAGE && last) return { ...job, after: last.id };
  const table = PHONE_TABLES[PHONE_TABLES.indexOf(job.table) + 1];
  return table ? { type: "phone-backfill", table, after: 0 } : null;
}

/**
 * Runs one page and enqueues the next. Idempotent: a redelivered or overlapping page finds its rows already in
 * E.164 or flagged and writes nothing; the page's writes are one batch, so a failed page is retried whole.
 */
export async function backfillPhonesPage(env: { JOBS: JobQueue }, db: Db, job: PhoneBackfillJob, now = new Date()) {
  if (await isBackfillDone(db, PHONE_BACKFILL)) return { changed: 0, next: null };
  const rows = await selectPhonePage(db, job.table, job.after, PHONE_BACKFILL_PAGE);
  const writes = rows.flatMap((row) => {
    const change = phoneChange(row);
    return change ? [setStoredPhone(db, job.table, row.id, change)] : [];
  });
  const next = nextJob(job, rows);
  const [first, ...rest] = next ? writes : [...writes, markBackfillDone(db, PHONE_BACKFILL, now)];
  if (first) await db.batch([first, ...rest]);
  // As a batch of one, the way the sweep hands on its pages.
  if (next) await enqueue(env.JOBS, [next]);
  return { changed: writes.length, next };
}
