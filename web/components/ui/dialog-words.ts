// The dialogs' words (issue 34, ADR 0195): imported only by the dialogs, which load on intent.
import { dialogs } from "#schema/i18n/app/en/dialogs";
import { defineWords } from "#web/lib/words";

export const useDialogWords = defineWords(dialogs, () => import("#schema/i18n/app/es/dialogs").then((m) => m.dialogs));
