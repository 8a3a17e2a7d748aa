// How each reminder channel and trigger reads on the templates list, the template form and the send screen, in the
// person's language (issue 34). English is TRIGGER_LABELS and describeTrigger's, word for word (the catalogue test).
import type { TriggerType } from "#schema/contracts/nudge-texts";
import { useReminderTextWords } from "../reminder-words";

/** `trigger(type, days)`: "3 days before the due date". */
export function useTriggerText() {
  const t = useReminderTextWords();
  return (type: TriggerType, days: number | null | undefined) =>
    type === "on_due_date" ? t("when_on_due_date") : t(`when_${type}`, { count: days ?? 0 });
}
