// Dates as people read them ("Mar 4, 2026"), the one home of the rule for screens, emails, links and PDFs.
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./durations";
import { knownTimeZone } from "./time";

const DAY_OPTIONS = { month: "short", day: "numeric", year: "numeric" } as const;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The reader's locale ("es-US" for the app in Spanish, issue 34); en-US, the default, keeps the hand-written fast
 * paths below, so English is byte for byte what it was. Another locale goes through Intl.
 */
const EN = "en-US";

/** `undefined` is the runtime's own zone (a browser's); a named zone goes through the one fallback rule. */
function dayFormat(timeZone: string | undefined, locale = EN, options: Intl.DateTimeFormatOptions = DAY_OPTIONS) {
  const zone = timeZone === undefined ? undefined : knownTimeZone(timeZone);
  const key = `${locale} ${zone ?? ""} ${options === DAY_OPTIONS ? "" : Object.keys(options).join()}`;
  let f = dayFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    dayFormats.set(key, f);
  }
  return f;
}

/**
 * What en-US's { month: "short", day: "numeric", year: "numeric" } prints, without building that formatter: its
 * first construction loads the locale's date patterns, a long task on a phone's first screen (ADR 0110). A
 * property test holds the two to the same text.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayText = (year: number, monthIndex: number, day: number) => `${MONTHS[monthIndex]} ${day}, ${year}`;

/**
 * An instant (ISO string, epoch ms or Date) -> "Mar 4, 2026" on the calendar of `timeZone` (default: the runtime's),
 * in `locale` ("4 mar 2026" in es-US).
 */
export function formatDate(value: string | number | Date, timeZone?: string, locale = EN) {
  const date = value instanceof Date ? value : new Date(value);
  // The runtime's own calendar needs no zone data; an invalid date keeps Intl's RangeError.
  if (locale === EN && timeZone === undefined && !Number.isNaN(date.getTime()) && date.getFullYear() > 0) {
    return dayText(date.getFullYear(), date.getMonth(), date.getDate());
  }
  return dayFormat(timeZone, locale).format(date);
}

/** A calendar date "2026-03-04" -> "Mar 4, 2026", the same day wherever the reader is; anything else as given. */
export function formatCalendarDate(isoDate: string, locale = EN): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  // Through Date.UTC, so an out-of-range day rolls over exactly as the formatter would ("2026-02-31" -> Mar 3).
  const date = new Date(Date.UTC(y, m - 1, d));
  if (locale !== EN || Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 0)
    return dayFormat("UTC", locale).format(date);
  return dayText(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A calendar date "2026-03-04" -> "March 4, 2026" (articles' dates, spelled out); anything else as given. */
export function formatLongCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 0) return isoDate;
  return `${LONG_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const MONTH_DAY = { month: "short", day: "numeric" } as const;

/** An instant -> "Mar 4" on the runtime's calendar: a day this year (a quota's reset), the year left unsaid. */
export function formatMonthDay(value: string | number | Date, locale = EN): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(date);
  if (locale !== EN) return dayFormat(undefined, locale, MONTH_DAY).format(date);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** "Nov 21, 2026, 3:04:05 PM CST": evidence times, with the zone named (unknown zone: UTC). */
export const formatInstant = (value: Date | number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "long",
    timeZone: knownTimeZone(timeZone),
  }).format(value);

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant -> "Mar 4, 2026, 3:04 PM" in `timeZone` (default: the runtime's; unknown zone: UTC). */
export function formatDateTime(value: string | number | Date, timeZone?: string, locale = EN): string {
  const zone = timeZone === undefined ? undefined : knownTimeZone(timeZone);
  const key = `${locale} ${zone ?? ""}`;
  let f = dateTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
    dateTimeFormats.set(key, f);
  }
  return f.format(value instanceof Date ? value : new Date(value));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY_MS],
  ["month", 30 * DAY_MS],
  ["week", 7 * DAY_MS],
  ["day", DAY_MS],
  ["hour", HOUR_MS],
  ["minute", MINUTE_MS],
];
// Built on first use (see money.ts), one per locale.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
/**
 * What en-US's RelativeTimeFormat ({ numeric: "always" }) prints for a whole number under a thousand ("3 days ago",
 * "in 1 hour"), without building it: its first construction loads the locale's patterns, about 200 ms of the
 * dashboard's first screen on a phone (its recent activity; ADR 0114). A property test holds the two alike.
 */
function englishRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string | null {
  const n = Math.abs(value);
  if (!Number.isInteger(value) || value === 0 || n >= 1000) return null;
  const units = `${n} ${unit}${n === 1 ? "" : "s"}`;
  return value < 0 ? `${units} ago` : `in ${units}`;
}
const relative = {
  format: (value: number, unit: Intl.RelativeTimeFormatUnit, locale: string) => {
    const english = locale === EN ? englishRelative(value, unit) : null;
    if (english !== null) return english;
    let f = relativeFormats.get(locale);
    if (!f) {
      f = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
      relativeFormats.set(locale, f);
    }
    return f.format(value, unit);
  },
};

/**
 * "23 minutes ago", "10 days ago": the time since an instant in its largest whole unit; "just now" under a minute
 * (in another locale, Intl's word for now: "ahora").
 */
export function formatTimeAgo(value: string | number | Date, now: number = Date.now(), locale = EN): string {
  const ms = (value instanceof Date ? value.getTime() : new Date(value).getTime()) - now;
  const whole = (size: number) => Math.trunc(ms / size);
  for (const [unit, size] of UNITS) if (Math.abs(ms) >= size) return relative.format(whole(size), unit, locale);
  return locale === EN ? "just now" : new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(0, "second");
}
