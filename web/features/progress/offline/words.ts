// The outbox's words (issue 34, ADR 0195): the dashboard's "Progress on this device" card and the sent toast.
import { outbox } from "#schema/i18n/app/en/outbox";
import { defineWords } from "#web/lib/words";

export const useOutboxWords = defineWords(outbox, () => import("#schema/i18n/app/es/outbox").then((m) => m.outbox));
