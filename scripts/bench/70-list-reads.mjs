// First screen of a long list inside workerd (Miniflare) over a local D1: a contractor with 5 billings and one with
// 5,000, through the real app. Prints the first screen's time (median), rows, bytes and D1 round trips, and reading
// every billing page by page for contrast. Figures only: nothing here passes or fails.
import { migrationsText, withBenchWorker } from "./lib.mjs";

const SIZES = [5, 5000];
const FIRST_PAGE = 30; // web/lib/pages.ts SCREEN_PAGE_SIZE

export default async function listReads() {
  await withBenchWorker("scripts/bench/list-reads-worker.ts", async (call) => {
    await call("/migrate", migrationsText());
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
  });
}
