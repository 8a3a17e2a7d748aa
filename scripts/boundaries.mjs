// The boundaries the build enforces (ARCHITECTURE.md "Boundaries"): which folder may import which, which files may
// import drizzle and the tables, no import cycles, and formatting only in schema/rules. A regex import graph over the tree, resolved like the bundler
// resolves relative specifiers; run by the lint suite of `npm test` (scripts/check-boundaries.mjs) and unit-tested on
// a made-up tree.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const SOURCE = /\.(ts|tsx|mjs|js)$/;
// import x from "a"; import type { X } from "a"; import "a"; export { x } from "a"; import("a")
const IMPORT =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:([\w*{}\s,$]+?)\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/**
 * The values an import clause takes from its module, by their exported names: "default", "*" (the whole module:
 * `* as ns`, `export *`), or a named export (`{ a as b }` takes "a"). Inline `type` names take nothing.
 */
function valueNames(clause) {
  if (!clause) return [];
  const names = [];
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const part of clause.replace(/\{[^}]*\}/, "").split(",")) {
    const p = part.trim();
    if (p) names.push(p.startsWith("*") ? "*" : "default");
  }
  for (const spec of braces ? braces[1].split(",") : []) {
    const s = spec.trim();
    if (s && !/^type\s+(?!as\b)/.test(s)) names.push(s.split(/\s+as\s+/)[0]);
  }
  return names;
}

/**
 * Every import of a source text: its specifier, whether only types cross (`import type` / `export type`), and the
 * values it takes (`names`, empty for a type-only or a bare side-effect import).
 */
export function importsOf(text) {
  const found = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  for (const m of code.matchAll(IMPORT)) {
    const typeOnly = Boolean(m[2]);
    if (m[4]) found.push({ specifier: m[4], typeOnly, names: typeOnly ? [] : valueNames(m[3]) });
    else if (m[5]) found.push({ specifier: m[5], typeOnly: false, names: ["*"] });
  }
  return found;
}

const CANDIDATES = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

/**
 * A relative or `#alias/...` specifier (package.json "imports": `#schema/*` is `./schema/*`, and so on for each
 * top-level folder) -> the file it names (root-relative, "/" separators), or null for a package.
 */
export function resolveImport(fromFile, specifier, exists) {
  let base;
  if (specifier.startsWith(".")) base = join(dirname(fromFile), specifier);
  else if (specifier.startsWith("#")) base = specifier.slice(1).split("?")[0];
  else return null;
  for (const ext of CANDIDATES) {
    const candidate = (base + ext).split("\\").join("/");
    if (exists(candidate)) return candidate;
  }
  return null;
}

/**
 * A package's specifier as an edge's target: `node_modules/<specifier>`, so a rule names a package like a folder
 * ("drizzle-orm" and "drizzle-orm/d1" are both within node_modules/drizzle-orm). Not resolved further, and no node
 * of the graph, so it never closes a cycle. Relative and runtime (`node:`, `cloudflare:`) specifiers are not packages.
 */
export function packageTarget(specifier) {
  return /^[.#]/.test(specifier) || /^[a-z]+:/.test(specifier) ? null : `node_modules/${specifier}`;
}

/** files: { "worker/a.ts": "source text", ... } -> Map(file -> [{ to, typeOnly, names }]). */
export function buildGraph(files) {
  const exists = (f) => Object.hasOwn(files, f);
  const graph = new Map();
  for (const [file, text] of Object.entries(files)) {
    const edges = [];
    for (const { specifier, typeOnly, names } of importsOf(text)) {
      const to = resolveImport(file, specifier, exists) ?? packageTarget(specifier);
      if (to) edges.push({ to, typeOnly, names });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): each is a cycle. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const { to } of graph.get(v) ?? []) {
      if (!graph.has(to)) continue;
      if (!idx.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v), low.get(to)));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), idx.get(to)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).some((e) => e.to === v);
      if (scc.length > 1 || selfLoop) cycles.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return cycles;
}

