// `npm test`: every suite in turn (typecheck, lint, worker + component tests, Chromium journeys), even after a
// failure, then one closing line totalling them all. Writes test-results/summary.json for .ci/run.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureDevVars } from "./ensure-dev-vars.mjs";
import { quietEnv } from "./lib.mjs";

const only = process.argv.slice(2);
mkdirSync("test-results", { recursive: true });
mkdirSync(".state", { recursive: true });
ensureDevVars();

function sh(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...quietEnv, ...env } });
    child.on("close", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

/** How long vitest may print nothing before it counts as stalled; the slowest test file takes well under this. */
const STALL_MS = Number(process.env.VITEST_STALL_MS ?? 180_000);

/** How long a run whose every file has reported may take to exit before its teardown counts as hung. */
const TEARDOWN_MS = 20_000;

/**
 * Like sh, but stops the whole process group when it prints nothing for STALL_MS, or for TEARDOWN_MS once
 * `allReported()` says every file has reported (the pool can hang on exit too, after the last result).
 */
function shWatched(
  cmd,
  args,
  env = {},
  allReported = () => false,
  out = { stdout: process.stdout, stderr: process.stderr },
) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...quietEnv, ...env }, detached: true });
    let last = Date.now();
    let stalled = false;
    const seen = (chunk, out) => {
      last = Date.now();
      out.write(chunk);
    };
    child.stdout.on("data", (chunk) => seen(chunk, out.stdout));
    child.stderr.on("data", (chunk) => seen(chunk, out.stderr));
    const timer = setInterval(() => {
      const quiet = Date.now() - last;
      if (quiet < STALL_MS && !(quiet >= TEARDOWN_MS && allReported())) return;
      stalled = true;
      clearInterval(timer);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, 5_000);
    child.on("close", (code) => {
      clearInterval(timer);
      resolve({ code: code ?? 1, stalled });
    });
    child.on("error", () => {
      clearInterval(timer);
      resolve({ code: 1, stalled });
    });
  });
}

/** Every test file the vitest projects include (vitest.config.ts), as absolute paths like vitest's module ids. */
function listTestFiles() {
  return ["test/worker", "test/web", "test/einvoice"]
    .flatMap((dir) => readdirSync(dir, { recursive: true }).map((f) => resolve(dir, String(f))))
    .filter((f) => /\.test\.tsx?$/.test(f) && !(f.includes("/test/worker/") && f.endsWith(".tsx")))
    .sort();
}

// An error's first three lines (an assertion, its locator, what was expected), without Playwright's colours.
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ")
    .slice(0, 300);

