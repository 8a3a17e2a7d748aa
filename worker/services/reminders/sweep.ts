// The automatic reminder sweep: one page of (progress, template) candidates per queue job; each pair due in its
// owner's local day becomes a "send-reminder" message, and the next page follows as one more message.

import type { Job, ReminderSweepJob, SendReminderJob } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import { DAY_MS, HOUR_MS } from "#schema/rules/durations";
import { localClock, zonesBeforeHour } from "#schema/rules/time";
import {
  listSweptZones,
  recordSweptZones,
  type SweepCandidate,
  type SweepCursor,
  selectDueCandidates,
  selectSubmissionCandidates,
} from "../../db/reminder-sweep";
import type { Db } from "../../lib/db";
import { enqueue, type JobQueue } from "../../lib/queue";
import { isDueOn, reminderDay, reminderKey, SEND_HOUR } from "./due";

/**
 * Candidates read per job. One page is one D1 query (8 bound parameters) and at most PAGE_SIZE / 100 + 1
 * sendBatch calls, far inside the per-invocation limits; a page that fills up hands on to the next job.
 */
export const SWEEP_PAGE_SIZE = 1000;
/** Queues take at most 100 messages per sendBatch. */
const SEND_BATCH = 100;

type Phase = "submission" | "due";
/** The JOBS queue, or anything that takes a batch the same way (the benchmark counts instead of sending). */
export type SweepPageResult = {
  scanned: number;
  /** send-reminder messages enqueued by this page. */
  enqueued: number;
  next: SweepJob | null;
};
type SweepJob = Required<Omit<ReminderSweepJob, "companyId">> & Pick<ReminderSweepJob, "companyId">;

const localDay = (zone: string, at: number) => localClock(zone, at).day;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Every timezone's local day at `at` lies between the UTC dates at `at - 12h` and `at + 14h`: the SQL reads that
 * window, and each row is then judged exactly in its owner's timezone.
 */
export function sweepWindow(at: number) {
  const fromDay = utcDay(at - 12 * HOUR_MS);
  const toDay = utcDay(at + 14 * HOUR_MS);
  return {
    due: { fromDay, toDay },
    // A local day D spans [D 00:00Z - 14h, D+1 00:00Z + 12h) in UTC, whatever the zone.
    submission: {
      fromMs: Date.parse(`${fromDay}T00:00:00Z`) - 14 * HOUR_MS,
      toMs: Date.parse(`${toDay}T00:00:00Z`) + DAY_MS + 12 * HOUR_MS,
    },
  };
}

/** The send jobs for the candidates that are due today in their owner's zone and not yet sent today. */
export function dueSends(candidates: SweepCandidate[], at: number): SendReminderJob[] {
  const dayByZone = new Map<string, string | null>();
  const sends: SendReminderJob[] = [];
  for (const c of candidates) {
    let day = dayByZone.get(c.timezone);
    if (day === undefined) {
      day = reminderDay(c.timezone, at);
      dayByZone.set(c.timezone, day);
    }
    if (day === null) continue;
    const subject = { status: c.status, paymentClaimedAt: null, dueDate: c.dueDate, createdAt: c.createdAt };
    if (!isDueOn(c, subject, day, c.timezone)) continue;
    if (c.lastKey === reminderKey(c.progressId, c.templateId, day)) continue;
    sends.push({ type: "send-reminder", progressId: c.progressId, templateId: c.templateId, day });
  }
  return sends;
}

/** Zones before 9:00 at the sweep's instant, once per sweep (a few hundred zone lookups) per isolate. */
let asleepMemo: { at: number; zones: string[] } | null = null;
function asleepAt(at: number) {
  if (asleepMemo?.at !== at) asleepMemo = { at, zones: zonesBeforeHour(at, SEND_HOUR) };
  return asleepMemo.zones;
}

/**
 * The zones a sweep at `at` leaves out: those before 9:00, and those whose sweep already completed on their current
 * local day (ADR 0128). A zone is recorded only when a whole sweep (every page of both phases) has finished, so a
 * sweep that fails part-way is simply done again the next hour. Whatever becomes due after a zone's sweep (a billing
 * submitted, a template added or changed, a new time zone) is caught by that company's own sweep, queued by the
 * change (`sweepCompanyNow`). A company's own sweep skips only the zones before 9:00.
 */
async function skippedZones(db: Db, job: ReminderSweepJob) {
  const asleep = asleepAt(job.at);
  if (job.companyId) return asleep;
  const swept = (await listSweptZones(db)).filter((z) => localDay(z.zone, job.at) === z.day).map((z) => z.zone);
  return swept.length > 0 ? [...asleep, ...swept] : asleep;
}

/** Every listed zone where 9:00 has come at `at`, with its local day: what a completed sweep covered. */
const awakeZones = (at: number) => {
  const asleep = new Set(asleepAt(at));
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.filter((z) => !asleep.has(z)).map((z) => [z, localDay(z, at)] as const);
};

/** Runs one page of the sweep started at `job.at` and enqueues its sends and the page after it. */
export async function sweepRemindersPage(
  env: { JOBS: JobQueue },
  db: Db,
  job: ReminderSweepJob,
): Promise<SweepPageResult> {
  const phase: Phase = job.phase ?? "submission";
  const cursor: SweepCursor | null = job.after ?? null;
  const window = sweepWindow(job.at);
  const skipped = await skippedZones(db, job);
  const company = (job.companyId ?? null) as CompanyId | null;
  const candidates =
    phase === "due"
      ? await selectDueCandidates(db, window.due, cursor, SWEEP_PAGE_SIZE, skipped, company)
      : await selectSubmissionCandidates(db, window.submission, cursor, SWEEP_PAGE_SIZE, skipped, company);

  const sends = dueSends(candidates, job.at);
  const last = candidates.at(-1);
  const scope = job.companyId ? { companyId: job.companyId } : {};
  let next: SweepJob | null = null;
  if (last && candidates.length === SWEEP_PAGE_SIZE) {
    next = {
      type: "reminder-sweep",
      at: job.at,
      phase,
      after: { templateId: last.templateId, sortKey: last.sortKey, progressId: last.progressId },
      ...scope,
    };
  } else if (phase === "submission") {
    next = { type: "reminder-sweep", at: job.at, phase: "due", after: null, ...scope };
  }

  // The next page goes last: if a send batch fails, the job is retried whole and nothing is skipped.
  const bodies: Job[] = [...sends, ...(next ? [next] : [])];
  for (let i = 0; i < bodies.length; i += SEND_BATCH) {
    await enqueue(env.JOBS, bodies.slice(i, i + SEND_BATCH));
  }
  // The whole sweep is done (its last page's sends are queued): its zones are swept for their local day.
  if (!next && !job.companyId) await recordSweptZones(db, awakeZones(job.at), new Date());
  return { scanned: candidates.length, enqueued: sends.length, next };
}
