// The Mark as paid dialog's words (issue 34, ADR 0195): imported only by the dialog, which loads on intent.
import { markPaid } from "#schema/i18n/app/en/mark-paid";
import { defineWords } from "#web/lib/words";

export const useMarkPaidWords = defineWords(markPaid, () =>
  import("#schema/i18n/app/es/mark-paid").then((m) => m.markPaid),
);
