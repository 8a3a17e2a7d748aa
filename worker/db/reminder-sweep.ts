// The reminder sweep's candidate queries: (progress, template) pairs that may be due around now, one keyset page
// at a time. They drive from each active template to its company's progress through an index range, so a page
// costs one query with 9 bound parameters however many contractors and rows exist. Companies in zones where 9:00
// has not come yet are left out (`asleep`, one JSON parameter): nothing of theirs could be sent this hour.

import { type SQL, sql } from "drizzle-orm";
import { type ProgressStatus, TRIGGER_TYPES, type TriggerType } from "#schema/contracts/enums";
import type { CompanyId } from "#schema/db/companies";
import { DAY_MS } from "#schema/rules/durations";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

export type SweepCandidate = {
  progressId: number;
  templateId: number;
  companyId: CompanyId;
  timezone: string;
  status: ProgressStatus;
  dueDate: string | null;
  createdAt: number;
  triggerType: TriggerType;
  triggerValue: number | null;
  /** The keyset column of the page: due_date (due phase) or created_at (submission phase). */
  sortKey: string | number;
  /** The newest automatic send's dedupe key for this pair, to skip pairs already sent today without a send job. */
  lastKey: string | null;
};

/** Where the previous page ended: (template id, sort key, progress id). */
export type SweepCursor = { templateId: number; sortKey: string | number; progressId: number };

/**
 * Which page of the sweep reads each trigger. A due-date trigger falls on the day its due date is N days after
 * today (+1), today (0) or N days before today (-1). A new trigger does not compile until it is placed here, and
 * the queries below are built from this table, so a placed trigger is swept.
 */
const SWEEP_PHASES = {
  days_after_submission: { phase: "submission" },
  days_before_due: { phase: "due", dueFromToday: 1 },
  on_due_date: { phase: "due", dueFromToday: 0 },
  days_after_due: { phase: "due", dueFromToday: -1 },
} as const satisfies Record<TriggerType, { phase: "submission" } | { phase: "due"; dueFromToday: -1 | 0 | 1 }>;

