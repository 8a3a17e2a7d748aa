// /invoices' words (issue 34, ADR 0195): imported only by its page and cards, so its English stays in their chunk.
import { invoices } from "#schema/i18n/app/en/invoices";
import { defineWords } from "#web/lib/words";

export const useInvoicesWords = defineWords(invoices, () =>
  import("#schema/i18n/app/es/invoices").then((m) => m.invoices),
);
