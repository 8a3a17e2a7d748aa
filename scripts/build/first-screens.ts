// Writes dist/client/first-screens.json: for each screen people open cold (schema/contracts/first-screens.ts), the
// scripts it needs besides the entry, from the client build's chunks. The Worker turns them into
// <link rel="modulepreload"> so a phone fetches them all at once with the document instead of discovering them one
// lazy import at a time (ADR 0110). Beside each path, `<path> <language>` lists the files of that screen's words in
// each language (ADR 0244): the Worker preloads the reader's, so the words come with the code rather than after it.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { FIRST_SCREENS, FIRST_SCREENS_FILE, wordsPreloadKey } from "#schema/contracts/first-screens";
import { APP_LANGUAGES } from "#schema/i18n/app-language";
import { READ_BY_KEY } from "./words-as-values";

/** The client bundle's chunks as the build wrote them: file, source modules, static imports, facade module. */
export type BuiltChunk = {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
};

/** The language of a chunk holding only a part's messages (a Spanish catalogue, an English one's `?values`). */
function messagesLanguage(chunk: BuiltChunk): string | null {
  const languages = new Set(
    chunk.moduleIds.map((id) => {
      const m = /[\\/]schema[\\/]i18n[\\/]app[\\/](en|es)[\\/]([\w-]+)\.ts(\?values)?$/.exec(id);
      if (!m || READ_BY_KEY.has(m[2]!) || (m[1] === "en") !== Boolean(m[3])) return null;
      return m[1]!;
    }),
  );
  const [language] = languages;
  return languages.size === 1 && language ? language : null;
}

/** The files a chunk needs before it can run: itself and, transitively, its static imports. */
function staticClosure(byFile: Map<string, BuiltChunk>, files: string[]) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !byFile.has(file)) return;
    seen.add(file);
    for (const dep of byFile.get(file)!.imports) visit(dep);
  };
  for (const file of files) visit(file);
  return seen;
}

/**
 * Each first-screen path's scripts besides the document's own. A module is found by the chunk that holds it, not by
 * a manifest key: grouped modules (scripts/build/first-load-chunks.ts) have no chunk of their own.
 */
export function firstScreenPreloads(chunks: readonly BuiltChunk[], root: string): Record<string, string[]> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const holder = (module: string) => chunks.find((c) => c.moduleIds.includes(join(root, module)))?.fileName;
  // The entry and its static imports are already in index.html.
  const inDocument = staticClosure(
    byFile,
    chunks.filter((c) => c.facadeModuleId?.endsWith("index.html")).map((c) => c.fileName),
  );
  const out: Record<string, string[]> = {};
  for (const screen of FIRST_SCREENS) {
    const files = screen.modules.map(holder);
    const missing = screen.modules.filter((_, i) => !files[i]);
    if (missing.length > 0) throw new Error(`first-screens: not in any chunk of the build: ${missing.join(", ")}`);
    const closure = staticClosure(byFile, files as string[]);
    const preload = [...closure].filter((f) => !inDocument.has(f)).map((f) => `/${f}`);
    // The words the screen's code (and the entry's) loads as it runs, per language.
    const loaded = [...new Set([...closure, ...inDocument])].flatMap((f) => byFile.get(f)?.dynamicImports ?? []);
    for (const language of APP_LANGUAGES) {
      const words = [...new Set(loaded)].filter((f) => byFile.has(f) && messagesLanguage(byFile.get(f)!) === language);
      for (const path of screen.paths) out[wordsPreloadKey(path, language)] = words.map((f) => `/${f}`);
    }
    for (const path of screen.paths) out[path] = preload;
  }
  return out;
}

export function firstScreens(): Plugin {
  let root = process.cwd();
  return {
    name: "paystage:first-screens",
    applyToEnvironment: (env) => env.name === "client",
    configResolved(config) {
      root = config.root;
    },
    // The entry's own imports, preloaded by index.html so they download beside the entry rather than after it
    // (Vite writes these only with its modulePreload, which vite.config.ts turns off).
    transformIndexHtml: {
      order: "post",
      handler: (_html, ctx) =>
        (ctx.chunk?.imports ?? []).map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        })),
    },
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const chunks = Object.values(bundle).flatMap((out) =>
        out.type === "chunk"
          ? [
              {
                fileName: out.fileName,
                moduleIds: out.moduleIds,
                imports: out.imports,
                dynamicImports: out.dynamicImports,
                facadeModuleId: out.facadeModuleId,
              },
            ]
          : [],
      );
      writeFileSync(join(options.dir, FIRST_SCREENS_FILE), JSON.stringify(firstScreenPreloads(chunks, root)));
    },
  };
}
