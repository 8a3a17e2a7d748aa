// What a client reads, in the client's language (issue 34, ADR 0174): one catalogue per language, chosen per call from
// the language passed in, never from shared state, so two clients' pages rendered at once never borrow each other's
// words. The Worker imports this; a phone's first screen does not.

import { formatCalendarDate, formatDate, formatInstant } from "../../rules/dates";
import { formatDateIn, formatDayIn, formatInstantIn, plainSpaces } from "../../rules/locale-formats";
import { formatMoneyExact } from "../../rules/money";
import { clientLocale, type Language } from "../languages";
import { formatMessage, type MessageArgs } from "../message-format";
import type { ClientCatalogue, ClientKey, SameArguments } from "./catalogue";

import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { frCA } from "./fr-CA";

/** Every language's messages take English's arguments: this fails typecheck, naming the keys, when one does not. */
const sameArguments: [
  SameArguments<typeof es>,
  SameArguments<typeof fr>,
  SameArguments<typeof frCA>,
  SameArguments<typeof de>,
] = [true, true, true, true];
void sameArguments;

export const CLIENT_CATALOGUES: Record<Language, ClientCatalogue> = { en, es, fr, "fr-CA": frCA, de };

type En = typeof en;
/** The arguments a key's message needs, read from its English text; none for a message without any. */
export type ClientArgs<K extends ClientKey> = MessageArgs<En[K]>;
/** The keys whose message takes no arguments: a name or a label, looked up from data (a method, a status). */
export type PlainClientKey = { [K in ClientKey]: keyof ClientArgs<K> extends never ? K : never }[ClientKey];
type ArgsParam<K extends ClientKey> = keyof ClientArgs<K> extends never ? [] : [args: ClientArgs<K>];

/** One client's words, dates and amounts, in their language and locale. */
export type ClientWords = {
  language: Language;
  /** The locale their plurals, dates and numbers are written in (English: the billing's own, as always). */
  locale: string;
  t<K extends ClientKey>(key: K, ...args: ArgsParam<K>): string;
  /** A calendar day "2026-03-04": "Mar 4, 2026" in English as always, "4 mars 2026" in French. */
  day(isoDate: string): string;
  /** An instant on the calendar of `timeZone`. */
  date(value: string | number | Date, timeZone: string): string;
  /** An instant with its time and zone named (evidence times). */
  instant(value: Date | number, timeZone: string): string;
  /** Exact minor units (a client pays from these) in the billing's currency. */
  money(minor: number, currency?: string | null): string;
};

/**
 * `language` is the client's (clients.language); `documentLocale` the billing's or company's locale. English keeps
 * every format exactly as it was before languages existed; another language writes in clientLocale().
 */
export function clientWords(language: Language, documentLocale: string): ClientWords {
  const catalogue = CLIENT_CATALOGUES[language];
  const english = language === "en";
  const locale = english ? documentLocale : clientLocale(language, documentLocale);
  return {
    language,
    locale,
    t: (key, ...args) => formatMessage(catalogue[key], (args[0] ?? {}) as Record<string, string | number>, locale),
    day: (iso) => (english ? formatCalendarDate(iso) : formatDayIn(iso, locale)),
    date: (value, timeZone) => (english ? formatDate(value, timeZone) : formatDateIn(value, timeZone, locale)),
    instant: (value, timeZone) => (english ? formatInstant(value, timeZone) : formatInstantIn(value, timeZone, locale)),
    money: (minor, currency) =>
      english
        ? formatMoneyExact(minor, currency ?? undefined, documentLocale)
        : plainSpaces(formatMoneyExact(minor, currency ?? undefined, locale)),
  };
}
