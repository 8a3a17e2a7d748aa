// The dashboard's subscription banner's words (issue 34, ADR 0195).
import { banner } from "#schema/i18n/app/en/banner";
import { defineWords } from "#web/lib/words";

export const useBannerWords = defineWords(banner, () => import("#schema/i18n/app/es/banner").then((m) => m.banner));
