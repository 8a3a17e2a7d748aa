// Each language's words are their own files, fetched only by the people who read that language (issue 34: "no chunk
// carries another language's words"; ADR 0223, ADR 0244). The source catalogues stay objects with keys: translators
// edit them, and the typecheck and test/web/app-catalogues.test.ts prove every key in every language against them. In
// the client build this plugin ships them as values:
// - a part's English catalogue (schema/i18n/app/en/<part>.ts) becomes its keys alone, with a loader for its messages
//   (the same file with `?values`, its own chunk): the part's code, which every reader fetches, carries identifiers,
//   never English sentences;
// - a part's Spanish catalogue (schema/i18n/app/es/<part>.ts) becomes its messages alone, in English's key order.
// `defineWords` (web/lib/words.ts) pairs the messages with the keys when the reader's language arrives.
import { readFileSync } from "node:fs";
import { parseAst } from "rolldown/parseAst";
import type { Plugin } from "vite";

const SPANISH = /[\\/]schema[\\/]i18n[\\/]app[\\/]es[\\/]([\w-]+)\.ts$/;
const ENGLISH = /[\\/]schema[\\/]i18n[\\/]app[\\/]en[\\/]([\w-]+)\.ts$/;
/** The query that asks for an English catalogue's messages, the chunk an English reader fetches beside the part. */
export const VALUES_QUERY = "?values";
const ENGLISH_VALUES = /[\\/]schema[\\/]i18n[\\/]app[\\/]en[\\/]([\w-]+)\.ts\?values$/;
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

/** The order `Object.keys` gives a catalogue at run time (integer-like keys would come first). */
const runtimeOrder = (messages: Map<string, string>) => Object.keys(Object.fromEntries(messages));

/**
 * The module the build ships for a Spanish catalogue: `export const <name> = [messages in English's key order]`.
 * Throws when the keys differ from English's (the typecheck says so first, by name).
 */
export function spanishAsValues(spanishSource: string, englishSource: string, file = "catalogue.ts"): string {
  const spanish = catalogueIn(spanishSource, file);
  const english = catalogueIn(englishSource, file.replace(/([\\/])es([\\/])/, "$1en$2"));
  const keys = runtimeOrder(english.messages);
  const extra = [...spanish.messages.keys()].filter((k) => !english.messages.has(k));
  const missing = keys.filter((k) => !spanish.messages.has(k));
  if (extra.length || missing.length)
    throw new Error(`${file}: keys differ from English (missing ${missing.join(", ")}; extra ${extra.join(", ")})`);
  return `export const ${spanish.name} = ${JSON.stringify(keys.map((k) => spanish.messages.get(k)))};\n`;
}

/**
 * The module the build ships for an English catalogue: its keys, and `load`, the loader of its messages (the same
 * file asked for with `?values`, which `englishValues` writes).
 */
export function englishAsKeys(englishSource: string, file = "catalogue.ts"): string {
  const english = catalogueIn(englishSource, file);
  const base = file.replace(/^.*[\\/]/, "");
  const keys = JSON.stringify(runtimeOrder(english.messages));
  const values = `() => import(${JSON.stringify(`./${base}${VALUES_QUERY}`)}).then((m) => m.${english.name})`;
  return `export const ${english.name} = /* @__PURE__ */ Object.assign(${keys}, { load: ${values} });\n`;
}

/** An English catalogue's messages alone, in its keys' order: what an English reader fetches beside the part. */
export function englishValues(englishSource: string, file = "catalogue.ts"): string {
  const english = catalogueIn(englishSource, file);
  const keys = runtimeOrder(english.messages);
  return `export const ${english.name} = ${JSON.stringify(keys.map((k) => english.messages.get(k)))};\n`;
}

/** Names a module binds from the English catalogue `part` by a value import, found in its source. */
const boundFrom = (source: string, part: string) =>
  [
    ...source.matchAll(
      new RegExp(String.raw`import\s*\{\s*(\w+)(?:\s+as\s+(\w+))?\s*\}\s*from\s*"[^"]*app/en/${part}"`, "g"),
    ),
  ].map((m) => m[2] ?? m[1]!);

/**
 * Whether `source` uses the English catalogue `part` only as the first argument of `defineWords` (or as a type): the
 * only reader that knows the build's keys-and-loader shape. A `key in catalogue` or `catalogue.key` would read an
 * array of keys in the build.
 */
export function readsOnlyThroughWords(source: string, part: string): boolean {
  const withImports = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  const names = boundFrom(withImports, part);
  // Without import statements and strings: a specifier or a sentence naming the catalogue is no use of it.
  const code = withImports.replace(/^import\b[^;]*;/gm, "").replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
  return names.every((name) => {
    const uses = code.match(new RegExp(String.raw`(?<![\w.])${name}\b`, "g"))?.length ?? 0;
    const typed = code.match(new RegExp(String.raw`typeof\s+${name}\b`, "g"))?.length ?? 0;
    const words = code.match(new RegExp(String.raw`defineWords(?:<[^>]*>)?\(\s*${name}\b`, "g"))?.length ?? 0;
    // Each `typeof`, one `defineWords(name`: nothing else.
    return uses === typed + words && words === 1;
  });
}

export function wordsAsValues(): Plugin {
  const spanishShipped = new Set<string>();
  const englishShipped = new Map<string, string>();
  return {
    name: "paystage:words-as-values",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    load: {
      filter: { id: ENGLISH_VALUES },
      handler(id) {
        const file = id.slice(0, -VALUES_QUERY.length);
        return { code: englishValues(readFileSync(file, "utf8"), file), map: null };
      },
    },
    transform: {
      filter: { id: { include: [SPANISH, ENGLISH] } },
      handler(code, id) {
        const english = ENGLISH.exec(id)?.[1];
        if (english) {
          if (READ_BY_KEY.has(english)) return null;
          englishShipped.set(id, english);
          return { code: englishAsKeys(code, id), map: null };
        }
        const part = SPANISH.exec(id)?.[1];
        if (!part || READ_BY_KEY.has(part)) return null;
        spanishShipped.add(id);
        const source = readFileSync(id.replace(/([\\/])es([\\/])([\w-]+\.ts)$/, "$1en$2$3"), "utf8");
        return { code: spanishAsValues(code, source, id), map: null };
      },
    },
    // Only `defineWords` pairs the messages with the keys: a Spanish catalogue is reached by its lazy import alone,
    // and an English one is read by nothing else (it is an array of keys in the build).
    buildEnd() {
      for (const id of spanishShipped) {
        const importers = this.getModuleInfo(id)?.importers ?? [];
        if (importers.length)
          this.error(`${id} is shipped as values in English's order but ${importers[0]} imports it`);
      }
      for (const [id, part] of englishShipped) {
        for (const importer of this.getModuleInfo(id)?.importers ?? []) {
          if (!readsOnlyThroughWords(readFileSync(importer.replace(/\?.*$/, ""), "utf8"), part))
            this.error(`${id} is shipped as keys, but ${importer} reads it other than through defineWords`);
        }
      }
    },
  };
}
