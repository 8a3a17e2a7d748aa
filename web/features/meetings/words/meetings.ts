// The meetings catalogue's hook (issue 34, ADR 0195): its own module, so its English stays in the chunk that uses it.
import { meetings } from "#schema/i18n/app/en/meetings";
import { defineWords } from "#web/lib/words";

export const useMeetingsWords = defineWords(meetings, () =>
  import("#schema/i18n/app/es/meetings").then((m) => m.meetings),
);
