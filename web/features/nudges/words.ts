// The payment status screen's Reminders card's words (issue 34, ADR 0195).
import { remindersPanel } from "#schema/i18n/app/en/reminders-panel";
import { defineWords } from "#web/lib/words";

export const useRemindersPanelWords = defineWords(remindersPanel, () =>
  import("#schema/i18n/app/es/reminders-panel").then((m) => m.remindersPanel),
);
