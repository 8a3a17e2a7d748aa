// JavaScript each app route loads first (gzip and brotli), read from the built client's Vite manifest (10-worker-size
// builds it), against its budget (ADR 0093): 110 KB gzip for /auth, 120 KB for every signed-in route. A route over
// budget makes `npm run bench` exit non-zero.
// First load of a route = the entry chunk and its static imports + the route's lazy chunk and its static imports
// (+ the signed-in shell). Chunks loaded after first paint (dialogs, menus, overlays, toasts) are not in it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const CLIENT = "dist/client";
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const KB = 1024;
/** Budgets in gzip bytes. The client's link page /a/{token} is Worker-rendered and measured by its own bench. */
const budgetFor = (path, shell) => (path === "/auth" ? 110 * KB : shell ? 120 * KB : undefined);

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
  const brotlied = new Map();
  const br = (file) => {
    if (!brotlied.has(file))
      brotlied.set(
        file,
        brotliCompressSync(readFileSync(join(CLIENT, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          .length,
      );
    return brotlied.get(file);
  };
  /** The chunk and everything it imports statically (what the browser fetches before running it). */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const jsBytes = (keys, size = gz) =>
    [...keys].reduce((n, k) => n + (manifest[k].file.endsWith(".js") ? size(manifest[k].file) : 0), 0);
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
  const over = [];
  const shellKey = "web/app/shell/app-shell.tsx";
  // Signed-in routes, and the bare signed-in screens (in-person signing), count against the signed-in budget.
  const signedIn = /const (?:bareProtectedRoutes|protectedRoutes)[\s\S]*?\n\];/g;
  const signedInSource = [...readFileSync("web/app/router.tsx", "utf8").matchAll(signedIn)].map((m) => m[0]).join("\n");
  for (const { path, file, shell } of routesFromRouter()) {
    const key = file.replaceAll("\\", "/");
    if (!manifest[key]) {
      rows.push([path, "not in the build", "", "", "", ""]);
      continue;
    }
    const needed = shell && manifest[shellKey] ? new Set([...closure(key), ...closure(shellKey)]) : closure(key);
    const own = new Set([...needed].filter((k) => !entry.has(k)));
    const firstGz = entryJs + jsBytes(own);
    const firstBr = jsBytes(entry, br) + jsBytes(own, br);
    const budget = budgetFor(path, shell || signedInSource.includes(`"${path.slice(1)}"`));
    const verdict = budget === undefined ? "" : firstGz <= budget ? "ok" : "OVER";
    if (verdict === "OVER") over.push(path);
    rows.push([
      path,
      kib(jsBytes(own)),
      kib(firstGz),
      kib(firstBr),
      budget === undefined ? "-" : `${budget / KB} KiB ${verdict}`,
      seenFiles.has(key) ? "(same page)" : "",
    ]);
    seenFiles.add(key);
  }
  const head = ["route", "route chunks", "first load gzip", "brotli", "budget (gzip)", ""];
  const widths = head.map((h, i) => Math.max(...rows.map((r) => r[i].length), h.length));
  const line = (r) =>
    `  ${r[0].padEnd(widths[0])}  ${r
      .slice(1, 4)
      .map((c, i) => c.padStart(widths[i + 1]))
      .join("  ")}  ${r[4].padEnd(widths[4])}  ${r[5]}`.trimEnd();
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  if (over.length) {
    console.log(`Over budget: ${over.join(", ")}`);
    process.exitCode = 1;
  } else console.log("Every budgeted route is within its budget.");
}
