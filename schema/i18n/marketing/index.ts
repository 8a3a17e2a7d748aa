// The marketing site's words per language (issue 34, ADR 0198): English at the site's own paths, Spanish under /es/.
// Each page is rendered with the language its path names, passed in, never from shared state. The Worker imports
// this; the marketing pages' script and the app do not.
import { formatMessage, type MessageArgs } from "../message-format";
import type { MarketingCatalogue, MarketingKey, SameArguments } from "./catalogue";
import { en } from "./en";
import { es } from "./es";

export const MARKETING_LANGUAGES = ["en", "es"] as const;
export type MarketingLanguage = (typeof MARKETING_LANGUAGES)[number];

/** Every language's messages take English's arguments: this fails typecheck, naming the keys, when one does not. */
const sameArguments: [SameArguments<typeof es>] = [true];
void sameArguments;

export const MARKETING_CATALOGUES: Record<MarketingLanguage, MarketingCatalogue> = { en, es };

/** The locale a page's plurals and counts are written in: Spanish for the US Hispanic contractor the pages address. */
export const MARKETING_LOCALES: Record<MarketingLanguage, string> = { en: "en-US", es: "es-US" };

type ArgsParam<K extends MarketingKey> = keyof MessageArgs<(typeof en)[K]> extends never
  ? []
  : [args: MessageArgs<(typeof en)[K]>];

export type MarketingWords = {
  lang: MarketingLanguage;
  t<K extends MarketingKey>(key: K, ...args: ArgsParam<K>): string;
};

export function marketingWords(lang: MarketingLanguage): MarketingWords {
  const catalogue = MARKETING_CATALOGUES[lang];
  const locale = MARKETING_LOCALES[lang];
  return {
    lang,
    t: (key, ...args) => formatMessage(catalogue[key], (args[0] ?? {}) as Record<string, string | number>, locale),
  };
}
