// The project dialogs' words (issue 34, ADR 0195): imported only by the dialogs, which load on intent.
import { projectForm } from "#schema/i18n/app/en/project-form";
import { defineWords } from "#web/lib/words";

export const useProjectFormWords = defineWords(projectForm, () =>
  import("#schema/i18n/app/es/project-form").then((m) => m.projectForm),
);
