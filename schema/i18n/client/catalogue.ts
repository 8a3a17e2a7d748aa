// The shape every client catalogue has: English's keys, each a message whose arguments are English's (ADR 0174).
// A missing or extra key fails `satisfies ClientCatalogue`; different arguments fail SameArguments in index.ts.
import type { ArgNames } from "../message-format";
import type { en } from "./en";

export type ClientKey = keyof typeof en;
export type ClientCatalogue = Record<ClientKey, string>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mismatched<T extends ClientCatalogue> = {
  [K in ClientKey]: Same<ArgNames<(typeof en)[K]>, ArgNames<T[K]>> extends true ? never : K;
}[ClientKey];
/** `true` when every message of T takes exactly English's arguments; otherwise names the keys that do not. */
export type SameArguments<T extends ClientCatalogue> = [Mismatched<T>] extends [never]
  ? true
  : { "arguments differ from English in": Mismatched<T> };
