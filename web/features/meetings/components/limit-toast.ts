// The spec's "Meeting Limit Reached" toast: 8 seconds, with Upgrade Your Plan to /subscription.

import { MEETING_LIMIT_REACHED, MEETING_LIMIT_TOAST } from "#schema/contracts/meeting-texts";
import type { meetingRecorder } from "#schema/i18n/app/en/meeting-recorder";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import type { Words } from "#web/lib/words";
import { RECORDING_GONE } from "../recording/recording-gone";
import { useRecorderWords } from "../words/recorder";

/** The server refused because the month's recordings are used up. */
export const isMeetingLimit = (err: unknown) => errorMessage(err, "").includes(MEETING_LIMIT_REACHED);

/**
 * True (and the toast shown, in `t`'s language) when the server's message says the month's recordings are used up.
 */
export function showLimitToastIfReached(
  err: unknown,
  navigate: (to: string) => void,
  t: Words<typeof meetingRecorder> = useRecorderWords.english,
) {
  if (!isMeetingLimit(err)) return false;
  toast.error(t("limitTitle"), {
    description: t("limitDescription"),
    duration: MEETING_LIMIT_TOAST.durationMs,
    action: { label: t("upgrade"), onClick: () => navigate("/subscription") },
  });
  return true;
}

/** What a failed send says, in `t`'s language: a recording gone from the device cannot be tried again. */
export const failedText = (err: unknown, t: Words<typeof meetingRecorder>) =>
  err instanceof Error && err.message === RECORDING_GONE ? t("goneFromDevice") : t("saveFailed");
