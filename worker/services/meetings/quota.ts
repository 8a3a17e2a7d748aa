// The monthly recording quota: what the plan allows (entitlementOf) and the month in the user's timezone. The SQL
// that lets exactly one of two racing recordings take the last slot is in worker/db/meetings.ts.
import { entitlementOf, type Quota } from "#schema/contracts";
import { zonedMidnight, zonedParts } from "#schema/rules/time";
import type { SessionUser as UserRow } from "../sessions";

/** Midnight of the first day of the month after `at`, in `timeZone`, as a UTC instant. */
export function nextMonthStart(timeZone: string, at: Date): Date {
  const parts = zonedParts(timeZone, at);
  const year = parts.month === 12 ? parts.year + 1 : parts.year;
  const month = parts.month === 12 ? 1 : parts.month + 1;
  return zonedMidnight(timeZone, year, month, 1);
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
