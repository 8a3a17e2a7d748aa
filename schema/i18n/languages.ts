// The languages a client reads PayStage in (issue 34, ADR 0174) and the locale their dates and numbers follow.
// Zod-free and catalogue-free, so any screen can name a language without carrying another language's words.
import { CLIENT_LANGUAGES, type ClientLanguage } from "../contracts/worldwide";
import { isSupportedLocale } from "../rules/locale-formats";

export { CLIENT_LANGUAGES as LANGUAGES };
export type Language = ClientLanguage;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (CLIENT_LANGUAGES as readonly string[]).includes(value);

/** A stored value (null, or one written before a language existed) as a language the catalogues have. */
export const languageOr = (value: unknown, fallback: Language = "en"): Language =>
  isLanguage(value) ? value : fallback;

/**
 * The locale a client's dates and numbers are written in. English keeps the company's own locale (a US company's
 * output stays byte for byte as it was); another language takes its own region when it names one (fr-CA), else the
 * company's region when that pairing exists (es + US = es-US, fr + CA = fr-CA), else the bare language (de).
 */
export function clientLocale(language: Language, companyLocale: string): string {
  if (language === "en") return companyLocale.startsWith("en") ? companyLocale : "en-US";
  if (language.includes("-")) return language;
  const region = companyLocale.split("-")[1];
  const paired = region ? `${language}-${region}` : language;
  return isSupportedLocale(paired) ? paired : language;
}
