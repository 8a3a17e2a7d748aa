// Which words a client reads (issue 34, ADR 0175): their own language (clients.language), or the company's locale's
// when they have none, with the billing's locale for amounts. Passed to every renderer explicitly, never held.
import { type ClientWords, clientWords } from "#schema/i18n/client";
import { type Language, languageOr } from "#schema/i18n/languages";
import { defaultClientLanguage } from "./clients";

/** The language a stored client reads: theirs, else what a new client of this company would be given. */
export const clientLanguageOf = (stored: string | null | undefined, companyLocale: string): Language =>
  languageOr(stored, defaultClientLanguage(companyLocale, null));

/** A billing's client: their language, the company's locale, the billing's own locale for numbers. */
export function clientWordsOf(subject: {
  client: { language: string | null };
  owner: { locale: string };
  progress: { locale: string };
}): ClientWords {
  return clientWords(clientLanguageOf(subject.client.language, subject.owner.locale), subject.progress.locale);
}
