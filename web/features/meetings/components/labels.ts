// Words shown for meeting enums, and a meeting's title as shown.
import type { meetingLabels } from "#schema/i18n/app/en/meeting-labels";
import { formatZonedDateTime, shownMeetingTitle } from "#schema/rules/meeting-times";
import { dateLocale } from "#web/lib/dates";
import type { Words } from "#web/lib/words";

type Labels = Words<typeof meetingLabels>;

/** A location's name ("Jobsite"); an unknown one shows as stored. */
export const locationLabel = (t: Labels, location: string) =>
  location === "jobsite" || location === "office" || location === "remote" || location === "client"
    ? t(location)
    : location;

/** "Draft" or "Completed". */
export const statusLabel = (t: Labels, status: string) => t(status === "completed" ? "completed" : "draft");

/**
 * The processing badge, or none once the meeting was completed by hand: "Processing unavailable" (or failed notes)
 * asked for notes by hand, and they were written (issue 38).
 */
export function processingLabel(t: Labels, meeting: { processingStatus: string; status?: string }): string | null {
  if (completedByHand(meeting)) return null;
  const s = meeting.processingStatus;
  return s === "processing" || s === "processed" || s === "unavailable" || s === "failed" ? t(s) : null;
}

export const completedByHand = (meeting: { processingStatus: string; status?: string }) =>
  meeting.status === "completed" &&
  (meeting.processingStatus === "unavailable" || meeting.processingStatus === "failed");

/** A meeting's time in the profile's zone, zone named, in the reader's language ("Nov 20, 2026, 9:30 AM CST"). */
export const zonedDateTime = (value: string | number | Date, timeZone: string | null | undefined) =>
  formatZonedDateTime(value, timeZone, dateLocale());

/**
 * See shownMeetingTitle: the same rule on the shared page. With `t`, an automatic title is said in the reader's
 * language ("Meeting on Nov 27, 2026, 2:03 PM CST" in English, as the shared page says it).
 */
export function shownTitle(
  meeting: { title: string; meetingDate: string | number | Date },
  timeZone: string | null | undefined,
  t?: Labels,
) {
  const shown = shownMeetingTitle(meeting, timeZone);
  if (!t || !shown.timeInTitle) return shown;
  return { title: t("automaticTitle", { date: zonedDateTime(meeting.meetingDate, timeZone) }), timeInTitle: true };
}
