// The meeting-form catalogue's hook (issue 34, ADR 0195): its own module, so its English stays in the chunk that uses it.
import { meetingForm } from "#schema/i18n/app/en/meeting-form";
import { defineWords } from "#web/lib/words";

export const useMeetingFormWords = defineWords(meetingForm, () =>
  import("#schema/i18n/app/es/meeting-form").then((m) => m.meetingForm),
);
