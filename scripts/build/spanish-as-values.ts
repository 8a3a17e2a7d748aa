// A Spanish catalogue's keys are the English catalogue's keys, which the part's code already carries: shipped again
// in the Spanish chunk they were about a third of its bytes. In the client build this plugin emits each Spanish
// catalogue (schema/i18n/app/es/<part>.ts) as its messages alone, in the English catalogue's key order, and
// `defineWords` (web/lib/words.ts) pairs them with the English keys when the chunk arrives (ADR 0223). The source
// files stay objects with keys: translators edit them, and the typecheck and test/web/app-catalogues.test.ts prove
// every key in every language against them.
import { readFileSync } from "node:fs";
import { parseAst } from "rolldown/parseAst";
import type { Plugin } from "vite";

const SPANISH = /[\\/]schema[\\/]i18n[\\/]app[\\/]es[\\/]([\w-]+)\.ts$/;
/**
 * Catalogues read by their keys rather than through `defineWords`: the badges (looked up by a badge's code) and the
 * schemas' sentences (said-lookup pairs English text with Spanish text) and the notifications' stored sentences
 * (notification-lookup reads notification-texts by key, ADR 0225). Each loads only when such a word is on screen.
 */
export const READ_BY_KEY = new Set(["badges", "said", "said-lookup", "notification-texts", "notification-lookup"]);

type Node = { type: string; [field: string]: unknown };

/** The exported object literal `name` of a catalogue's source, as key -> message. */
function catalogueIn(source: string, file: string): { name: string; messages: Map<string, string> } {
  const program = parseAst(source, { lang: "ts" }, file) as unknown as { body: Node[] };
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : null;
    if (declaration?.type !== "VariableDeclaration") continue;
    const [declarator] = declaration.declarations as Node[];
    let init = declarator?.init as Node | undefined;
    while (init && (init.type === "TSAsExpression" || init.type === "TSSatisfiesExpression"))
      init = init.expression as Node;
    if (init?.type !== "ObjectExpression") continue;
    const messages = new Map<string, string>();
    for (const property of init.properties as Node[]) {
      const key = property.key as Node;
      const value = property.value as Node;
      const name = key.type === "Identifier" ? (key.name as string) : (key.value as string);
      if (property.type !== "Property" || property.computed || typeof name !== "string")
        throw new Error(`${file}: only plain keys can be shipped in English's order`);
      messages.set(name, messageOf(value, file, name));
    }
    return { name: (declarator!.id as Node).name as string, messages };
  }
  throw new Error(`${file}: no exported catalogue`);
}

function messageOf(value: Node, file: string, key: string): string {
  if (value.type === "Literal" && typeof value.value === "string") return value.value;
  const quasis = value.quasis as Node[] | undefined;
  if (value.type === "TemplateLiteral" && quasis?.length === 1) return (quasis[0]!.value as { cooked: string }).cooked;
  throw new Error(`${file}: ${key} is not a plain string`);
}

/**
 * The module the build ships for a Spanish catalogue: `export const <name> = [messages in English's key order]`.
 * Throws when the keys differ from English's (the typecheck says so first, by name).
 */
export function spanishAsValues(spanishSource: string, englishSource: string, file = "catalogue.ts"): string {
  const spanish = catalogueIn(spanishSource, file);
  const english = catalogueIn(englishSource, file.replace(/([\\/])es([\\/])/, "$1en$2"));
  // The order `Object.keys` gives the English object at run time (integer-like keys would come first).
  const keys = Object.keys(Object.fromEntries(english.messages));
  const extra = [...spanish.messages.keys()].filter((k) => !english.messages.has(k));
  const missing = keys.filter((k) => !spanish.messages.has(k));
  if (extra.length || missing.length)
    throw new Error(`${file}: keys differ from English (missing ${missing.join(", ")}; extra ${extra.join(", ")})`);
  return `export const ${spanish.name} = ${JSON.stringify(keys.map((k) => spanish.messages.get(k)))};\n`;
}

export function spanishValuesOnly(): Plugin {
  const shipped = new Set<string>();
  return {
    name: "paystage:spanish-as-values",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: SPANISH },
      handler(code, id) {
        const part = SPANISH.exec(id)?.[1];
        if (!part || READ_BY_KEY.has(part)) return null;
        shipped.add(id);
        const english = readFileSync(id.replace(/([\\/])es([\\/])([\w-]+\.ts)$/, "$1en$2$3"), "utf8");
        return { code: spanishAsValues(code, english, id), map: null };
      },
    },
    // Only `defineWords` pairs the messages with English's keys, and it reaches a catalogue by a lazy import: a module
    // importing one statically would read an array where it expects keys.
    buildEnd() {
      for (const id of shipped) {
        const importers = this.getModuleInfo(id)?.importers ?? [];
        if (importers.length)
          this.error(`${id} is shipped as values in English's order but ${importers[0]} imports it`);
      }
    },
  };
}
