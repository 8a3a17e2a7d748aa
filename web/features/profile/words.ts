// /profile's words (issue 34, ADR 0195): the page's frame and the profile form; the cards below keep their own.
import { profile } from "#schema/i18n/app/en/profile";
import { defineWords } from "#web/lib/words";

export const useProfileWords = defineWords(profile, () => import("#schema/i18n/app/es/profile").then((m) => m.profile));
