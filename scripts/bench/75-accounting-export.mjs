// Accounting exports inside workerd (Miniflare) over a local D1: a contractor with 5,000 paid billings, through the
// real app (ADR 0125). Prints each export's time to first byte and to the end (median of 3), size, chunks and D1
// round trips: a page of rows per round trip, never the whole table at once. Figures only.
import { migrationsText, withBenchWorker } from "./lib.mjs";

const BILLINGS = 5000;

export default async function accountingExport() {
  await withBenchWorker("scripts/bench/accounting-export-worker.ts", async (call) => {
    await call("/migrate", migrationsText());
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
  });
}
