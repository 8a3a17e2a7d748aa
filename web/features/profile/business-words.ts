// The words of /profile's Business and tax card and its own tax rates (issue 34, ADR 0195): English with the card's
// own lazily loaded code, Spanish in a chunk of its own.
import { profileBusiness } from "#schema/i18n/app/en/profile-business";
import { defineWords } from "#web/lib/words";

export const useBusinessWords = defineWords(profileBusiness, () =>
  import("#schema/i18n/app/es/profile-business").then((m) => m.profileBusiness),
);