/** The journeys whose outcome is `status` in Playwright's JSON report, each with its first error line. */
function journeyOutcomes(report, status) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === status) {
          const error = t.results?.find((r) => r.error)?.error?.message;
          found.push({ name: `${spec.file}:${spec.line} › ${spec.title}`, error: firstLine(error) });
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

const readFileLog = (path) =>
  existsSync(path)
    ? readFileSync(path, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

const suites = {
  typecheck: async () => {
    // Checks, never regenerates: stale Worker types fail here until `npm run cf-typegen` is run and committed.
    const fresh = await sh("wrangler", [
      "types",
      "worker/worker-configuration.d.ts",
      "--check",
      "--env-file",
      ".dev.vars.example",
    ]);
    if (fresh !== 0)
      console.error("worker/worker-configuration.d.ts is stale: run `npm run cf-typegen` and commit it.");
    const code = await sh("tsc", ["-b"]);
    const failed = (fresh === 0 ? 0 : 1) + (code === 0 ? 0 : 1);
    return { passed: 2 - failed, failed };
  },
  lint: async () => {
    // Format, lint and import order (Biome), the boundaries and import cycles (scripts/check-boundaries.mjs), then
    // the decisions' headers and index (scripts/check-decisions.mjs).
    const codes = [
      await sh("biome", ["check", "."]),
      await sh("node", ["scripts/check-boundaries.mjs"]),
      await sh("node", ["scripts/check-decisions.mjs"]),
    ];
    const failed = codes.filter((code) => code !== 0).length;
    return { passed: codes.length - failed, failed };
  },
  unit: async (logPath) => {
    // One line per finished file (scripts/vitest-file-log.mjs). If vitest goes silent mid-run, a known hang of the
    // workerd pool (cloudflare/workers-sdk#15498), it is stopped and only the files that never finished run again.
    // Beside the journeys (logPath set) it runs one file at a time into its own log, printed once it ends.
    const logFile = logPath ? createWriteStream(logPath) : null;
    const say = (line) => (logFile ? logFile.write(`${line}\n`) : console.log(line));
    const out = logFile ? { stdout: logFile, stderr: logFile } : undefined;
    // Not in test-results/, which Playwright empties when it starts.
    const log = ".state/vitest-files.ndjson";
    rmSync(log, { force: true });
    const all = listTestFiles();
    let remaining = all;
    let code = 0;
    for (let attempt = 1; attempt <= 3 && remaining.length > 0; attempt++) {
      const args = ["run", "--reporter=default", "--reporter=./scripts/vitest-file-log.mjs"];
      const reported = () => {
        const finished = new Set(readFileLog(log).map((r) => r.file));
        return all.every((f) => finished.has(f));
      };
      const run = await shWatched(
        "vitest",
        attempt === 1 ? args : [...args, ...remaining],
        { VITEST_FILE_LOG: log, ...(logFile ? { VITEST_WORKER_FILES: "1" } : {}) },
        reported,
        out,
      );
      code = run.code;
      const finished = new Set(readFileLog(log).map((r) => r.file));
      remaining = all.filter((f) => !finished.has(f));
      if (run.stalled && remaining.length === 0) {
        // Every file reported its results; only the pool's exit hung. The results stand, nothing is rerun.
        say("\nEvery test file reported; vitest hung on exit and was stopped (workers-sdk#15498).");
        code = 0;
        break;
      }
      if (!run.stalled) break;
      say(
        `\nvitest made no progress for ${STALL_MS / 1000} s and was stopped; running the ${remaining.length} unfinished file(s) again.`,
      );
    }
    const rows = readFileLog(log);
    // Where the minutes go: the slowest files, so a regression in the CI budget is visible in its log.
    const slowest = [...rows].sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0)).slice(0, 8);
    say(`\nSlowest test files: ${slowest.map((r) => `${r.file.split("/test/")[1]} ${r.seconds}s`).join(", ")}`);
    const passed = rows.reduce((n, r) => n + r.passed, 0);
    // A file that never finished counts as a failure, and so does a non-zero exit with nothing else failing.
    const failed = rows.reduce((n, r) => n + r.failed, 0) + remaining.length;
    const failures = rows.flatMap((r) =>
      (r.failures ?? []).map((f) => ({ name: `${r.file.split("/test/")[1]} › ${f.name}`, error: f.error })),
    );
    for (const f of remaining) failures.push({ name: f.split("/test/")[1], error: "never finished" });
    if (logFile) await new Promise((done) => logFile.end(done));
    return { passed, failed: failed || (code !== 0 ? 1 : 0), failures };
  },
  e2e: async () => {
    const out = "test-results/playwright.json";
    rmSync(out, { force: true });
    // A failed early build is built again by the server, and fails there in plain sight.
    const built = await earlyBuild;
    if (!built) console.log("The early build failed (.state/e2e-build.log); the journeys' server builds again.");
    const server = await earlyServer;
    if (built && !server)
      console.log("The early journey server did not start (.state/e2e-server.log); Playwright starts one.");
    const code = await sh("playwright", ["test"], {
      PLAYWRIGHT_JSON: out,
      ...(built ? { E2E_NO_BUILD: "1" } : {}),
      ...(server ? { E2E_SERVER_STARTED: "1" } : {}),
    });
    server?.stop();
    const r = readJson(out);
    if (!r) return { passed: 0, failed: 1, failures: [{ name: "the journeys", error: "Playwright wrote no report" }] };
    // A journey that failed and then passed on its one retry (CI only, playwright.config.ts) passed, and is named
    // as flaky in the closing lines; one that failed both times fails the run (ADR 0240).
    const failures = journeyOutcomes(r, "unexpected");
    for (const e of r.errors ?? []) failures.push({ name: "the journeys", error: firstLine(e.message) });
    const failed = r.stats.unexpected + (r.errors?.length ?? 0);
    return {
      passed: r.stats.expected + r.stats.flaky,
      failed: failed || (code !== 0 ? 1 : 0),
      failures,
      flaky: journeyOutcomes(r, "flaky"),
    };
  },
};

/**
 * The journeys' production build, started at once beside the typecheck and lint (tsc runs on one core): it is what
 * scripts/e2e-server.mjs would build first, so the journeys start from it (E2E_NO_BUILD) about a minute sooner.
 */
