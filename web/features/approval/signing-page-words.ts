// The in-person signing page's words around the signature box (issue 34, ADR 0195): loaded with the page, Spanish in
// a chunk of its own.
import { signingPage } from "#schema/i18n/app/en/signing-page";
import { defineWords } from "#web/lib/words";

export const useSigningPageWords = defineWords(signingPage, () =>
  import("#schema/i18n/app/es/signing-page").then((m) => m.signingPage),
);
