// The words of /profile's sign-in and security card and the two-step setup (issue 34, ADR 0195): English with the
// card's own lazily loaded code, Spanish in a chunk of its own.
import { profileSecurity } from "#schema/i18n/app/en/profile-security";
import { defineWords } from "#web/lib/words";

export const useSecurityWords = defineWords(profileSecurity, () =>
  import("#schema/i18n/app/es/profile-security").then((m) => m.profileSecurity),
);
