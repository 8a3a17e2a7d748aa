// The words of /profile's integrations, Peppol, data export and demo accounts cards (issue 34, ADR 0195): English
// with the card's own lazily loaded code, Spanish in a chunk of its own.
import { profileMore } from "#schema/i18n/app/en/profile-more";
import { defineWords } from "#web/lib/words";

export const useMoreWords = defineWords(profileMore, () =>
  import("#schema/i18n/app/es/profile-more").then((m) => m.profileMore),
);
