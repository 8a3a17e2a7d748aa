// The accounting-export benchmark's Worker, run in workerd by 75-accounting-export.mjs: the real app over a local
// D1. A contractor is made through the real API with 5,000 paid billings in bulk SQL; each export is then timed.
import type { CompanyId } from "#schema/db/companies";
import { app } from "#worker/app";
import { exportInvoicePage } from "#worker/db/accounting-export";
import { getDb } from "#worker/lib/db";

type BenchEnv = { DB: D1Database } & Record<string, unknown>;

/** The bench needs no queue, bucket or Durable Object: sends are dropped, nothing else is called on these paths. */
const withStubs = (env: BenchEnv) =>
  ({
    ...env,
    APP_ENV: "test",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-01",
    DATA_ENCRYPTION_KEYS: "b1:YmVuY2gtZGF0YS1rZXktYmVuY2gtZGF0YS1rZXktMDE",
    EMAIL_FROM: "PayStage <bench@example.com>",
    SUPPORT_INBOX: "support@example.com",
    ADMIN_USERNAME: "admin",
    JOBS: { send: async () => {}, sendBatch: async () => {} },
    SHARE_TOKENS: {},
  }) as unknown as Env;

/** Counts D1 round trips: a batch is one, and so is each statement run on its own. */
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
  headers.set("CF-Connecting-IP", `10.9.1.${ip++ % 250}`);
  headers.set("Origin", "https://bench.test");
  if (init.body) headers.set("Content-Type", "application/json");
  const res = await app.fetch(new Request(`https://bench.test${path}`, { ...init, headers }), env, ctx);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A contractor through the real API, then `billings` paid billings one hour apart, ending now. */
async function seedContractor(env: Env, ctx: ExecutionContext, billings: number) {
  const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body) });
  const registered = await call(
    env,
    ctx,
    "/api/register",
    json({
      username: "benchexport",
      password: "ladder-jobsite-42",
      fullName: "Bench Contractor",
      email: "benchexport@example.com",
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
  const company = await env.DB.prepare("select company_id from users where id = ?")
    .bind(user.id)
    .first<{ company_id: number }>();
  const start = Date.now() - billings * 3_600_000;
  for (let from = 0; from < billings; from += 500) {
    const rows: string[] = [];
    for (let n = from; n < Math.min(billings, from + 500); n++) {
      const at = start + n * 3_600_000;
      rows.push(
        `(${company!.company_id}, ${project.id}, ${user.id}, ${n + 1}, ${Math.min(100, 1 + Math.floor(n / 50))}, ${100_000 + n}, 'paid', ${at}, ${at + 1_800_000}, 'zelle', 'ZL-${n}', 'Stage ${n}: rough-in, "panel" and trim')`,
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
    if (url.pathname === "/migrate") {
      for (const statement of (await req.text()).split("--> statement-breakpoint")) {
        if (statement.trim()) await raw.DB.prepare(statement).run();
      }
      return Response.json({ ok: true });
    }
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
      const results: { first: number; total: number; bytes: number; chunks: number; calls: number }[] = [];
      for (let i = 0; i < runs; i++) {
        counter.calls = 0;
        const t0 = performance.now();
        const res = await call(counted, ctx, path, { cookie });
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
