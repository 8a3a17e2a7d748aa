// The shape of the app's catalogues (issue 34, ADR 0195): one English file per part of the app (the source, holding
// the spec's texts exactly), one Spanish file each. A Spanish file `satisfies Translation<typeof en>`, so a missing
// or extra key fails typecheck, and `SameArguments` fails it, naming the keys, when a message's arguments differ.
import type { ArgNames } from "../message-format";

/** A part of the app's English words: key -> ICU message (schema/i18n/message-format.ts). */
export type Catalogue = Readonly<Record<string, string>>;
/** The same keys as English, each a message in another language. */
export type Translation<En extends Catalogue> = { readonly [K in keyof En]: string };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mismatched<En extends Catalogue, T extends Translation<En>> = {
  [K in keyof En]: Same<ArgNames<En[K]>, ArgNames<T[K]>> extends true ? never : K;
}[keyof En];
/** `true` when every message of T takes exactly English's arguments; otherwise names the keys that do not. */
export type SameArguments<En extends Catalogue, T extends Translation<En>> = [Mismatched<En, T>] extends [never]
  ? true
  : { "arguments differ from English in": Mismatched<En, T> };
