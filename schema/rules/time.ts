// Calendar days and instants in a person's timezone, the one home of the rule (web and worker alike).
// Due dates and "today" are local calendar days (YYYY-MM-DD), not UTC instants (ADR 0006).
import { DAY_MS } from "./durations";

/** The zone every rule falls back to when a stored or sent zone is unknown to this runtime. */
export const FALLBACK_TIME_ZONE = "UTC";

const known = new Map<string, boolean>();

/** The one fallback rule: a zone this runtime knows is kept; an unknown or empty one becomes UTC. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return FALLBACK_TIME_ZONE;
  let ok = known.get(timeZone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(timeZone, ok);
  }
  return ok ? timeZone : FALLBACK_TIME_ZONE;
}

/** Whether this runtime knows the zone: what a form accepts (the same test as the fallback rule). */
export const isKnownTimeZone = (timeZone: string) => knownTimeZone(timeZone) === timeZone;

/** The runtime's own zone (a browser's: the person's), or undefined when it cannot say. */
export const runtimeTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** Formatters are costly to build: one per zone per isolate (or tab). */
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a timezone (unknown zone: UTC). */
export function zonedParts(timeZone: string | null | undefined, at: Date | number): ZonedParts {
  const parts = partsFormatter(knownTimeZone(timeZone)).formatToParts(at instanceof Date ? at : new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour") % 24,
    minute: get("minute"),
    second: get("second"),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The calendar date (YYYY-MM-DD) that `at` falls on in `timeZone`; an unknown zone falls back to UTC. */
export function localDate(timeZone: string | null | undefined, at: Date | number = new Date()): string {
  const p = zonedParts(timeZone, at);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's calendar date "YYYY-MM-DD" in `timeZone` (default: the runtime's); due dates are compared as calendar days. */
export const todayIn = (timeZone?: string, at: Date = new Date()) => localDate(timeZone ?? runtimeTimeZone(), at);

/** The local calendar day (YYYY-MM-DD) and hour (0-23) of an instant in a timezone. */
export function localClock(timeZone: string | null | undefined, at: Date | number): { day: string; hour: number } {
  const p = zonedParts(timeZone, at);
  return { day: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, hour: p.hour };
}

/** Calendar arithmetic on YYYY-MM-DD; daylight-saving changes cannot shift it because no clock is involved. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant of local midnight starting `year-month-day` in `timeZone` (unknown zone: UTC). */
export function zonedMidnight(timeZone: string | null | undefined, year: number, month: number, day: number): Date {
  const zone = knownTimeZone(timeZone);
  // Start from UTC midnight and correct by the zone's offset; a second pass settles daylight-saving edges.
  let guess = Date.UTC(year, month - 1, day);
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(zone, guess);
    const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += Date.UTC(year, month - 1, day) - wall;
  }
  return new Date(guess);
}
