// Helpers shared by the benchmarks (not a benchmark itself: scripts/bench.mjs runs only the numbered files).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { quietEnv } from "../lib.mjs";

/** The Chromium that Lighthouse and Playwright drive. */
export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Bytes after gzip at the level Cloudflare's edge uses for static text. */
export const gz = (data) => gzipSync(data, { level: 9 }).length;

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/**
 * Starts the journeys' server (scripts/e2e-server.mjs: fresh state, migrate, preview, demo workspace) at `base` with
 * its own state directory, and waits until it says it is ready, so no figure is taken while the workspace is being
 * made. `errors()` is the tail of its stderr; `stop()` ends it.
 */
export async function startAppServer({ base, stateDir, env = {} }) {
  const port = new URL(base).port;
  const server = spawn("node", ["scripts/e2e-server.mjs"], {
    env: { ...quietEnv, E2E_PORT: String(port), PAYSTAGE_STATE_DIR: stateDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let errors = "";
  server.stderr.on("data", (d) => {
    errors = (errors + d).slice(-2000);
  });
  const stop = () => {
    // The server runs in its own process group (vite preview and workerd below it): end all of it.
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  // The line e2e-server.mjs prints once the demo workspace is made (playwright.config.ts waits for it too).
  const ready = new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (d) => {
      out = (out + d).slice(-200);
      if (out.includes("PayStage e2e server ready")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`scripts/e2e-server.mjs exited with ${code}`)));
  });
  ready.catch(() => {}); // awaited below; an exit while the health check still waits is reported there

  try {
    await waitFor(`${base}/api/health`, 180_000);
    await ready;
  } catch (err) {
    stop();
    throw new Error(`${err.message}\n${errors}`);
  }
  return { pid: server.pid, errors: () => errors, stop };
}

/** Every migration, in order, as one text with drizzle's statement breakpoints (the bench Workers' /migrate). */
export const migrationsText = (keep = () => true) =>
  readdirSync("migrations")
    .filter((f) => f.endsWith(".sql") && keep(f))
    .sort()
    .map((f) => readFileSync(join("migrations", f), "utf8"))
    .join("\n--> statement-breakpoint\n");

/**
 * Builds a bench Worker (scripts/bench/*-worker.ts) as Vite would for production, runs it in workerd (Miniflare) with
 * a local D1 and R2, and hands `run` a caller: `call(path)` GETs, `call(path, body)` POSTs, each answering its JSON.
 * Everything is thrown away afterwards, also when `run` fails.
 */
export async function withBenchWorker(entry, run, { method, d1Persist = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "paystage-bench-"));
  let mf;
  try {
    const outfile = join(dir, "worker.mjs");
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: "browser",
      conditions: ["workerd", "worker", "browser"],
      external: ["node:*", "cloudflare:*"],
      // What Vite replaces in the Worker build.
      define: { "import.meta.env.MODE": '"production"', "import.meta.env.DEV": "false" },
      format: "esm",
      outfile,
      logLevel: "error",
    });
    const wrangler = readFileSync("wrangler.toml", "utf8");
    const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(wrangler)?.[1] ?? "2026-10-01";
    mf = new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        modulesRoot: dir,
        scriptPath: outfile,
        compatibilityDate,
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
        r2Buckets: ["MEDIA"],
        ...(d1Persist ? { d1Persist: join(dir, "d1") } : {}),
      }),
    );
    const call = async (path, body) => {
      const res = await mf.dispatchFetch(`http://bench${path}`, { method: method ?? (body ? "POST" : "GET"), body });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    return await run(call);
  } finally {
    await mf?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
