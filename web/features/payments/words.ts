// The Get Paid card's words (issue 34, ADR 0195): imported only by the card.
import { getPaid } from "#schema/i18n/app/en/get-paid";
import { defineWords } from "#web/lib/words";

export const useGetPaidWords = defineWords(getPaid, () =>
  import("#schema/i18n/app/es/get-paid").then((m) => m.getPaid),
);
