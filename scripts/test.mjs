// `npm test`: every suite in turn (typecheck, lint, worker + component tests, Chromium journeys), even after a
// failure, then one closing line totalling them all. Writes test-results/summary.json for .ci/run.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { ensureDevVars } from "./ensure-dev-vars.mjs";
import { quietEnv } from "./lib.mjs";

const only = process.argv.slice(2);
mkdirSync("test-results", { recursive: true });
ensureDevVars();

function sh(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: { ...quietEnv, ...env } });
    child.on("close", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

const suites = {
  typecheck: async () => {
    const code = (await sh("wrangler", ["types"])) || (await sh("tsc", ["-b"]));
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  },
  lint: async () => {
    const code = await sh("biome", ["check", "."]);
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  },
  unit: async () => {
    const out = "test-results/vitest.json";
    rmSync(out, { force: true });
    const code = await sh("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
    const r = readJson(out);
    if (!r) return { passed: 0, failed: 1 };
    // A file that failed to load has no tests but is still a failure.
    const brokenFiles = r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + brokenFiles + (code !== 0 && r.numFailedTests === 0 && !brokenFiles ? 1 : 0),
    };
  },
  e2e: async () => {
    const out = "test-results/playwright.json";
    rmSync(out, { force: true });
    const code = await sh("playwright", ["test"], { PLAYWRIGHT_JSON: out });
    const r = readJson(out);
    if (!r) return { passed: 0, failed: 1 };
    const failed = r.stats.unexpected + r.stats.flaky + (r.errors?.length ?? 0);
    return { passed: r.stats.expected, failed: failed || (code !== 0 ? 1 : 0) };
  },
};

const results = {};
for (const [name, runSuite] of Object.entries(suites)) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  results[name] = { ...(await runSuite()), seconds: Math.round((Date.now() - started) / 1000) };
}

const passed = Object.values(results).reduce((n, r) => n + r.passed, 0);
const failed = Object.values(results).reduce((n, r) => n + r.failed, 0);
writeFileSync("test-results/summary.json", JSON.stringify({ passed, failed, suites: results }, null, 2));
console.log("\nSuites:");
for (const [name, r] of Object.entries(results))
  console.log(`  ${name.padEnd(10)} ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
