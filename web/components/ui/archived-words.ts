// The archived list's words (issue 34, ADR 0195): imported only by it, so they load when the disclosure opens.
import { archived } from "#schema/i18n/app/en/archived";
import { defineWords } from "#web/lib/words";

export const useArchivedWords = defineWords(archived, () =>
  import("#schema/i18n/app/es/archived").then((m) => m.archived),
);
