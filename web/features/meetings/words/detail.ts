// The meeting-detail catalogue's hook (issue 34, ADR 0195): its own module, so its English stays in the chunk that uses it.
import { meetingDetail } from "#schema/i18n/app/en/meeting-detail";
import { defineWords } from "#web/lib/words";

export const useMeetingDetailWords = defineWords(meetingDetail, () =>
  import("#schema/i18n/app/es/meeting-detail").then((m) => m.meetingDetail),
);
