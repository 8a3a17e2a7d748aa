// Words of one part of the progress screens (issue 34, ADR 0195): imported only by that part's components, so its
// English stays in the chunk it was in and its Spanish loads beside it.
import { wizardDetails } from "#schema/i18n/app/en/wizard-details";
import { defineWords } from "#web/lib/words";

export const useWizardDetailsWords = defineWords(wizardDetails, () =>
  import("#schema/i18n/app/es/wizard-details").then((m) => m.wizardDetails),
);
