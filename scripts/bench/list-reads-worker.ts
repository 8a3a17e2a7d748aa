// The list-reads benchmark's Worker, run in workerd by 70-list-reads.mjs: the real app over a local D1. Two
// contractors are made through the real API (5 and 5,000 billings), then their first screens are timed.

import type { CompanyId } from "#schema/db/companies";
import { app } from "#worker/app";
import { listInvoices } from "#worker/db/invoices";
import { getDb } from "#worker/lib/db";

type BenchEnv = { DB: D1Database } & Record<string, unknown>;

/** The bench needs no queue, bucket or Durable Object: sends are dropped, nothing else is called on these paths. */
const withStubs = (env: BenchEnv) =>
  ({
    ...env,
    APP_ENV: "test",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-01",
    // The sealing key the environment check requires (ADR 0122); no secret is sealed on these paths.
    DATA_ENCRYPTION_KEYS: "b1:YmVuY2gtZGF0YS1rZXktYmVuY2gtZGF0YS1rZXktMDE",
    EMAIL_FROM: "PayStage <bench@example.com>",
    SUPPORT_INBOX: "support@example.com",
    ADMIN_USERNAME: "admin",
    JOBS: { send: async () => {}, sendBatch: async () => {} },
    // Approval links are never issued on these paths; the app only checks the binding exists.
    SHARE_TOKENS: {},
  }) as unknown as Env;

/** Counts every D1 call: a batch is one round trip, and so is each statement run on its own. */
function counting(db: D1Database, counter: { calls: number }): D1Database {
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === "all" || prop === "first" || prop === "run" || prop === "raw")
          return (...args: unknown[]) => {
            counter.calls++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      counter.calls++;
      return db.batch(statements);
    },
    exec: (sql: string) => {
      counter.calls++;
      return db.exec(sql);
    },
  } as unknown as D1Database;
}

let ip = 0;
async function call(env: Env, ctx: ExecutionContext, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  headers.set("CF-Connecting-IP", `10.9.0.${ip++ % 250}`);
  headers.set("Origin", "https://bench.test");
  if (init.body) headers.set("Content-Type", "application/json");
  const res = await app.fetch(new Request(`https://bench.test${path}`, { ...init, headers }), env, ctx);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A contractor through the real API (register, client, project), then `billings` progress rows in bulk SQL. */
async function seedContractor(env: Env, ctx: ExecutionContext, name: string, billings: number) {
  const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body) });
  const registered = await call(
    env,
    ctx,
    "/api/register",
    json({
      username: name,
      password: "ladder-jobsite-42",
      fullName: "Bench Contractor",
      email: `${name}@example.com`,
      companyName: "Bench Electric",
    }),
  );
  const cookie = registered.headers.getSetCookie()[0]!.split(";")[0]!;
  const user = (await registered.json()) as { id: number };
  const client = (await (
    await call(env, ctx, "/api/clients", {
      ...json({ name: "Marcus Webb", companyName: "Webb Homes", email: "m@example.com", phone: "" }),
      cookie,
    })
  ).json()) as { id: number };
  const project = (await (
    await call(env, ctx, "/api/projects", { ...json({ name: "Kitchen Rewire", clientId: client.id }), cookie })
  ).json()) as { id: number };
  // Billings belong to the company (ADR 0115): without its id the rows exist but no read of the contractor sees them.
  const company = await env.DB.prepare("select company_id from users where id = ?")
    .bind(user.id)
    .first<{ company_id: number }>();
  const start = Date.now() - billings * 3_600_000;
  for (let from = 0; from < billings; from += 500) {
    const rows: string[] = [];
    for (let n = from; n < Math.min(billings, from + 500); n++) {
      rows.push(
        `(${company!.company_id}, ${project.id}, ${user.id}, ${n + 1}, ${Math.min(100, 1 + Math.floor(n / 50))}, ${100_000 + n}, 'pending', ${start + n * 3_600_000})`,
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
    if (url.pathname === "/migrate") {
      for (const statement of (await req.text()).split("--> statement-breakpoint")) {
        if (statement.trim()) await raw.DB.prepare(statement).run();
      }
      return Response.json({ ok: true });
    }
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
          const res = await call(counted, ctx, next, { cookie });
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
