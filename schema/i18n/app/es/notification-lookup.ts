// A stored notification's English title or body, recognised by its pattern and written in Spanish with the same
// parts (issue 34, ADR 0225): for a Spanish reader's bell only, like said-lookup.ts this chunk reads the English
// patterns because the sentences arrive in English from the Worker. A sentence no pattern fits shows as stored.
import { notificationTexts as en } from "../en/notification-texts";
import { notificationTexts as es } from "./notification-texts";

const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** Each English pattern as an anchored regular expression, its arguments as named groups, longest first. */
const patterns = (Object.keys(en) as (keyof typeof en)[])
  .sort((a, b) => en[b].length - en[a].length)
  .map((key) => {
    const names: string[] = [];
    const source = en[key]
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        if (!name) return literal(piece);
        names.push(name);
        return "([\\s\\S]*?)";
      })
      .join("");
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

/** The Spanish of a stored notification's title or body, or the text as stored when no pattern fits it. */
export function notificationInSpanish(text: string): string {
  for (const { key, names, pattern } of patterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    const args = Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ""]));
    return es[key].replace(/\{(\w+)\}/g, (_, name: string) => args[name] ?? "");
  }
  return text;
}
