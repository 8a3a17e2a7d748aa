// Send Reminders' words, for its page and its hook (issue 34, ADR 0195).
import { sendReminders } from "#schema/i18n/app/en/send-reminders";
import { defineWords } from "#web/lib/words";

export const useSendReminderWords = defineWords(sendReminders, () =>
  import("#schema/i18n/app/es/send-reminders").then((m) => m.sendReminders),
);
