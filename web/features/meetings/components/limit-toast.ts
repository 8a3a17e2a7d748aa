// The spec's "Meeting Limit Reached" toast: 8 seconds, with Upgrade Your Plan to /subscription.

import { MEETING_LIMIT_REACHED, MEETING_LIMIT_TOAST } from "#schema/contracts/meeting-texts";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";

/** The server refused because the month's recordings are used up. */
export const isMeetingLimit = (err: unknown) => errorMessage(err, "").includes(MEETING_LIMIT_REACHED);

/** True (and the toast shown) when the server's message says the month's recordings are used up. */
export function showLimitToastIfReached(err: unknown, navigate: (to: string) => void) {
  if (!isMeetingLimit(err)) return false;
  toast.error(MEETING_LIMIT_TOAST.title, {
    description: MEETING_LIMIT_TOAST.description,
    duration: MEETING_LIMIT_TOAST.durationMs,
    action: { label: MEETING_LIMIT_TOAST.action, onClick: () => navigate("/subscription") },
  });
  return true;
}
