// A sentence a shared schema or the Worker wrote in English (a validation message, an error's message), in the
// person's language (issue 34, ADR 0197): English shows it as sent and loads nothing; Spanish looks it up in a chunk
// of its own, fetched the first time such a sentence is on screen (never on a first load), and shows any sentence the
// catalogue does not know as it came.
import { use } from "react";
import { useAppLanguage } from "./app-language";

let spanish: ((text: string) => string | undefined) | undefined;
let arriving: Promise<unknown> | undefined;
// Marked settled once the lookup is in, so `use` reads it at once rather than suspending a moment on it.
const load = () =>
  (arriving ??= import("#schema/i18n/app/es/said-lookup")
    .then(
      (m) => {
        spanish = m.saidInSpanish;
      },
      () => {
        spanish = () => undefined;
      },
    )
    .then(() => {
      Object.assign(arriving!, { status: "fulfilled" });
    }));

const asSent = <T extends string | null | undefined>(text: T) => text;

function inSpanish<T extends string | null | undefined>(text: T): T {
  if (!text) return text;
  // A toast's sentence before the chunk came: as sent this once, and the chunk is on its way for the next.
  if (!spanish) void load();
  return (spanish?.(text) ?? text) as T;
}

/**
 * `said(text)`: the text in the person's language when the catalogue knows it, else as it came. `showing`: a
 * sentence is on screen now (a field's error), so a Spanish screen waits the moment its lookup takes to arrive.
 */
export function useSaid(showing = false): <T extends string | null | undefined>(text: T) => T {
  if (useAppLanguage() === "en") return asSent;
  // Once a sentence shows, every render calls `use` (React warns of a component that suspended and then did not).
  if (showing) use(load());
  return inSpanish;
}
