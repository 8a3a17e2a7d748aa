// The app's words (issue 34, ADR 0195): each part of the app defines its hook from its English catalogue and a loader
// for its Spanish one. In the build the English catalogue is its keys and a loader of its messages (ADR 0244), so
// each reader fetches their own language's words alone, as its own chunk, as soon as the part's code arrives. A
// screen whose words are still on their way suspends for that moment; a Spanish chunk that cannot load leaves the
// screen in English rather than broken.
import { use } from "react";
import type { Catalogue, Translation } from "#schema/i18n/app/catalogue";
import type { AppLanguage } from "#schema/i18n/app-language";
import type { MessageArgs } from "#schema/i18n/message-format";
import { appLanguage, useAppLanguage } from "./app-language";

type ArgsOf<M extends string> = keyof MessageArgs<M> extends never ? [] : [args: MessageArgs<M>];
/** `t("key")`, or `t("key", { name })` when the English message takes arguments: typed from the English text. */
export type Words<En extends Catalogue> = <K extends keyof En & string>(key: K, ...args: ArgsOf<En[K]>) => string;

/** Spanish loads started for parts already on screen; main.tsx waits for them before the first draw. */
const loading = new Set<Promise<unknown>>();
export const wordsArriving = () => Promise.all(loading);

const LOCALE: Record<AppLanguage, string> = { en: "en-US", es: "es-US" };

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

function wordsOf<En extends Catalogue>(messages: Translation<En>, language: AppLanguage): Words<En> {
  return ((key: string, args?: Record<string, string | number>) => {
    const message = messages[key] as string;
    return args ? fill(message, args, LOCALE[language]) : message;
  }) as Words<En>;
}

/**
 * A part's English catalogue as the build ships it (scripts/build/words-as-values.ts, ADR 0244): its keys, and
 * `load`, the loader of its messages, so no reader fetches a language they do not read. The source (tests, the dev
 * server) is the object with its keys and messages.
 */
type Shipped = readonly string[] & { load: () => Promise<readonly string[]> };
const isShipped = (english: Catalogue | Shipped): english is Shipped => Array.isArray(english);
const keysOf = (english: Catalogue | Shipped) => (isShipped(english) ? english : Object.keys(english));

/**
 * A catalogue's messages paired with its keys: the build ships Spanish as its messages in English's key order
 * (ADR 0223), English as its messages beside its keys (ADR 0244). The source is the object with its keys.
 */
export const withEnglishKeys = <En extends Catalogue>(english: En, messages: Translation<En> | readonly string[]) =>
  (Array.isArray(messages)
    ? Object.fromEntries(keysOf(english).map((key, i) => [key, messages[i]]))
    : messages) as Translation<En>;

/** Marks a promise settled once its work is done, so `use` reads it at once rather than suspending a moment on it. */
const READY: Promise<unknown> = Object.assign(Promise.resolve(), { status: "fulfilled" });
const settled = (promise: Promise<unknown>) =>
  promise.then(() => {
    Object.assign(promise, { status: "fulfilled" });
  });

export function defineWords<En extends Catalogue>(english: En, spanish: () => Promise<Translation<En>>) {
  const source = english as En | Shipped;
  const words: Partial<Record<AppLanguage, Words<En>>> = {};
  if (!isShipped(source)) words.en = wordsOf<En>(source, "en");
  const arriving: Partial<Record<AppLanguage, Promise<unknown>>> = {};
  const messagesOf = (language: AppLanguage): Promise<Translation<En> | readonly string[]> =>
    language === "es" ? spanish() : (source as Shipped).load();
  const load = (language: AppLanguage): Promise<unknown> => {
    if (words[language]) return READY;
    const started = arriving[language];
    if (started) return started;
    const work = messagesOf(language).then(
      (messages) => {
        words[language] = wordsOf<En>(withEnglishKeys(english, messages), language);
      },
      // Spanish that cannot load leaves the screen in English rather than broken. English that cannot load fails the
      // screen as its code would (the route's error screen); the next render asks again.
      (error: unknown) => {
        if (language === "en") {
          arriving.en = undefined;
          throw error;
        }
        return load("en").then(() => {
          words.es = words.en;
        });
      },
    );
    arriving[language] = work;
    settled(work).catch(() => undefined);
    return work;
  };
  if (!words[appLanguage()]) loading.add(load(appLanguage()).catch(() => undefined));
  /** This part's words in the person's language. */
  function useWords(): Words<En> {
    const language = useAppLanguage();
    const ready = words[language];
    // A reader whose words came with the code (English in the source) never suspends. Otherwise every render calls
    // `use`, not only the one that waits: a component that suspended and then rendered without it is what React warns
    // of ("called use() to suspend ... did not call use() when it finished").
    if (language === "en" && !isShipped(source)) return ready!;
    use(load(language));
    return words[language]!;
  }
  /** The English words outside a component (a pure helper's default, a test): the source's, not the build's. */
  return Object.defineProperty(useWords, "english", {
    get(): Words<En> {
      if (!words.en) throw new Error("English words not loaded: pass the component's words");
      return words.en;
    },
  }) as typeof useWords & { readonly english: Words<En> };
}
