// The list-reads benchmark's Worker, run in workerd by 70-list-reads.mjs: the real app over a local D1. Two
// contractors are made through the real API (5 and 5,000 billings), then their first screens are timed.

import type { CompanyId } from "#schema/db/companies";
import { listInvoices } from "#worker/db/invoices";
import { getDb } from "#worker/lib/db";
import { type BenchEnv, benchCaller, counting, migrate, registerContractor, withStubs } from "./worker-harness";

/** A contractor through the real API (register, client, project), then `billings` progress rows in bulk SQL. */
async function seedContractor(env: Env, ctx: ExecutionContext, name: string, billings: number) {
  const { cookie, userId, companyId, projectId } = await registerContractor(env, benchCaller(env, ctx, 0), name);
  const start = Date.now() - billings * 3_600_000;
  for (let from = 0; from < billings; from += 500) {
    const rows: string[] = [];
    for (let n = from; n < Math.min(billings, from + 500); n++) {
      rows.push(
        `(${companyId}, ${projectId}, ${userId}, ${n + 1}, ${Math.min(100, 1 + Math.floor(n / 50))}, ${100_000 + n}, 'pending', ${start + n * 3_600_000})`,
      );
    }
    await env.DB.exec(
      `insert into progress (company_id, project_id, submitted_by, progress_number, completion_percentage, amount, status, created_at) values ${rows.join(", ")}`,
    );
  }
  return cookie;
}

export default {
  async fetch(req: Request, raw: BenchEnv, ctx: ExecutionContext) {
    const url = new URL(req.url);
    const env = withStubs(raw);
    if (url.pathname === "/migrate") return migrate(req, raw.DB);
    if (url.pathname === "/seed") {
      const billings = Number(url.searchParams.get("billings"));
      const cookie = await seedContractor(env, ctx, `bench${billings}`, billings);
      return Response.json({ cookie });
    }
    if (url.pathname === "/plan") {
      // SQLite's plan for the first invoice page: an index walk in order (no sort of every billing) is the point.
      // The first seeded contractor is user 1 of company 1 (the company is the tenant, ADR 0115).
      const member = { id: 1, companyId: 1 as CompanyId };
      const { sql, params } = listInvoices(getDb(raw as unknown as Env), member, { limit: 30 }).toSQL();
      const plan = await raw.DB.prepare(`explain query plan ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      return Response.json(plan.results.map((r) => r.detail));
    }
    if (url.pathname === "/measure") {
      // One path, `runs` times, with the contractor's cookie: wall time per answer and D1 calls per answer.
      const path = url.searchParams.get("path")!;
      const cookie = url.searchParams.get("cookie")!;
      const runs = Number(url.searchParams.get("runs") ?? 15);
      // follow=1: every page in turn (X-Next-Cursor), i.e. what reading the whole list costs.
      const follow = url.searchParams.get("follow") === "1";
      const counter = { calls: 0 };
      const counted = { ...env, DB: counting(raw.DB, counter) } as Env;
      const call = benchCaller(counted, ctx, 0);
      const times: number[] = [];
      let rows = 0;
      let bytes = 0;
      let calls = 0;
      for (let i = 0; i < runs; i++) {
        counter.calls = 0;
        rows = 0;
        bytes = 0;
        // performance.now() only moves across I/O in workerd; each answer does I/O, so the span is real.
        const t0 = performance.now();
        let next: string | null = path;
        while (next) {
          const res = await call(next, { cookie });
          const body = await res.text();
          const parsed = JSON.parse(body) as unknown;
          rows += Array.isArray(parsed) ? parsed.length : 1;
          bytes += body.length;
          const cursor = res.headers.get("X-Next-Cursor");
          next = follow && cursor ? `${path}&cursor=${cursor}` : null;
        }
        times.push(performance.now() - t0);
        calls = counter.calls;
      }
      times.sort((a, b) => a - b);
      return Response.json({
        median: times[Math.floor(times.length / 2)],
        rows,
        bytes,
        d1Calls: calls,
      });
    }
    return new Response("not found", { status: 404 });
  },
};
