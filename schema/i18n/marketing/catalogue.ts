// The shape every marketing catalogue has: English's keys, each a message whose arguments are English's (ADR 0198).
// A missing or extra key fails `satisfies MarketingCatalogue`; different arguments fail SameArguments in index.ts.
import type { ArgNames } from "../message-format";
import type { en } from "./en";

export type MarketingKey = keyof typeof en;
export type MarketingCatalogue = Record<MarketingKey, string>;
/** A key whose message takes no arguments: what a list of links or cards can name. */
export type PlainKey = { [K in MarketingKey]: [ArgNames<(typeof en)[K]>] extends [never] ? K : never }[MarketingKey];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mismatched<T extends MarketingCatalogue> = {
  [K in MarketingKey]: Same<ArgNames<(typeof en)[K]>, ArgNames<T[K]>> extends true ? never : K;
}[MarketingKey];
/** `true` when every message of T takes exactly English's arguments; otherwise names the keys that do not. */
export type SameArguments<T extends MarketingCatalogue> = [Mismatched<T>] extends [never]
  ? true
  : { "arguments differ from English in": Mismatched<T> };
