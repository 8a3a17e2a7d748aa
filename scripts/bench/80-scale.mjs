// Scale (issue 25, ADR 0128): seeds a local D1 through Miniflare with contractors x a year of billings (and their
// messages, reminders, photos, links, approvals, notifications), growing in steps, and prints at each step the
// database size, bytes per contractor-year per table against the 2.8 MB model, the reminder sweep and a relay pass
// (ms, D1 queries, rows read), and an account's invoice page, dashboard and reminder history (p50/p95, rows read)
// for 250 and 5,000 billings; then retention's effect. It prints each figure as it is measured, so a run cut short
// (or that fails) still leaves what it got.
//
// Sizes: SCALE_STEPS (contractors at each step, default 10,40,160: the 1k/4k/16k scaled to fit a few
// minutes on 2 shared cores), SCALE_PER (billings per contractor-year, default 250), SCALE_BIG (the large account's
// billings, default 5000). The full run: SCALE_STEPS=1000,4000,16000 (hours, and several GB of disk).
// The benchmark lowers its own priority (like `nice -n 10`), and workerd inherits it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const STEPS = (process.env.SCALE_STEPS ?? "10,40,160").split(",").map(Number);
const PER = Number(process.env.SCALE_PER ?? 250);
const BIG = Number(process.env.SCALE_BIG ?? 5000);
const BIG_COMPANY = 999_999;
/** The model: a busy contractor writes about 2.8 MB a year (issue 25). */
const MODEL_BYTES_PER_YEAR = 2.8e6;
// 17:00 UTC on a November Tuesday: 9:00 in Los Angeles, the peak hour for the US zones.
const AT = Date.parse("2026-11-24T17:00:00Z");
/** Where the model script (81-scale-model.mjs) finds the figures measured here. */
export const FIGURES = join("node_modules", ".cache", "paystage-scale.json");

const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
const ms = (n) => `${n.toFixed(1)} ms`;

export default async function scale() {
  try {
    setPriority(10);
  } catch {
    // Not permitted here: run as it is.
  }
  const dir = mkdtempSync(join(tmpdir(), "paystage-scale-"));
  const figures = { at: new Date().toISOString(), per: PER, big: BIG, steps: [], retention: null, accounts: {} };
  const save = () => {
    mkdirSync(join("node_modules", ".cache"), { recursive: true });
    writeFileSync(FIGURES, JSON.stringify(figures, null, 2));
  };
  let mf;
  try {
    const outfile = join(dir, "worker.mjs");
    await build({
      entryPoints: ["scripts/bench/scale-worker.ts"],
      bundle: true,
      platform: "browser",
      conditions: ["workerd", "worker", "browser"],
      external: ["node:*", "cloudflare:*"],
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
        d1Persist: join(dir, "d1"),
      }),
    );
    const call = async (path, body) => {
      const res = await mf.dispatchFetch(`http://bench${path}`, { method: "POST", body });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const migrations = readdirSync("migrations")
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .map((f) => readFileSync(join("migrations", f), "utf8"))
      .join("\n--> statement-breakpoint\n");
    await call("/migrate", migrations);

    console.log(
      `Seeding ${PER} billings per contractor-year; steps of ${STEPS.join(", ")} contractors (+1 account of ${BIG})`,
    );
    const big = await call(`/seed?from=${BIG_COMPANY}&to=${BIG_COMPANY + 1}&per=${BIG}&at=${AT}`);
    console.log(`  the ${BIG}-billing account seeded in ${(big.ms / 1000).toFixed(1)} s`);
    let seeded = 0;
    for (const contractors of STEPS) {
      // In slices of 20 contractors: one request each, so no request outlasts Miniflare's patience or the isolate.
      const started = { ms: 0 };
      for (let from = seeded + 1; from <= contractors; from += 20) {
        const to = Math.min(contractors, from + 19) + 1;
        started.ms += (await call(`/seed?from=${from}&to=${to}&per=${PER}&at=${AT}`)).ms;
      }
      seeded = contractors;
      const size = await call("/size");
      const step = { contractors, seedMs: started.ms, size: size.size, tables: size.tables };
      figures.steps.push(step);
      const years = contractors + BIG / PER;
      const total = Object.values(size.tables).reduce((s, t) => s + t.bytes, 0);
      console.log(
        `\n${contractors} contractors (${(contractors * PER + BIG).toLocaleString()} billings), seeded in ${(started.ms / 1000).toFixed(1)} s: database ${mb(size.size)}; values ${mb(total)} = ${mb(total / years)} per contractor-year (model ${mb(MODEL_BYTES_PER_YEAR)})`,
      );
      for (const [table, t] of Object.entries(size.tables).sort((a, b) => b[1].bytes - a[1].bytes)) {
        if (t.bytes / years < 1000) continue;
        console.log(
          `  ${table.padEnd(16)} ${t.rows.toLocaleString().padStart(11)} rows  ${(t.bytes / years / 1000).toFixed(0).padStart(6)} KB per contractor-year`,
        );
      }
      save();
      step.sweep = await call(`/sweep?at=${AT}`);
      console.log(
        `  reminder sweep: ${ms(step.sweep.p50)}, ${step.sweep.queries} D1 queries, ${step.sweep.rowsRead.toLocaleString()} rows read`,
      );
      step.relay = await call(`/relay?at=${AT}`);
      console.log(
        `  relay pass (nothing missing): p50 ${ms(step.relay.p50)}, ${step.relay.queries} D1 queries, ${step.relay.rowsRead.toLocaleString()} rows read`,
      );
      for (const [label, company] of [
        [`${PER} billings`, 1],
        [`${BIG} billings`, BIG_COMPANY],
      ]) {
        const a = await call(`/account?company=${company}&at=${AT}`);
        figures.accounts[label] = [...(figures.accounts[label] ?? []), { contractors, ...a }];
        const line = (name, m) =>
          `${name} p50 ${ms(m.p50)} p95 ${ms(m.p95)} (${m.rowsRead.toLocaleString()} rows read)`;
        console.log(
          `  account of ${label}: ${line("invoices", a.invoices)}; ${line("dashboard", a.dashboard)}; ${line("reminder history", a.history)}`,
        );
      }
      save();
    }

    const r = await call(`/retention?at=${AT}`);
    figures.retention = r;
    const sum = (tables) => Object.values(tables).reduce((s, t) => s + t.bytes, 0);
    console.log(
      `\nRetention on a year of data: ${r.chunks} chunks in ${(r.ms / 1000).toFixed(1)} s; values ${mb(sum(r.before))} -> ${mb(sum(r.after))} (messages ${mb(r.before.messages.bytes)} -> ${mb(r.after.messages.bytes)}); touched ${JSON.stringify(r.touched)}`,
    );
    const years = seeded + BIG / PER;
    console.log(
      `  per contractor-year after retention: ${mb(sum(r.after) / years)} (model before retention ${mb(MODEL_BYTES_PER_YEAR)})`,
    );
    save();
  } catch (err) {
    console.log(`Scale benchmark ended early: ${err instanceof Error ? err.message : err}`);
    save();
  } finally {
    await mf?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
