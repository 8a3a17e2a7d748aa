// What the benchmarks' Workers share (list-reads-worker.ts, accounting-export-worker.ts): the real app over a local D1
// with the bindings these paths never use stubbed, a D1 that counts round trips, a caller that goes through the app's
// own middleware, and a contractor made through the real API.
import { app } from "#worker/app";

export type BenchEnv = { DB: D1Database } & Record<string, unknown>;

/** The bench needs no queue, bucket or Durable Object: sends are dropped, nothing else is called on these paths. */
export const withStubs = (env: BenchEnv) =>
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
export function counting(db: D1Database, counter: { calls: number }): D1Database {
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

export type BenchCall = (path: string, init?: RequestInit & { cookie?: string }) => Promise<Response>;

/** Calls the app as a same-origin browser would; each call from its own address so no rate limit is reached. */
export function benchCaller(env: Env, ctx: ExecutionContext, subnet: number): BenchCall {
  let ip = 0;
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    headers.set("CF-Connecting-IP", `10.9.${subnet}.${ip++ % 250}`);
    headers.set("Origin", "https://bench.test");
    if (init.body) headers.set("Content-Type", "application/json");
    const res = await app.fetch(new Request(`https://bench.test${path}`, { ...init, headers }), env, ctx);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res;
  };
}

/** Applies the migrations the bench script posts (drizzle's statement breakpoints between statements). */
export async function migrate(req: Request, db: D1Database) {
  for (const statement of (await req.text()).split("--> statement-breakpoint")) {
    if (statement.trim()) await db.prepare(statement).run();
  }
  return Response.json({ ok: true });
}

/** A contractor through the real API (register, a client, a project): what bulk-inserted billings hang from. */
export async function registerContractor(env: Env, call: BenchCall, username: string) {
  const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body) });
  const registered = await call(
    "/api/register",
    json({
      username,
      password: "ladder-jobsite-42",
      fullName: "Bench Contractor",
      email: `${username}@example.com`,
      companyName: "Bench Electric",
    }),
  );
  const cookie = registered.headers.getSetCookie()[0]!.split(";")[0]!;
  const user = (await registered.json()) as { id: number };
  const client = (await (
    await call("/api/clients", {
      ...json({ name: "Marcus Webb", companyName: "Webb Homes", email: "m@example.com", phone: "" }),
      cookie,
    })
  ).json()) as { id: number };
  const project = (await (
    await call("/api/projects", { ...json({ name: "Kitchen Rewire", clientId: client.id }), cookie })
  ).json()) as { id: number };
  // Billings belong to the company (ADR 0115): without its id the rows exist but no read of the contractor sees them.
  const company = await env.DB.prepare("select company_id from users where id = ?")
    .bind(user.id)
    .first<{ company_id: number }>();
  return { cookie, userId: user.id, companyId: company!.company_id, projectId: project.id };
}
