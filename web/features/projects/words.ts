// /projects' words (issue 34, ADR 0195): imported only by its page, so its English stays in the page's chunk.
import { projects } from "#schema/i18n/app/en/projects";
import { defineWords } from "#web/lib/words";

export const useProjectsWords = defineWords(projects, () =>
  import("#schema/i18n/app/es/projects").then((m) => m.projects),
);
