// The list components' words (issue 34, ADR 0195): imported only by them, so their English goes where they go.
import { lists } from "#schema/i18n/app/en/lists";
import { defineWords } from "#web/lib/words";

export const useListWords = defineWords(lists, () => import("#schema/i18n/app/es/lists").then((m) => m.lists));
