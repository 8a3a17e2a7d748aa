// The accounting-export benchmark's Worker, run in workerd by 75-accounting-export.mjs: the real app over a local
// D1. A contractor is made through the real API with 5,000 paid billings in bulk SQL; each export is then timed.
import type { CompanyId } from "#schema/db/companies";
import { exportInvoicePage } from "#worker/db/accounting-export";
import { getDb } from "#worker/lib/db";
import { type BenchEnv, benchCaller, counting, migrate, registerContractor, withStubs } from "./worker-harness";

/** A contractor through the real API, then `billings` paid billings one hour apart, ending now. */
async function seedContractor(env: Env, ctx: ExecutionContext, billings: number) {
  const { cookie, userId, companyId, projectId } = await registerContractor(
    env,
    benchCaller(env, ctx, 1),
    "benchexport",
  );
  const start = Date.now() - billings * 3_600_000;
  for (let from = 0; from < billings; from += 500) {
    const rows: string[] = [];
    for (let n = from; n < Math.min(billings, from + 500); n++) {
      const at = start + n * 3_600_000;
      rows.push(
        `(${companyId}, ${projectId}, ${userId}, ${n + 1}, ${Math.min(100, 1 + Math.floor(n / 50))}, ${100_000 + n}, 'paid', ${at}, ${at + 1_800_000}, 'zelle', 'ZL-${n}', 'Stage ${n}: rough-in, "panel" and trim')`,
      );
    }
    await env.DB.exec(
      `insert into progress (company_id, project_id, submitted_by, progress_number, completion_percentage, amount, status, created_at, paid_at, payment_method, payment_reference, description) values ${rows.join(", ")}`,
    );
  }
  return { cookie, from: new Date(start - 86_400_000).toISOString().slice(0, 10) };
}

export default {
  async fetch(req: Request, raw: BenchEnv, ctx: ExecutionContext) {
    const url = new URL(req.url);
    const env = withStubs(raw);
    if (url.pathname === "/migrate") return migrate(req, raw.DB);
    if (url.pathname === "/seed")
      return Response.json(await seedContractor(env, ctx, Number(url.searchParams.get("billings"))));
    if (url.pathname === "/plan") {
      // The export's page read: an index range on (company, created_at), not a scan of every billing.
      const member = { id: 1, companyId: 1 as CompanyId };
      const { sql, params } = exportInvoicePage(getDb(raw as unknown as Env), member, {
        from: new Date(0),
        before: new Date(),
        statuses: ["pending", "approved", "paid"],
        cursor: [0, 0],
        limit: 500,
      }).toSQL();
      const plan = await raw.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      return Response.json(plan.results.map((r) => r.detail));
    }
    if (url.pathname === "/measure") {
      // One export, `runs` times: time to the first chunk, to the last, bytes, chunks and D1 round trips.
      const path = url.searchParams.get("path")!;
      const cookie = url.searchParams.get("cookie")!;
      const runs = Number(url.searchParams.get("runs") ?? 3);
      const counter = { calls: 0 };
      const counted = { ...env, DB: counting(raw.DB, counter) } as Env;
      const call = benchCaller(counted, ctx, 1);
      const results: { first: number; total: number; bytes: number; chunks: number; calls: number }[] = [];
      for (let i = 0; i < runs; i++) {
        counter.calls = 0;
        const t0 = performance.now();
        const res = await call(path, { cookie });
        const reader = res.body!.getReader();
        let first = 0;
        let bytes = 0;
        let chunks = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (!chunks) first = performance.now() - t0;
          chunks++;
          bytes += value.byteLength;
        }
        results.push({ first, total: performance.now() - t0, bytes, chunks, calls: counter.calls });
      }
      results.sort((a, b) => a.total - b.total);
      return Response.json(results[Math.floor(results.length / 2)]);
    }
    return new Response("not found", { status: 404 });
  },
};
