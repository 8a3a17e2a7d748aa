// What PayStage emails and texts a company's members (issue 34, ADR 0243), each in their own language (users.language):
// chosen per recipient from the language passed in, never from shared state, so one event's emails to an English
// owner and a Spanish tech, queued together, each read in the reader's words. The Worker imports this; no web chunk.

import { plainSpaces } from "../../rules/locale-formats";
import { formatMoneyExact } from "../../rules/money";
import { type AppLanguage, isAppLanguage } from "../app-language";
import { formatMessage, type MessageArgs } from "../message-format";
import { en } from "./en";
import { es } from "./es";

export type MemberKey = keyof typeof en;
export const MEMBER_MAIL_CATALOGUES: Record<AppLanguage, Readonly<Record<MemberKey, string>>> = { en, es };

/** The locale a member's numbers are written in, as the app writes them (web/lib/words.ts). */
const MEMBER_LOCALE: Record<AppLanguage, string> = { en: "en-US", es: "es-US" };

type MemberArgs<K extends MemberKey> = MessageArgs<(typeof en)[K]>;
/** The keys whose message takes no arguments: a title, a next step, a role. */
export type PlainMemberKey = { [K in MemberKey]: keyof MemberArgs<K> extends never ? K : never }[MemberKey];
type ArgsParam<K extends MemberKey> = keyof MemberArgs<K> extends never ? [] : [args: MemberArgs<K>];

/** One member's words and amounts. */
export type MemberWords = {
  language: AppLanguage;
  t<K extends MemberKey>(key: K, ...args: ArgsParam<K>): string;
  /** Exact minor units in the billing's own currency: English in the billing's locale as always, Spanish in es-US. */
  money(minor: number, currency: string | null | undefined): string;
};

/** The words of a member who reads `language`; `documentLocale` is the billing's, for English amounts. */
export function memberWords(stored: AppLanguage, documentLocale?: string | null): MemberWords {
  // A stored value outside the enum (a hand-edited row) reads English rather than failing the send.
  const language = isAppLanguage(stored) ? stored : "en";
  const catalogue = MEMBER_MAIL_CATALOGUES[language];
  const locale = MEMBER_LOCALE[language];
  return {
    language,
    t: (key, ...args) => formatMessage(catalogue[key], (args[0] ?? {}) as Record<string, string | number>, locale),
    money: (minor, currency) =>
      language === "en"
        ? formatMoneyExact(minor, currency ?? undefined, documentLocale ?? undefined)
        : plainSpaces(formatMoneyExact(minor, currency ?? undefined, locale)),
  };
}
