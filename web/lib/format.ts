// Formatting for people: whole dollars on screens, exact cents where a client pays, initials, dates.
const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const exactDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Integer cents -> "$12,480" (screens). */
export const formatMoney = (cents: number) => wholeDollars.format(Math.round(cents / 100));

/** Integer cents -> "$12,480.50" (documents a client pays from). */
export const formatMoneyExact = (cents: number) => exactDollars.format(cents / 100);

/**
 * Dollars typed by a person -> integer cents, rounded half up. Shifting the decimal exponent avoids binary
 * float drift (1.005 * 100 is 100.4999...).
 */
export const dollarsToCents = (dollars: number) => {
  const shifted = Number(`${dollars}e2`);
  // Numbers JS prints in exponent form (1e-7) cannot be shifted by string; they are far from a cent anyway.
  return Math.round(Number.isFinite(shifted) ? shifted : dollars * 100);
};

/** First letters of the first two words, at most 2, upper case. */
export const initials = (name: string | null | undefined) =>
  (name ?? "")
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (timeZone?: string) => {
  const key = timeZone ?? "";
  let format = dateFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
    }
    dateFormats.set(key, format);
  }
  return format;
};

/** An instant (ISO string, epoch ms or Date) -> "Mar 4, 2026" on the calendar of `timeZone` (default: the browser's). */
export const formatDate = (value: string | number | Date, timeZone?: string) =>
  dateFormat(timeZone).format(new Date(value));

/** A calendar date "2026-03-04" -> "Mar 4, 2026", the same day wherever the reader is. */
export const formatCalendarDate = (isoDate: string) =>
  dateFormat("UTC").format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

/** Today's calendar date "YYYY-MM-DD" in `timeZone` (due dates are compared as calendar days). */
export const todayIn = (timeZone?: string, at: Date = new Date()) => {
  const parts = dateParts(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
};
const dateParts = (timeZone?: string) => {
  try {
    return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  } catch {
    return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "2-digit", day: "2-digit" });
  }
};

export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};
