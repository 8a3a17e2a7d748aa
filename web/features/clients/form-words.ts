// The client dialog's words (issue 34, ADR 0195): imported only by the dialog, which loads on intent.
import { clientForm } from "#schema/i18n/app/en/client-form";
import { defineWords } from "#web/lib/words";

export const useClientFormWords = defineWords(clientForm, () =>
  import("#schema/i18n/app/es/client-form").then((m) => m.clientForm),
);
