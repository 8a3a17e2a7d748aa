// Dates in the person's app language (issue 34): schema/rules/dates.ts's functions with the reader's locale, es-US
// for Spanish. English passes en-US, their own fast path, so its text is exactly what it was. Read when the screen
// draws: a screen that shows words redraws when the language changes; one that shows only a date does on its next draw.
import * as dates from "#schema/rules/dates";
import { appLanguage } from "./app-language";

/** The locale the app's dates and times are written in. */
export const dateLocale = () => (appLanguage() === "es" ? "es-US" : "en-US");

export const formatDate = (value: string | number | Date, timeZone?: string) =>
  dates.formatDate(value, timeZone, dateLocale());
export const formatCalendarDate = (isoDate: string) => dates.formatCalendarDate(isoDate, dateLocale());
export const formatMonthDay = (value: string | number | Date) => dates.formatMonthDay(value, dateLocale());
export const formatDateTime = (value: string | number | Date, timeZone?: string) =>
  dates.formatDateTime(value, timeZone, dateLocale());
export const formatTimeAgo = (value: string | number | Date, now?: number) =>
  dates.formatTimeAgo(value, now, dateLocale());
