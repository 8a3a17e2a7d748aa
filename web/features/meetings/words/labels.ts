// The meeting-labels catalogue's hook (issue 34, ADR 0195): its own module, so its English stays in the chunk that uses it.
import { meetingLabels } from "#schema/i18n/app/en/meeting-labels";
import { defineWords } from "#web/lib/words";

export const useMeetingLabels = defineWords(meetingLabels, () =>
  import("#schema/i18n/app/es/meeting-labels").then((m) => m.meetingLabels),
);
