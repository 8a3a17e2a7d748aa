// The Spanish of each English sentence the schemas and the Worker write (en/said.ts -> es/said.ts), for a Spanish
// reader only: this chunk is the one place the app's Spanish build reads English, because those sentences arrive
// in English (from zod or over the wire) and must be recognised to be translated. A sentence with changing parts
// ("An IBAN from {country} has {length} characters") is recognised by its pattern, its parts carried over as written.
import { said as en } from "../en/said";
import { said as es } from "./said";

const keys = Object.keys(en) as (keyof typeof en)[];
const ARGUMENT = /\{(\w+)\}/;

/** The sentences without changing parts: English text -> Spanish text. */
export const spanishOf = new Map<string, string>(
  keys.filter((key) => !ARGUMENT.test(en[key])).map((key) => [en[key], es[key]]),
);

const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** The sentences with changing parts, each an anchored expression whose groups are its arguments, longest first. */
const patterns = keys
  .filter((key) => ARGUMENT.test(en[key]))
  .sort((a, b) => en[b].length - en[a].length)
  .map((key) => {
    const names: string[] = [];
    const source = en[key]
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (!name) return literal(piece);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

/** The Spanish of a sentence a schema or the Worker wrote, or undefined when the catalogue does not know it. */
export function saidInSpanish(text: string): string | undefined {
  const exact = spanishOf.get(text);
  if (exact !== undefined) return exact;
  for (const { key, names, pattern } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const args = Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ""]));
    return es[key].replace(/\{(\w+)\}/g, (_, name: string) => args[name] ?? "");
  }
  return undefined;
}
