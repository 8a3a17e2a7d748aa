// The meeting-recorder catalogue's hook (issue 34, ADR 0195): its own module, so its English stays in the chunk that uses it.
import { meetingRecorder } from "#schema/i18n/app/en/meeting-recorder";
import { defineWords } from "#web/lib/words";

export const useRecorderWords = defineWords(meetingRecorder, () =>
  import("#schema/i18n/app/es/meeting-recorder").then((m) => m.meetingRecorder),
);