let earlyBuild = Promise.resolve(false);
if (!only.length || only.includes("e2e")) {
  // Not in test-results/, which Playwright empties when it starts.
  const buildLog = createWriteStream(".state/e2e-build.log");
  earlyBuild = new Promise((resolve) => {
    const child = spawn("vite", ["build"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...quietEnv, PAYSTAGE_STATE_DIR: ".state/e2e" },
    });
    child.stdout.pipe(buildLog);
    child.stderr.pipe(buildLog);
    child.on("close", (code) => resolve(code === 0));
    child.on("error", () => resolve(false));
  });
}

/**
 * The journeys' server (scripts/e2e-server.mjs: fresh state, migrations, preview, demo workspace), started as soon
 * as the early build is there, so its minute of migrating and seeding passes beside the typecheck and lint instead of before
 * the first journey. Playwright finds it answering and uses it (E2E_SERVER_STARTED, playwright.config.ts). Resolves
 * to null when it could not start: Playwright then starts its own, as it always did.
 */
let earlyServer = Promise.resolve(null);
if (!only.length || only.includes("e2e")) {
  earlyServer = earlyBuild.then((built) => (built ? startJourneyServer() : null));
}

function startJourneyServer() {
  const log = createWriteStream(".state/e2e-server.log");
  const child = spawn("node", ["scripts/e2e-server.mjs"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...quietEnv, E2E_NO_BUILD: "1" },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  };
  // Never outlives the run, whatever ends it.
  process.on("exit", stop);
  child.stderr.pipe(log);
  return new Promise((resolve) => {
    let seen = "";
    child.stdout.on("data", (chunk) => {
      log.write(chunk);
      seen = (seen + chunk).slice(-200);
      if (seen.includes("PayStage e2e server ready")) resolve({ stop });
    });
    child.on("close", () => resolve(null));
    child.on("error", () => resolve(null));
  });
}

/**
 * The unit suite runs beside the journeys: a journey keeps about one core busy (Chromium, the preview, workerd) and
 * waits on the rest, and the unit files, one at a time, fill the other. PAYSTAGE_TEST_SERIAL=1 runs them one after
 * the other, with two unit files at a time, as before.
 */
const beside = !process.env.PAYSTAGE_TEST_SERIAL && (!only.length || (only.includes("unit") && only.includes("e2e")));
const UNIT_LOG = ".state/unit.log";

const results = {};
let unitRun = null;
for (const [name, runSuite] of Object.entries(suites)) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  const timed = (r) => ({ ...r, seconds: Math.round((Date.now() - started) / 1000) });
  if (beside && name === "unit") {
    console.log(`\n=== unit (beside the journeys; its output follows them, from ${UNIT_LOG}) ===`);
    unitRun = runSuite(UNIT_LOG).then(timed);
    continue;
  }
  console.log(`\n=== ${name} ===`);
  results[name] = timed(await runSuite());
  if (unitRun && name === "e2e") {
    results.unit = await unitRun;
    console.log("\n=== unit ===");
    console.log(readFileSync(UNIT_LOG, "utf8"));
  }
}

// In the suites' own order, whichever ended first.
const ordered = Object.fromEntries(
  Object.keys(suites).flatMap((name) => (results[name] ? [[name, results[name]]] : [])),
);
const passed = Object.values(results).reduce((n, r) => n + r.passed, 0);
const failed = Object.values(results).reduce((n, r) => n + r.failed, 0);
writeFileSync("test-results/summary.json", JSON.stringify({ passed, failed, suites: ordered }, null, 2));
// The tail of a long run is all a CI page may keep: name every failure (and every journey that needed its retry)
// here, after the suites' own output, so a red run says what failed without its full log.
for (const [name, r] of Object.entries(ordered)) {
  for (const f of r.failures ?? []) console.log(`FAILED ${name}: ${f.name}${f.error ? `\n    ${f.error}` : ""}`);
  for (const f of r.flaky ?? [])
    console.log(`FLAKY (passed on retry) ${name}: ${f.name}${f.error ? `\n    ${f.error}` : ""}`);
}
console.log("\nSuites:");
for (const [name, r] of Object.entries(ordered))
  console.log(
    `  ${name.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.flaky?.length ? ` (${r.flaky.length} on retry)` : ""} (${r.seconds}s)`,
  );
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
