// /invite/{token}'s words (issue 34, ADR 0195).
import { invite } from "#schema/i18n/app/en/invite";
import { defineWords } from "#web/lib/words";

export const useInviteWords = defineWords(invite, () => import("#schema/i18n/app/es/invite").then((m) => m.invite));
export const ROLE_AS_KEY = { owner: "asOwner", office: "asOffice", field: "asField" } as const;
