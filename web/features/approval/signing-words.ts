// Signing in person's words (issue 34, ADR 0195, ADR 0230): imported by the decision panel, the signature box and the
// app's /thank-you, so its English sits in their chunks; Spanish loads beside them for a person who reads Spanish.
import { signing } from "#schema/i18n/app/en/signing";
import { defineWords } from "#web/lib/words";

export const useSigningWords = defineWords(signing, () => import("#schema/i18n/app/es/signing").then((m) => m.signing));
