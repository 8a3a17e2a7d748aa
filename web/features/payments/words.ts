// The Get Paid card's words (issue 34, ADR 0195): loaded with the billing's payment panel, Spanish in its own chunk.
import { getPaid } from "#schema/i18n/app/en/get-paid";
import { defineWords } from "#web/lib/words";

export const useGetPaidWords = defineWords(getPaid, () =>
  import("#schema/i18n/app/es/get-paid").then((m) => m.getPaid),
);
