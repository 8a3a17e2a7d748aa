// A country's name for this reader (issue 34): the spec's English name in English, the platform's own name in another
// language ("Estados Unidos"), so a country list carries no catalogue. Only the forms with a country list load it.
import type { AppLanguage } from "#schema/i18n/app-language";

export function countryNameIn(language: AppLanguage, code: string, english: string) {
  if (language === "en") return english;
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? english;
  } catch {
    return english;
  }
}
