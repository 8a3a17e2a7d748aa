// /dashboard's words (issue 34, ADR 0195).
import { dashboard } from "#schema/i18n/app/en/dashboard";
import { defineWords } from "#web/lib/words";

export const useDashboardWords = defineWords(dashboard, () =>
  import("#schema/i18n/app/es/dashboard").then((m) => m.dashboard),
);