// Trigger names are our own constants (lowercase words), inlined as SQL literals so a page keeps its 9 parameters.
const literal = (name: TriggerType) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a trigger name: ${name}`);
  return sql.raw(`'${name}'`);
};
const submissionTriggers = TRIGGER_TYPES.filter((t) => SWEEP_PHASES[t].phase === "submission");
const dueTriggers = TRIGGER_TYPES.flatMap((t) => {
  const rule = SWEEP_PHASES[t];
  return rule.phase === "due" ? [{ name: t, dueFromToday: rule.dueFromToday }] : [];
});
const inList = (names: TriggerType[]) => sql.join(names.map(literal), sql.raw(", "));
const dueTypes = inList(dueTriggers.map((t) => t.name));
const submissionTypes = inList(submissionTriggers);
/** A due-date trigger's due date as a date() modifier of today: '+N days', '+0 days' or '-N days'. */
const dueOffset: SQL = sql`printf('%+d days', CASE t.trigger_type ${sql.join(
  dueTriggers.map(({ name, dueFromToday }) =>
    dueFromToday === 0
      ? sql`WHEN ${literal(name)} THEN 0`
      : sql`WHEN ${literal(name)} THEN ${sql.raw(String(dueFromToday))} * t.trigger_value`,
  ),
  sql.raw(" "),
)} END)`;

const lastKey = sql`(SELECT max(h.dedupe_key) FROM nudge_history h WHERE h.progress_id = p.id AND h.template_id = t.id AND h.automatic = 1)`;

/** The company's zone is not one where 9:00 is still to come (one parameter, however many zones). */
const awake = (asleep: readonly string[]) =>
  sql`c.timezone NOT IN (SELECT value FROM json_each(${JSON.stringify(asleep)}))`;

/** One company's own sweep (a catch-up after a change that may make a reminder due today), or every company. */
const onlyCompany = (companyId: CompanyId | null | undefined) =>
  companyId ? sql`t.company_id = ${companyId}` : sql`1 = 1`;

const after = (cursor: SweepCursor | null, column: ReturnType<typeof sql.raw>) =>
  cursor
    ? sql`t.id >= ${cursor.templateId} AND (t.id > ${cursor.templateId} OR ${column} > ${cursor.sortKey} OR (${column} = ${cursor.sortKey} AND p.id > ${cursor.progressId}))`
    : sql`1 = 1`;

/**
 * Due-date triggers. The target due date is today + N (before), today (on) or today - N (after), where "today"
 * is each company's local day: somewhere between the UTC dates `fromDay` and `toDay`. The caller decides exactly.
 */
export const selectDueCandidates = (
  db: Db,
  range: { fromDay: string; toDay: string },
  cursor: SweepCursor | null,
  limit: number,
  asleep: readonly string[] = [],
  companyId: CompanyId | null = null,
) =>
  db.all<SweepCandidate>(sql`
    SELECT p.id AS progressId, t.id AS templateId, t.company_id AS companyId, c.timezone AS timezone, p.status AS status,
      p.due_date AS dueDate, p.created_at AS createdAt, t.trigger_type AS triggerType, t.trigger_value AS triggerValue,
      p.due_date AS sortKey, ${lastKey} AS lastKey
    FROM nudge_templates t
    JOIN companies c ON c.id = t.company_id
    JOIN progress p INDEXED BY progress_company_due_idx ON p.company_id = t.company_id
      AND p.due_date BETWEEN date(${range.fromDay}, ${dueOffset}) AND date(${range.toDay}, ${dueOffset})
    WHERE t.active = 1 AND t.trigger_type IN (${dueTypes}) AND ${awake(asleep)} AND ${onlyCompany(companyId)}
      AND ${after(cursor, sql.raw("p.due_date"))}
      AND p.status IN ('pending', 'approved') AND p.payment_claimed_at IS NULL
    ORDER BY t.id, p.due_date, p.id
    LIMIT ${limit}`);

/**
 * "N days after submission": the progress's local creation day is today - N. The instant range
 * [fromMs, toMs) covers that day in every timezone; the caller decides exactly.
 */
export const selectSubmissionCandidates = (
  db: Db,
  range: { fromMs: number; toMs: number },
  cursor: SweepCursor | null,
  limit: number,
  asleep: readonly string[] = [],
  companyId: CompanyId | null = null,
) =>
  db.all<SweepCandidate>(sql`
    SELECT p.id AS progressId, t.id AS templateId, t.company_id AS companyId, c.timezone AS timezone, p.status AS status,
      p.due_date AS dueDate, p.created_at AS createdAt, t.trigger_type AS triggerType, t.trigger_value AS triggerValue,
      p.created_at AS sortKey, ${lastKey} AS lastKey
    FROM nudge_templates t
    JOIN companies c ON c.id = t.company_id
    JOIN progress p INDEXED BY progress_company_created_idx ON p.company_id = t.company_id
      AND p.created_at >= ${range.fromMs} - t.trigger_value * ${DAY_MS} AND p.created_at < ${range.toMs} - t.trigger_value * ${DAY_MS}
    WHERE t.active = 1 AND t.trigger_type IN (${submissionTypes}) AND ${awake(asleep)} AND ${onlyCompany(companyId)}
      AND ${after(cursor, sql.raw("p.created_at"))}
      AND p.status = 'pending' AND p.payment_claimed_at IS NULL
    ORDER BY t.id, p.created_at, p.id
    LIMIT ${limit}`);

// ---- which zones were swept today (ADR 0128) ----

const { reminderZoneSweeps } = schema;

/** Every zone's last swept local day: one row per zone, a few hundred at most. */
export const listSweptZones = (db: Db) =>
  db.select({ zone: reminderZoneSweeps.zone, day: reminderZoneSweeps.day }).from(reminderZoneSweeps);

/** Records the zones a completed sweep covered, each with its local day then (one statement, one parameter). */
export const recordSweptZones = (db: Db, swept: readonly (readonly [zone: string, day: string])[], now: Date) =>
  db.run(sql`
    INSERT INTO reminder_zone_sweeps (zone, day, swept_at)
    SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), ${now.getTime()} FROM json_each(${JSON.stringify(swept)})
    WHERE true
    ON CONFLICT (zone) DO UPDATE SET day = excluded.day, swept_at = excluded.swept_at`);

/** The company's zone is swept again in full by the next hourly sweep (when its own catch-up could not be queued). */
export const forgetSweptZoneOf = (db: Db, companyId: CompanyId) =>
  db
    .delete(reminderZoneSweeps)
    .where(sql`${reminderZoneSweeps.zone} = (SELECT timezone FROM companies WHERE id = ${companyId})`);
