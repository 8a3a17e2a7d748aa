// Formatting for people on screens. Money and date rules live once in schema/rules (shared with the worker's
// emails, links and PDFs); this module re-exports them and adds what only screens need.
import { localDate } from "../../schema/rules/time";

export { formatCalendarDate, formatDate } from "../../schema/rules/dates";
export { dollarsToCents, formatMoney, formatMoneyExact } from "../../schema/rules/money";

/** First letters of the first two words, at most 2, upper case. */
export const initials = (name: string | null | undefined) =>
  (name ?? "")
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();

export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** Today's calendar date "YYYY-MM-DD" in `timeZone` (default: the browser's); due dates are compared as calendar days. */
export const todayIn = (timeZone?: string, at: Date = new Date()) => localDate(timeZone ?? browserTimeZone(), at);
