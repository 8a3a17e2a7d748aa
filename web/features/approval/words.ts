// The "Client approval" card's words (issue 34, ADR 0195): imported only by the card, so its English stays in the
// card's chunk and its Spanish loads beside it.
import { approval } from "#schema/i18n/app/en/approval";
import { defineWords } from "#web/lib/words";

export const useApprovalWords = defineWords(approval, () =>
  import("#schema/i18n/app/es/approval").then((m) => m.approval),
);
