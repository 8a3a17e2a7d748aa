// Words of one part of the progress screens (issue 34, ADR 0195): imported only by that part's components, so its
// English stays in the chunk it was in and its Spanish loads beside it.
import { wizardPhotos } from "#schema/i18n/app/en/wizard-photos";
import { defineWords } from "#web/lib/words";

export const useWizardPhotosWords = defineWords(wizardPhotos, () =>
  import("#schema/i18n/app/es/wizard-photos").then((m) => m.wizardPhotos),
);
