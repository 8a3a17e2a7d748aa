// The automatic reminder sweep at scale, inside workerd (Miniflare) against a local D1: 100,000 progress rows of
// 1,000 contractors, 10,000 (progress, template) pairs due. Prints the sweep's time, D1 round trips and queue sends.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const USERS = 1000;
const PER_USER = 100;
const EXPECTED_DUE = USERS * 10;
// 17:00 UTC on a November Friday: 9:00 in Los Angeles through 22:30 in Kolkata, one calendar day everywhere.
const AT = Date.parse("2026-11-20T17:00:00Z");

export default async function reminderSweep() {
  const dir = mkdtempSync(join(tmpdir(), "paystage-sweep-"));
  let mf;
  try {
    const outfile = join(dir, "worker.mjs");
    await build({
      entryPoints: ["scripts/bench/reminder-sweep-worker.ts"],
      bundle: true,
      // What wrangler resolves for a Worker: the workerd/worker/browser builds of each dependency.
      platform: "browser",
      conditions: ["workerd", "worker", "browser"],
      // The runtime's own modules (nodejs_compat, cloudflare:*) are the Worker's, not the bundle's.
      external: ["node:*", "cloudflare:*"],
      format: "esm",
      outfile,
      logLevel: "error",
    });
    const wrangler = readFileSync("wrangler.toml", "utf8");
    const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(wrangler)?.[1] ?? "2026-10-01";
    // This miniflare (the one wrangler ships) takes its v5 shape; the converter accepts the documented v4 options.
    mf = new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        modulesRoot: dir,
        scriptPath: outfile,
        compatibilityDate,
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: ["DB"],
      }),
    );
    const call = async (path, body) => {
      const res = await mf.dispatchFetch(`http://bench${path}`, { method: "POST", body });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    // The seed writes accounts as they were before teams; migration 0003 then moves them into companies, as it
    // does in production (so this also times the migration on 100,000 billings).
    const migrations = readdirSync("migrations")
      .filter((f) => f.endsWith(".sql"))
      .sort();
    const apply = (files) =>
      call(
        "/migrate",
        files.map((f) => readFileSync(join("migrations", f), "utf8")).join("\n--> statement-breakpoint\n"),
      );
    await apply(migrations.filter((f) => f < "0003"));
    const seeded = await call(`/seed?users=${USERS}&perUser=${PER_USER}&at=${AT}`);
    const migrateStarted = performance.now();
    await apply(migrations.filter((f) => f >= "0003"));
    console.log(
      `Migration 0003 (teams) on the seeded database: ${((performance.now() - migrateStarted) / 1000).toFixed(1)} s`,
    );
    console.log(
      `Seeded ${seeded.progress.toLocaleString()} progress rows for ${USERS.toLocaleString()} contractors (4 templates each) in ${(seeded.ms / 1000).toFixed(1)} s`,
    );

    const plans = await call(`/plans?at=${AT}`);
    console.log(`Query plan (due-date triggers):   ${plans.due.join(" | ")}`);
    console.log(`Query plan (after submission):    ${plans.submission.join(" | ")}`);

    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await call(`/sweep?at=${AT}`));
    const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    const r = runs[0];
    console.log(
      `Due reminders found: ${r.queue.sends.toLocaleString()} (expected ${EXPECTED_DUE.toLocaleString()})${r.queue.sends === EXPECTED_DUE ? "" : "  << MISMATCH"}`,
    );
    console.log(
      `Sweep time: ${best.ms.toFixed(0)} ms (best of 3; runs ${runs.map((x) => x.ms.toFixed(0)).join(", ")} ms)`,
    );
    console.log(
      `D1 round trips: ${r.d1Queries} in ${r.pages} pages of up to ${r.pageSize} candidates (max ${r.maxQueriesPerPage} per invocation, limit 1000)`,
    );
    console.log(
      `Queue: ${r.queue.calls} sendBatch calls, ${r.queue.messages.toLocaleString()} messages (max ${r.queue.maxPerCall} per call, limit 100; max ${r.maxCallsPerPage} calls per invocation)`,
    );
  } finally {
    await mf?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
