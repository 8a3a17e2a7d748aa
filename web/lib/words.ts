// The app's words (issue 34, ADR 0195): each part of the app defines its hook from its English catalogue (imported,
// so English costs what the inline texts cost before) and a loader for its Spanish one (its own chunk, fetched only
// when the person reads Spanish, as soon as the part's code arrives). A screen whose Spanish is still on its way
// suspends for that moment; a Spanish chunk that cannot load leaves the screen in English rather than broken.
import { use } from "react";
import type { Catalogue, Translation } from "#schema/i18n/app/catalogue";
import type { MessageArgs } from "#schema/i18n/message-format";
import { appLanguage, useAppLanguage } from "./app-language";

type ArgsOf<M extends string> = keyof MessageArgs<M> extends never ? [] : [args: MessageArgs<M>];
/** `t("key")`, or `t("key", { name })` when the English message takes arguments: typed from the English text. */
export type Words<En extends Catalogue> = <K extends keyof En & string>(key: K, ...args: ArgsOf<En[K]>) => string;

/** Spanish loads started for parts already on screen; main.tsx waits for them before the first draw. */
const loading = new Set<Promise<unknown>>();
export const wordsArriving = () => Promise.all(loading);

const LOCALE = { en: "en-US", es: "es-US" } as const;

const plurals = new Map<string, Intl.PluralRules>();
const ARGUMENT = /\{(\w+), plural,((?:[^{}]|\{[^{}]*\})*)\}|\{(\w+)\}/g;
const BRANCH = /(=?\w+)\s*\{([^{}]*)\}/g;

/**
 * The ICU subset of schema/i18n/message-format.ts as the app's catalogues use it (`{name}`, and a plural whose
 * branches are plain text with `#`), in a few hundred bytes: that formatter's parser stays off every first load.
 * test/web/app-catalogues.test.ts proves both write every app message alike.
 */
export function fill(message: string, args: Record<string, string | number>, locale: string): string {
  return message.replace(ARGUMENT, (_, counted?: string, branches?: string, name?: string) => {
    if (name) return String(args[name]);
    const n = Number(args[counted!]);
    const chosen = new Map([...branches!.matchAll(BRANCH)].map((b) => [b[1], b[2]!]));
    let rules = plurals.get(locale);
    if (!rules) {
      rules = new Intl.PluralRules(locale);
      plurals.set(locale, rules);
    }
    return (chosen.get(`=${n}`) ?? chosen.get(rules.select(n)) ?? chosen.get("other") ?? "").replaceAll("#", String(n));
  });
}

function wordsOf<En extends Catalogue>(messages: Translation<En>, language: "en" | "es"): Words<En> {
  return ((key: string, args?: Record<string, string | number>) => {
    const message = messages[key] as string;
    return args ? fill(message, args, LOCALE[language]) : message;
  }) as Words<En>;
}

/**
 * The build ships a Spanish catalogue as its messages in English's key order (scripts/build/spanish-as-values.ts,
 * ADR 0223): paired here with the English keys. The source (tests, the dev server) is the object with its keys.
 */
export const withEnglishKeys = <En extends Catalogue>(english: En, messages: Translation<En> | readonly string[]) =>
  (Array.isArray(messages)
    ? Object.fromEntries(Object.keys(english).map((key, i) => [key, messages[i]]))
    : messages) as Translation<En>;

export function defineWords<En extends Catalogue>(english: En, spanish: () => Promise<Translation<En>>) {
  const en = wordsOf<En>(english, "en");
  let es: Words<En> | undefined;
  let arriving: Promise<unknown> | undefined;
  const load = () => {
    // Marked settled once the words are in, so `use` reads it at once rather than suspending a moment on it.
    arriving ??= spanish()
      .then(
        (messages) => {
          es = wordsOf<En>(withEnglishKeys(english, messages), "es");
        },
        () => {
          es = en;
        },
      )
      .then(() => {
        Object.assign(arriving!, { status: "fulfilled" });
      });
    return arriving;
  };
  if (appLanguage() === "es") loading.add(load());
  /** This part's words in the person's language. */
  function useWords(): Words<En> {
    if (useAppLanguage() === "en") return en;
    // Every Spanish render calls `use`, not only the one that waits: a component that suspended and then rendered
    // without it is what React warns of ("called use() to suspend ... did not call use() when it finished").
    use(load());
    return es ?? en;
  }
  /** The English words outside a component (a pure helper's default, a test). */
  return Object.assign(useWords, { english: en });
}