const feature = (file) => /^web\/features\/([^/]+)\//.exec(file)?.[1];
const under = (file, ...dirs) => dirs.some((d) => file.startsWith(`${d}/`));
const isPackage = (to, name) => to === `node_modules/${name}` || under(to, `node_modules/${name}`);

/**
 * Outside worker/db, the worker reaches tables only through worker/db's functions; these files may still import
 * drizzle (and the tables) as values, each for the reason given. `import type` is allowed everywhere.
 */
const DRIZZLE_ALLOWED = new Set([
  // Builds the handle: drizzle(env.DB, { schema }) needs the D1 driver and every table.
  "worker/lib/db.ts",
  // SQL helpers over the columns worker/db passes in (batch-safe aliases, keyset predicates); they name no table.
  "worker/lib/batch-select.ts",
  "worker/lib/keyset.ts",
]);
const TABLES_ALLOWED = new Set(["worker/lib/db.ts"]);
/** The table definitions as values: schema/db itself, or the `schema` that worker/lib/db.ts re-exports for worker/db. */
const takesTables = (to, names) =>
  under(to, "schema/db") || (to === "worker/lib/db.ts" && names.some((n) => n === "schema" || n === "*"));

/**
 * The rules, each a predicate over one import edge: `to` is a file of the tree or a package (`node_modules/<name>`),
 * `names` the values the import takes. Returns the reason it is refused, or null.
 * Worker layers point one way: routes -> services -> db -> schema; pdf is pure; jobs run services.
 */
export const RULES = [
  (from, to) =>
    feature(from) && feature(to) && feature(from) !== feature(to)
      ? `features do not import each other (${feature(from)} -> ${feature(to)}): move the shared part to web/lib or web/components, or render a slot`
      : null,
  (from, to) =>
    under(from, "web/lib", "web/components") && under(to, "web/features")
      ? "shared web code never imports a feature"
      : null,
  (from, to, typeOnly) =>
    under(from, "web") && under(to, "worker") && !typeOnly
      ? "the web reaches the worker only through `import type` (the typed client)"
      : null,
  (from, to) =>
    under(from, "schema") && under(to, "worker", "web") ? "schema/ is imported, it imports nothing of ours" : null,
  (from, to) => (under(from, "worker") && under(to, "web") ? "the worker does not import web code" : null),
  (from, to) =>
    under(from, "worker/services", "worker/db", "worker/jobs", "worker/pdf", "worker/providers", "worker/lib") &&
    under(to, "worker/routes")
      ? "only app.ts mounts routes; nothing below them imports a route"
      : null,
  (from, to) =>
    under(from, "worker/services", "worker/db", "worker/pdf", "worker/providers", "worker/lib") &&
    under(to, "worker/jobs")
      ? "jobs run services, not the other way round: job message contracts live in schema/contracts/jobs.ts"
      : null,
  (from, to) =>
    under(from, "worker/db", "worker/pdf", "worker/providers", "worker/lib") && under(to, "worker/services")
      ? "db, pdf, providers and lib sit below services and do not import them"
      : null,
  (from, to) =>
    under(from, "worker/pdf") && under(to, "worker/db") ? "pdf renderers are pure: data in, bytes out" : null,
  (from, to) =>
    under(from, "worker/routes", "worker/jobs") && under(to, "worker/db")
      ? "routes and jobs call services; queries live behind them"
      : null,
  (from, to, typeOnly, names) =>
    under(from, "worker") &&
    !under(from, "worker/db") &&
    !TABLES_ALLOWED.has(from) &&
    !typeOnly &&
    takesTables(to, names)
      ? "only worker/db touches tables: call a function of worker/db (row types cross with `import type`)"
      : null,
  (from, to, typeOnly) =>
    under(from, "worker") &&
    !under(from, "worker/db") &&
    !DRIZZLE_ALLOWED.has(from) &&
    !typeOnly &&
    isPackage(to, "drizzle-orm")
      ? "queries are built in worker/db: move the drizzle query there (drizzle's types cross with `import type`)"
      : null,
];

