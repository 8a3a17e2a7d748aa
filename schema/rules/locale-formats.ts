// Dates, counts and locale support in a client's own language (issue 34, ADR 0175): the formats schema/i18n needs
// beyond the English ones in dates.ts and money.ts, which stay exactly as they are for English.
import { knownTimeZone } from "./time";

const LONG_DAY = { day: "numeric", month: "long", year: "numeric" } as const;

/**
 * Intl writes French amounts and dates with a narrow no-break space (U+202F) and zones with a minus sign (U+2212):
 * characters the PDF's standard font and GSM-7 texts lack. A no-break space and a hyphen read the same and fit both.
 */
export const plainSpaces = (text: string) => text.replace(/[\u202F\u2009]/g, "\u00A0").replace(/\u2212/g, "-");

/** Whether the platform formats `tag` as its own locale ("es-US", "fr-CA"), not a fallback. */
export const isSupportedLocale = (tag: string) => Intl.NumberFormat.supportedLocalesOf([tag])[0] === tag;

/** A calendar day "2026-03-04" as `locale` writes it ("4 mars 2026"); anything else as given. */
export function formatDayIn(isoDate: string, locale: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  const f = new Intl.DateTimeFormat(locale, { ...LONG_DAY, timeZone: "UTC" });
  return plainSpaces(f.format(new Date(Date.UTC(y, m - 1, d))));
}

/** An instant on the calendar of `timeZone`, as `locale` writes the day. */
export const formatDateIn = (value: string | number | Date, timeZone: string, locale: string) =>
  plainSpaces(
    new Intl.DateTimeFormat(locale, { ...LONG_DAY, timeZone: knownTimeZone(timeZone) }).format(new Date(value)),
  );

/** An instant with its time and zone (evidence times), as `locale` writes them. */
export const formatInstantIn = (value: Date | number, timeZone: string, locale: string) =>
  plainSpaces(
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "long", timeZone: knownTimeZone(timeZone) }).format(
      value,
    ),
  );

const counts = new Map<string, Intl.NumberFormat>();
/** A count in the locale's digits (a plural's `#`). */
export function formatCountIn(n: number, locale: string): string {
  let f = counts.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    counts.set(locale, f);
  }
  return plainSpaces(f.format(n));
}
