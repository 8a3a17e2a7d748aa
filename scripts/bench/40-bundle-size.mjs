// Gzipped JavaScript each app route loads first, read from the built client's Vite manifest (10-worker-size builds it).
// First load of a route = the entry chunk and its static imports + the route's lazy chunk and its static imports.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT = "dist/client";
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Route path -> source module, from the lazy routes in web/app/router.tsx. */
function routesFromRouter() {
  const source = readFileSync("web/app/router.tsx", "utf8");
  const found = [];
  // Routes declared in the protectedRoutes block also load the signed-in shell (a lazy chunk of the guard).
  const protectedBlock = /const protectedRoutes[\s\S]*?\n\];/.exec(source)?.[0] ?? "";
  for (const m of source.matchAll(
    /\{\s*(?:path:\s*"([^"]*)"|index:\s*true)\s*,\s*lazy:\s*page\(\(\)\s*=>\s*import\("([^"]+)"\)\)/g,
  )) {
    const rel = join("web/app", m[2]);
    const file = [".tsx", ".ts"].map((ext) => rel + ext).find((f) => existsSync(f));
    if (file)
      found.push({
        path: m[1] === undefined ? "/" : `/${m[1]}`.replace(/^\/\//, "/"),
        file,
        shell: protectedBlock.includes(m[0]),
      });
  }
  return found;
}

export default async function bundleSize() {
  const manifestPath = join(CLIENT, ".vite/manifest.json");
  if (!existsSync(manifestPath)) {
    console.log(
      `No ${manifestPath}: build first (10-worker-size runs vite build; build.manifest is on in vite.config.ts).`,
    );
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const gzipped = new Map();
  const gz = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  /** The chunk and everything it imports statically (what the browser fetches before running it). */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const jsBytes = (keys) =>
    [...keys].reduce((n, k) => n + (manifest[k].file.endsWith(".js") ? gz(manifest[k].file) : 0), 0);
  const cssBytes = (keys) => [...keys].reduce((n, k) => n + (manifest[k].css ?? []).reduce((m, f) => m + gz(f), 0), 0);

  // The app's entry is index.html's script (the marketing islands are a separate entry).
  const entryKey = manifest["index.html"] ? "index.html" : Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(entryKey);
  const entryJs = jsBytes(entry);
  console.log(
    `Entry (${manifest[entryKey].file} + ${entry.size - 1} static imports): ${kib(entryJs)} JS gzip, ${kib(cssBytes(entry))} CSS gzip`,
  );

  const rows = [];
  const seenFiles = new Set();
  const shellKey = "web/app/shell/app-shell.tsx";
  for (const { path, file, shell } of routesFromRouter()) {
    const key = file.replaceAll("\\", "/");
    if (!manifest[key]) {
      rows.push([path, "not in the build", "", ""]);
      continue;
    }
    const needed = shell && manifest[shellKey] ? new Set([...closure(key), ...closure(shellKey)]) : closure(key);
    const own = new Set([...needed].filter((k) => !entry.has(k)));
    const routeJs = jsBytes(own);
    rows.push([path, kib(routeJs), kib(entryJs + routeJs), seenFiles.has(key) ? "(same page)" : ""]);
    seenFiles.add(key);
  }
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((r) => r[i].length), ["route", "route chunks", "first load"][i].length),
  );
  const line = (r) =>
    `  ${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2].padStart(widths[2])}  ${r[3]}`.trimEnd();
  console.log(line(["route", "route chunks", "first load", ""]));
  for (const r of rows) console.log(line(r));
}
