// The words of /profile's payment settings card and the local bank fields (issue 34, ADR 0195): English with the
// card's own lazily loaded code, Spanish in a chunk of its own.
import { profilePayments } from "#schema/i18n/app/en/profile-payments";
import { defineWords } from "#web/lib/words";

export const usePaymentWords = defineWords(profilePayments, () =>
  import("#schema/i18n/app/es/profile-payments").then((m) => m.profilePayments),
);
