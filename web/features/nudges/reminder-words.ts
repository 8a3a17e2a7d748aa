// The reminder words the templates list, the template editor and the send screen share (issue 34, ADR 0195).
import { reminderTexts } from "#schema/i18n/app/en/reminder-texts";
import { defineWords } from "#web/lib/words";

export const useReminderTextWords = defineWords(reminderTexts, () =>
  import("#schema/i18n/app/es/reminder-texts").then((m) => m.reminderTexts),
);
