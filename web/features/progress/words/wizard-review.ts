// Words of one part of the progress screens (issue 34, ADR 0195): imported only by that part's components, so its
// English stays in the chunk it was in and its Spanish loads beside it.
import { wizardReview } from "#schema/i18n/app/en/wizard-review";
import { defineWords } from "#web/lib/words";

export const useWizardReviewWords = defineWords(wizardReview, () =>
  import("#schema/i18n/app/es/wizard-review").then((m) => m.wizardReview),
);
