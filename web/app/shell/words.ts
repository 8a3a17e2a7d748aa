// The signed-in frame's words (issue 34, ADR 0195).
import { shell } from "#schema/i18n/app/en/shell";
import { defineWords } from "../../lib/words";

export const useShellWords = defineWords(shell, () => import("#schema/i18n/app/es/shell").then((m) => m.shell));
