// The monthly recording quota: what the plan allows (entitlementOf), the month in the user's timezone, and the
// SQL predicate that lets exactly one of two racing recordings take the last slot.
import { sql } from "drizzle-orm";
import { entitlementOf, type Quota } from "../../../schema/contracts";
import type { SessionUser as UserRow } from "../sessions";

/** Midnight of the first day of the month after `at`, in `timeZone`, as a UTC instant. */
export function nextMonthStart(timeZone: string, at: Date): Date {
  const parts = zonedParts(timeZone, at);
  const year = parts.month === 12 ? parts.year + 1 : parts.year;
  const month = parts.month === 12 ? 1 : parts.month + 1;
  return zonedMidnight(timeZone, year, month, 1);
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** Formatters are costly to build; one per timezone per isolate. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    try {
      fmt = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      // An unknown zone (never stored, but be safe): months in UTC.
      fmt = formatterFor("UTC");
    }
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

function zonedParts(timeZone: string, at: Date): Parts {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Local midnight of a calendar day in `timeZone` as a UTC instant (two passes settle DST edges). */
function zonedMidnight(timeZone: string, year: number, month: number, day: number): Date {
  const wanted = Date.UTC(year, month - 1, day);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(timeZone, new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wanted - shown;
  }
  return new Date(guess);
}

export type MeetingUsage = {
  meetingsUsed: number;
  /** The plan's monthly recordings; "unlimited" on Professional (and the trial). */
  meetingsLimit: Quota;
  /** When the count goes back to 0: the next first of the month, midnight in the user's timezone. */
  meetingsResetDate: Date;
};

/** Usage as the user should see it now: a count from a past month reads as 0. */
export function meetingUsageOf(user: UserRow, now = new Date()): MeetingUsage {
  const stale = !user.meetingsResetDate || user.meetingsResetDate.getTime() <= now.getTime();
  return {
    meetingsUsed: stale ? 0 : user.meetingsUsed,
    meetingsLimit: entitlementOf(user, now).quotas.meetingsPerMonth,
    meetingsResetDate: stale ? nextMonthStart(user.timezone, now) : user.meetingsResetDate!,
  };
}

/**
 * SQL over the `users` row: true while one more recording fits. Evaluated inside the same D1 transaction as
 * the increment, so two recordings racing for the last slot cannot both see room.
 */
export function quotaRoom(limit: Quota, now: Date) {
  if (limit === "unlimited") return sql`1`;
  return sql`(case when meetings_reset_date is null or meetings_reset_date <= ${now.getTime()} then 0 else meetings_used end) < ${limit}`;
}

/** The counter's new values for one more recording this month (a new month starts at 1). */
export function countOneMore(now: Date, resetAt: Date) {
  const stale = sql`(meetings_reset_date is null or meetings_reset_date <= ${now.getTime()})`;
  return {
    used: sql`case when ${stale} then 1 else meetings_used + 1 end`,
    resetDate: sql`case when ${stale} then ${resetAt.getTime()} else meetings_reset_date end`,
  };
}
