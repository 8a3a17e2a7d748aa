// Meeting times on one zone's wall clock (ADR 0124): shown with the zone named, typed in a datetime-local field, in
// the app and on the shared page alike. A module of its own so only meeting screens load it.
import { knownTimeZone, zonedParts } from "./time";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

const zonedTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant -> "Nov 20, 2026, 9:30 AM CST": a meeting's time in the profile's zone with the zone named, the same
 * text in the app and on the shared page (unknown zone: UTC).
 */
export function formatZonedDateTime(
  value: string | number | Date,
  timeZone: string | null | undefined,
  locale = "en-US",
): string {
  const zone = knownTimeZone(timeZone);
  const key = `${locale} ${zone}`;
  let f = zonedTimeFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone: zone,
    });
    zonedTimeFormats.set(key, f);
  }
  return f.format(value instanceof Date ? value : new Date(value));
}

/** The UTC instant of a wall-clock time ("2026-11-20T09:30", a datetime-local value) in `timeZone`; null if unreadable. */
export function zonedWallTime(timeZone: string | null | undefined, wall: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const zone = knownTimeZone(timeZone);
  const target = Date.UTC(y, mo - 1, d, h, mi);
  // As zonedMidnight: correct a UTC guess by the zone's offset twice, which settles daylight-saving edges.
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(zone, guess);
    guess += target - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  }
  return new Date(guess);
}

/** The datetime-local value ("2026-11-20T09:30") an instant shows as on the wall clock of `timeZone`. */
export function wallTimeIn(timeZone: string | null | undefined, at: Date | number): string {
  const p = zonedParts(timeZone, at);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A recording's automatic title (the spec's "Meeting on MM/DD/YYYY at HH:MM", as stored). */
const AUTOMATIC_TITLE = /^Meeting on \d\d\/\d\d\/\d{4} at \d\d:\d\d$/;

/**
 * A meeting's time is shown once, in the profile's zone with the zone named: an automatic title is shown as
 * "Meeting on Nov 27, 2026, 2:03 PM CST", and the line under it then leaves the time out (issue 38). The app and the
 * shared page alike.
 */
export function shownMeetingTitle(
  meeting: { title: string; meetingDate: string | number | Date },
  timeZone: string | null | undefined,
) {
  const automatic = AUTOMATIC_TITLE.test(meeting.title);
  return {
    title: automatic ? `Meeting on ${formatZonedDateTime(meeting.meetingDate, timeZone)}` : meeting.title,
    timeInTitle: automatic,
  };
}
