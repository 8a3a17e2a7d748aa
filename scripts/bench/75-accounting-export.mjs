// Accounting exports inside workerd (Miniflare) over a local D1: a contractor with 5,000 paid billings, through the
// real app (ADR 0125). Prints each export's time to first byte and to the end (median of 3), size, chunks and D1
// round trips: a page of rows per round trip, never the whole table at once. Figures only.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const BILLINGS = 5000;

export default async function accountingExport() {
  const dir = mkdtempSync(join(tmpdir(), "paystage-export-"));
  let mf;
  try {
    const outfile = join(dir, "worker.mjs");
    await build({
      entryPoints: ["scripts/bench/accounting-export-worker.ts"],
      bundle: true,
      platform: "browser",
      conditions: ["workerd", "worker", "browser"],
      external: ["node:*", "cloudflare:*"],
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
      }),
    );
    const call = async (path, body) => {
      const res = await mf.dispatchFetch(`http://bench${path}`, { method: body ? "POST" : "GET", body });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const migrations = readdirSync("migrations")
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .map((f) => readFileSync(join("migrations", f), "utf8"))
      .join("\n--> statement-breakpoint\n");
    await call("/migrate", migrations);
    const { cookie, from } = await call(`/seed?billings=${BILLINGS}`);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    console.log(`Query plan (export page): ${(await call("/plan")).join(" | ")}`);
    for (const format of ["quickbooks-online", "xero", "quickbooks-desktop"]) {
      for (const records of ["invoices", "payments"]) {
        const path = `/api/exports/accounting?format=${format}&records=${records}&from=${from}&to=${to}`;
        const r = await call(`/measure?cookie=${encodeURIComponent(cookie)}&path=${encodeURIComponent(path)}`);
        console.log(
          `${BILLINGS} billings  ${`${format} ${records}`.padEnd(30)} first byte ${r.first.toFixed(0).padStart(5)} ms  all ${r.total.toFixed(0).padStart(5)} ms  ${String(Math.round(r.bytes / 1024)).padStart(5)} KB  ${String(r.chunks).padStart(3)} chunks  ${r.calls} D1 round trips`,
        );
      }
    }
  } finally {
    await mf?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