/** Every edge a rule refuses, and every cycle. */
export function checkBoundaries(files, rules = RULES) {
  const graph = buildGraph(files);
  const violations = [];
  for (const [from, edges] of graph) {
    for (const { to, typeOnly, names } of edges) {
      for (const rule of rules) {
        const reason = rule(from, to, typeOnly, names);
        if (reason) violations.push({ from, to, reason });
      }
    }
  }
  return { violations, cycles: findCycles(graph) };
}

/**
 * Dates, times, money and counts are formatted in schema/rules (dates.ts, time.ts, money.ts), and a duration is a
 * multiple of its SECOND_MS / MINUTE_MS / HOUR_MS / DAY_MS (durations.ts): each rule keeps one home, and the first screens
 * keep their Intl-free whole dollars (ADR 0114). Elsewhere in web/, worker/ and schema/ these are refused.
 */
const FORMATTING_HOME = "schema/rules";
const FORMAT_HERE = "format it with schema/rules (dates.ts, time.ts, money.ts), the one home of the rule";
/** Millisecond values written out: a minute, an hour, a day, a week. */
const MS_LITERALS = new Set([60_000, 3_600_000, 86_400_000, 604_800_000]);
export const FORMATTING_RULES = [
  { pattern: /\bIntl\.[A-Z]\w*Format\b/g, reason: `Intl formatter: ${FORMAT_HERE}` },
  { pattern: /\.toLocale\w*String\(/g, reason: `toLocale*String: ${FORMAT_HERE}` },
  {
    // A literal or a product of literals: 60 * 60 * 1000, 1000 * 60 * 60 * 24, 5 * 60_000, 86_400_000.
    pattern: /(?<![\w.])\d[\d_]*(?:\s*\*\s*\d[\d_]*)*(?![\w.])/g,
    test: (text) => {
      const factors = text.split("*").map((f) => Number(f.trim().replaceAll("_", "")));
      return factors.some((f) => MS_LITERALS.has(f)) || (factors.includes(1000) && factors.includes(60));
    },
    reason:
      "a hand-written millisecond duration: use SECOND_MS / MINUTE_MS / HOUR_MS / DAY_MS from schema/rules/durations.ts",
  },
];
/** What the formatting rules may still find, each for the reason given: `file` and the exact `text` found. */
const FORMATTING_ALLOWED = [
  {
    file: "worker/providers/ai.ts",
    text: "60_000",
    reason: "MAX_TRANSCRIPT_CHARS is a count of characters, not a duration",
  },
];

/** Comments out, line breaks kept, so a finding's line is the source's. */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, "")).replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** Every formatting rule broken outside schema/rules: [{ file, line, text, reason }]. */
export function checkFormatting(files, rules = FORMATTING_RULES, allowed = FORMATTING_ALLOWED) {
  const found = [];
  for (const [file, source] of Object.entries(files)) {
    if (!under(file, "web", "worker", "schema") || under(file, FORMATTING_HOME)) continue;
    const code = withoutComments(source);
    for (const { pattern, test, reason } of rules) {
      for (const m of code.matchAll(pattern)) {
        const text = m[0];
        if (test && !test(text)) continue;
        if (allowed.some((a) => a.file === file && a.text === text)) continue;
        found.push({ file, line: code.slice(0, m.index).split("\n").length, text, reason });
      }
    }
  }
  return found;
}

/** The project's own sources, root-relative. */
export function readTree(root, dirs = ["web", "worker", "schema"]) {
  const files = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts"))
        files[relative(root, path).split("\\").join("/")] = readFileSync(path, "utf8");
    }
  };
  for (const d of dirs) if (existsSync(resolve(root, d))) walk(resolve(root, d));
  return files;
}
