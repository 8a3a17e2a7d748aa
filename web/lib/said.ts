// A sentence a shared schema or the Worker wrote in English (a validation message, an error's message), in the
// person's language (issue 34, ADR 0195): English shows it as sent and loads nothing; Spanish looks it up in a chunk
// of its own and shows any sentence the catalogue does not know as it came.
import { use } from "react";
import { appLanguage, useAppLanguage } from "./app-language";
import { waitBeforeFirstDraw } from "./words";

let spanish: Map<string, string> | undefined;
let arriving: Promise<unknown> | undefined;
const load = () =>
  (arriving ??= import("#schema/i18n/app/es/said-lookup").then(
    (m) => {
      spanish = m.spanishOf;
    },
    () => {
      spanish = new Map();
    },
  ));
if (appLanguage() === "es") waitBeforeFirstDraw(load());

const asSent = <T extends string | null | undefined>(text: T) => text;

/** `said(text)`: the text in the person's language when the catalogue knows it, else as it came. */
export function useSaid(): <T extends string | null | undefined>(text: T) => T {
  if (useAppLanguage() === "en") return asSent;
  if (!spanish) use(load());
  const map = spanish;
  return <T extends string | null | undefined>(text: T) => (text ? ((map?.get(text) ?? text) as T) : text);
}
