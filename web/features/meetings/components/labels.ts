// Words shown for meeting enums, and a meeting's title as shown.
import { formatZonedDateTime } from "#schema/rules/meeting-times";
export const LOCATION_LABELS: Record<string, string> = {
  jobsite: "Jobsite",
  office: "Office",
  remote: "Remote",
  client: "Client site",
};

export const PROCESSING_LABELS: Record<string, string | null> = {
  none: null,
  processing: "Processing",
  processed: "AI notes ready",
  unavailable: "Processing unavailable",
  failed: "Notes need your help",
};

/**
 * The processing badge, or none once the meeting was completed by hand: "Processing unavailable" (or failed notes)
 * asked for notes by hand, and they were written (issue 38).
 */
export function processingLabel(meeting: { processingStatus: string; status?: string }): string | null {
  if (completedByHand(meeting)) return null;
  return PROCESSING_LABELS[meeting.processingStatus] ?? null;
}

export const completedByHand = (meeting: { processingStatus: string; status?: string }) =>
  meeting.status === "completed" &&
  (meeting.processingStatus === "unavailable" || meeting.processingStatus === "failed");

/** A recording's automatic title (the spec's "Meeting on MM/DD/YYYY at HH:MM", as stored). */
const AUTOMATIC_TITLE = /^Meeting on \d\d\/\d\d\/\d{4} at \d\d:\d\d$/;

/**
 * A meeting's time is shown once, in the profile's zone with the zone named (ADR 0124): an automatic title is shown
 * as "Meeting on Nov 27, 2026, 2:03 PM CST" and the line under it then leaves the time out (issue 38).
 */
export function shownTitle(meeting: { title: string; meetingDate: string | Date }, timeZone: string | undefined) {
  const automatic = AUTOMATIC_TITLE.test(meeting.title);
  return {
    title: automatic ? `Meeting on ${formatZonedDateTime(meeting.meetingDate, timeZone)}` : meeting.title,
    timeInTitle: automatic,
  };
}
