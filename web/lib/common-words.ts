// The shared components' words (issue 34, ADR 0195), and a billing state's name in the person's language.
import { common } from "#schema/i18n/app/en/common";
import { defineWords, type Words } from "./words";

export const useCommonWords = defineWords(common, () => import("#schema/i18n/app/es/common").then((m) => m.common));

/**
 * A status's name: the stored word capitalised ("Pending"), which is the English catalogue's `status<Name>`; a reader
 * of another language gets that key's translation, and a status the catalogue does not name stays capitalised.
 */
export function statusName(t: Words<typeof common>, status: string) {
  const named = status ? status[0]!.toUpperCase() + status.slice(1).replaceAll("_", " ") : "";
  // A key the catalogue lacks reads as undefined (the build ships the catalogue as its keys, so no `in` here).
  return (t as (key: string) => string | undefined)(`status${named}`) ?? named;
}
