// /team's words (issue 34, ADR 0195), and a role's name and line in the person's language.
import type { Role } from "#schema/contracts/team-words";
import { team } from "#schema/i18n/app/en/team";
import { defineWords, type Words } from "#web/lib/words";

export const useTeamWords = defineWords(team, () => import("#schema/i18n/app/es/team").then((m) => m.team));

const NAME = { owner: "roleOwner", office: "roleOffice", field: "roleField" } as const;
const ABOUT = { owner: "aboutOwner", office: "aboutOffice", field: "aboutField" } as const;
/** The words a helper outside a component is handed. */
export type TeamWords = Words<typeof team>;
export const roleName = (t: Words<typeof team>, role: Role) => t(NAME[role]);
export const roleAbout = (t: Words<typeof team>, role: Role) => t(ABOUT[role]);
