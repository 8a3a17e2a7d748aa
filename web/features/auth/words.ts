// /auth's words (issue 34, ADR 0195).
import { auth } from "#schema/i18n/app/en/auth";
import { defineWords } from "#web/lib/words";

export const useAuthWords = defineWords(auth, () => import("#schema/i18n/app/es/auth").then((m) => m.auth));
