// Calendar days in a person's timezone: due dates and "today" are local days, not UTC instants.

/** The calendar date (YYYY-MM-DD) that `at` falls on in `timeZone`; an unknown zone falls back to UTC. */
export function localDate(timeZone: string, at: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).formatToParts(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
