// The payment status screen's approval card's words (issue 34, ADR 0195).
import { approvalPanel } from "#schema/i18n/app/en/approval-panel";
import { defineWords } from "#web/lib/words";

export const useApprovalPanelWords = defineWords(approvalPanel, () =>
  import("#schema/i18n/app/es/approval-panel").then((m) => m.approvalPanel),
);
