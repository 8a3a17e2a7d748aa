// Words shown for meeting enums, and a meeting's title as shown.
import { shownMeetingTitle } from "#schema/rules/meeting-times";
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

/** See shownMeetingTitle: the same rule on the shared page. */
export const shownTitle = shownMeetingTitle;
