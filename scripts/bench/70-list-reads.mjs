// First screen of a long list inside workerd (Miniflare) over a local D1: a contractor with 5 billings and one with
// 5,000, through the real app. Prints the first screen's time (median), rows, bytes and D1 round trips, and reading
// every billing page by page for contrast. Figures only: nothing here passes or fails.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const SIZES = [5, 5000];
const FIRST_PAGE = 30; // web/lib/pages.ts SCREEN_PAGE_SIZE

export default async function listReads() {
  const dir = mkdtempSync(join(tmpdir(), "paystage-lists-"));
  let mf;
  try {
    const outfile = join(dir, "worker.mjs");
    await build({
      entryPoints: ["scripts/bench/list-reads-worker.ts"],
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
    const rows = [];
    for (const billings of SIZES) {
      const { cookie } = await call(`/seed?billings=${billings}`);
      const measure = (path, runs = 15, follow = false) =>
        call(
          `/measure?runs=${runs}&follow=${follow ? 1 : 0}&cookie=${encodeURIComponent(cookie)}&path=${encodeURIComponent(path)}`,
        );
      rows.push({
        billings,
        what: `GET /api/progress?limit=${FIRST_PAGE} (first screen)`,
        ...(await measure(`/api/progress?limit=${FIRST_PAGE}`)),
      });
      rows.push({ billings, what: "GET /api/dashboard", ...(await measure("/api/dashboard", 5)) });
      rows.push({
        billings,
        what: "every billing, 100 a page (contrast)",
        ...(await measure("/api/progress?limit=100", 3, true)),
      });
    }
    console.log(`Query plan (first invoice page): ${(await call("/plan")).join(" | ")}`);
    for (const r of rows) {
      console.log(
        `${String(r.billings).padStart(5)} billings  ${r.what.padEnd(44)} ${r.median.toFixed(1).padStart(7)} ms median  ${String(r.rows).padStart(4)} rows  ${String(Math.round(r.bytes / 1024)).padStart(4)} KB  ${r.d1Calls} D1 round trip(s)`,
      );
    }
  } finally {
    await mf?.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}
