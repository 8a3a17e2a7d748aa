// Words of one part of the progress screens (issue 34, ADR 0195): imported only by that part's components, so its
// English stays in the chunk it was in and its Spanish loads beside it.
import { status } from "#schema/i18n/app/en/status";
import { defineWords } from "#web/lib/words";

export const useStatusWords = defineWords(status, () => import("#schema/i18n/app/es/status").then((m) => m.status));
