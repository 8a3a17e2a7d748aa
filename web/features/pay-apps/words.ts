// The pay applications' contract, schedule of values and change orders cards' words (issue 37, ADR 0195, 0217).
import { payApps } from "#schema/i18n/app/en/pay-apps";
import { defineWords } from "#web/lib/words";

export const usePayAppsWords = defineWords(payApps, () =>
  import("#schema/i18n/app/es/pay-apps").then((m) => m.payApps),
);
