// Writes dist/client/first-screens.json: for each screen people open cold (schema/contracts/first-screens.ts), the
// scripts it needs besides the entry, from the client build's manifest. The Worker turns them into
// <link rel="modulepreload"> so a phone fetches them all at once with the document instead of discovering them one
// lazy import at a time (ADR 0110).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { FIRST_SCREENS, FIRST_SCREENS_FILE } from "#schema/contracts/first-screens";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The files a module needs before it can run: its chunk and, transitively, its static imports. */
function staticClosure(manifest: Manifest, keys: string[]) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

export function firstScreenPreloads(manifest: Manifest): Record<string, string[]> {
  // The entry and its static imports are already in index.html.
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry && k.endsWith(".html"));
  const inDocument = staticClosure(manifest, entryKeys);
  const out: Record<string, string[]> = {};
  for (const screen of FIRST_SCREENS) {
    const missing = screen.modules.filter((m) => !manifest[m]);
    if (missing.length > 0) throw new Error(`first-screens: not a chunk of the build: ${missing.join(", ")}`);
    const files = [...staticClosure(manifest, [...screen.modules])]
      .filter((k) => !inDocument.has(k))
      .map((k) => `/${manifest[k]!.file}`);
    for (const path of screen.paths) out[path] = files;
  }
  return out;
}

export function firstScreens(): Plugin {
  return {
    name: "paystage:first-screens",
    applyToEnvironment: (env) => env.name === "client",
    writeBundle(options, bundle) {
      const asset = bundle[".vite/manifest.json"];
      if (asset?.type !== "asset" || !options.dir) return;
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      writeFileSync(join(options.dir, FIRST_SCREENS_FILE), JSON.stringify(firstScreenPreloads(manifest)));
    },
  };
}
