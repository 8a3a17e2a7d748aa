// Trims the preload list Vite writes for each dynamic import (ADR 0111).
//
// For `import("./page")` Vite lists every chunk the page needs, so the browser can fetch them at once. It skips only
// the importing chunk itself, not the chunks that one imports statically, although those are always loaded by the
// time its code runs. For the entry that meant the route table named react, jsx-runtime, the API client and the other
// entry chunks in nearly every route's list: bytes every phone downloads and never uses.
import type { Plugin, Rollup } from "vite";

type ChunkGraph = Map<string, readonly string[]>;

/** The chunk and, transitively, everything it imports statically: what has run before any of its code does. */
export function loadedWith(graph: ChunkGraph, host: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of graph.get(file) ?? []) visit(dep);
  };
  visit(host);
  return seen;
}

/** The deps of a dynamic import in `host`, minus those already loaded with the host. */
export function depsToPreload(graph: ChunkGraph, host: string, deps: readonly string[]): string[] {
  const loaded = loadedWith(graph, host);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * `plugin` records the client bundle's static import graph just before Vite writes the preload lists;
 * `resolveDependencies` (for `build.modulePreload`) then reads it.
 */
export function preloadDeps() {
  let graph: ChunkGraph = new Map();
  const plugin: Plugin = {
    name: "paystage:preload-deps",
    applyToEnvironment: (env) => env.name === "client",
    generateBundle: {
      order: "pre",
      handler(_options, bundle: Rollup.OutputBundle) {
        graph = new Map();
        for (const out of Object.values(bundle)) if (out.type === "chunk") graph.set(out.fileName, out.imports);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: "html" | "js" }) =>
    context.hostType === "js" ? depsToPreload(graph, context.hostId, deps) : deps;
  return { plugin, resolveDependencies };
}
