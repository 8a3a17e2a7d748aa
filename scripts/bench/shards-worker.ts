// The shards benchmark's Worker (55-shards.mjs runs one workerd per shard, each with this Worker and its own D1): seeds
// the shard's slice of the companies, then runs the production cron (worker/jobs/cron.ts) and queue consumer
// (worker/jobs/consumer.ts) on it: the hourly cron's reminder sweep and the send jobs it fans out (the 9:00 burst),
// and the 5-minute cron's relay pass. Jobs go to an in-memory queue that this Worker drains in batches of 10, as
// wrangler.toml's consumer takes them.

import { consumeJobs } from "#worker/jobs/consumer";
import { RELAY_CRON, sweep } from "#worker/jobs/cron";
import { SHARDS, type Shard } from "#worker/lib/shards";
import { DEFAULT_TEMPLATES } from "#worker/services/default-templates";
import { withStubs } from "./worker-harness";

export { ShareTokens } from "#worker/durable-objects/share-tokens";

// This process is one shard: the cron's fan-out (everyShard) visits the table's first row only, bound to this
// process's own D1 as DB. Production's table is untouched; only this bundle's copy of it is cut down.
(SHARDS as Shard[]).splice(1);

type BenchEnv = { DB: D1Database; MEDIA: R2Bucket; SHARE_TOKENS: DurableObjectNamespace };
type Queued = { body: unknown };

const DAY = 86_400_000;
const BATCH = 10; // max_batch_size of the jobs consumer in wrangler.toml
const q = (v: string | number | null) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`;
const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const localDay = (zone: string, at: number) => new Date(at).toLocaleDateString("en-CA", { timeZone: zone });

/** The bench's queue: what the cron and the jobs send waits here until `drain` hands it to the real consumer. */
const pending: Queued[] = [];
const queue = {
  send: async (body: unknown) => void pending.push({ body }),
  sendBatch: async (messages: Iterable<Queued>) => void pending.push(...[...messages].map((m) => ({ body: m.body }))),
};
const dlq = { sent: 0, send: async () => void dlq.sent++, sendBatch: async () => void dlq.sent++ };

const envOf = (env: BenchEnv) =>
  ({
    ...withStubs(env as unknown as { DB: D1Database }),
    MEDIA: env.MEDIA,
    SHARE_TOKENS: env.SHARE_TOKENS,
    JOBS: queue,
    JOBS_DLQ: dlq,
  }) as unknown as Env;

const typeOf = (m: Queued) => (m.body as { type: string }).type;

/**
 * Companies `from`..`to`-1 (one owner, client and project each, the four default templates), each with `per`
 * billings of which 10 are due today in the company's zone (3 before due, 2 on due, 3 after due, 2 after
 * submission, as the reminder-sweep bench seeds them); the rest are near misses or spread over the year.
 */
async function seed(db: D1Database, from: number, to: number, per: number, at: number, zones: string[]) {
  const statements: string[] = [];
  const ids = Array.from({ length: to - from }, (_, i) => from + i);
  const zone = (i: number) => zones[i % zones.length]!;
  for (const c of chunks(ids, 200)) {
    statements.push(
      `INSERT INTO companies (id, company_name, timezone) VALUES ${c.map((i) => `(${i}, 'Company ${i}', '${zone(i)}')`).join(",")}`,
      `INSERT INTO users (id, company_id, role, username, password, full_name, email) VALUES ${c.map((i) => `(${i}, ${i}, 'owner', 'bench${i}', 'x', 'Contractor ${i}', 'c${i}@example.com')`).join(",")}`,
      `INSERT INTO clients (id, user_id, company_id, name, email, company_name) VALUES ${c.map((i) => `(${i}, ${i}, ${i}, 'Client ${i}', 'client${i}@example.com', 'Client Co ${i}')`).join(",")}`,
      `INSERT INTO projects (id, user_id, company_id, client_id, name, total_value) VALUES ${c.map((i) => `(${i}, ${i}, ${i}, ${i}, 'Project ${i}', 50000000)`).join(",")}`,
    );
    const templates = c.flatMap((i) =>
      DEFAULT_TEMPLATES.map(
        (t) =>
          `(${i}, ${i}, ${q(t.name)}, ${q(t.emailSubject)}, ${q(t.emailBody)}, ${q(t.smsBody)}, ${q(t.triggerType)}, ${q(t.triggerValue ?? null)}, '["email"]', 1)`,
      ),
    );
    for (const t of chunks(templates, 100))
      statements.push(
        `INSERT INTO nudge_templates (user_id, company_id, name, email_subject, email_body, sms_body, trigger_type, trigger_value, channels, active) VALUES ${t.join(",")}`,
      );
  }
  let rand = from * 7919 + 42;
  const random = () => {
    rand = (rand * 1103515245 + 12345) % 2 ** 31;
    return rand / 2 ** 31;
  };
  const far = () => (random() < 0.5 ? -1 : 1) * (10 + Math.floor(random() * 290));
  const progress: string[] = [];
  for (const company of ids) {
    const today = localDay(zone(company), at);
    for (let k = 0; k < per; k++) {
      let status = "pending";
      let due: string | null = addDays(today, far());
      let created = at - (20 + Math.floor(random() * 300)) * DAY;
      if (k < 3) due = addDays(today, 3);
      else if (k < 5) due = today;
      else if (k < 8) [due, status] = [addDays(today, -3), "approved"];
      else if (k < 10) [due, created] = [null, Date.parse(`${addDays(today, -2)}T12:00:00Z`)];
      else if (k < 20) due = addDays(today, [-4, -2, -1, 1, 2, 4, 5, -5, 6, -6][k - 10]!);
      else if (k % 4 === 0) status = ["approved", "paid", "rejected"][k % 3]!;
      progress.push(
        `(${company * 1000 + k}, ${company}, ${company}, ${company}, ${k + 1}, 50, ${100_000 + k}, ${q(status)}, ${q(due)}, ${created}, ${created})`,
      );
    }
  }
  for (const c of chunks(progress, 200))
    statements.push(
      `INSERT INTO progress (id, project_id, submitted_by, company_id, progress_number, completion_percentage, amount, status, due_date, created_at, updated_at) VALUES ${c.join(",")}`,
    );
  for (const c of chunks(statements, 50)) await db.batch(c.map((s) => db.prepare(s)));
}

/**
 * Hands the queue to the production consumer in batches of 10 until it is empty, except the jobs `hold` names: those
 * stay queued (returned), as if the queue had lost them. A job the consumer asks to retry is counted, not retried.
 */
async function drain(env: Env, hold: (type: string) => boolean) {
  const held: Queued[] = [];
  const ran: Record<string, number> = {};
  let retried = 0;
  while (pending.length > 0) {
    const batch = pending.splice(0, BATCH).filter((m) => !(hold(typeOf(m)) && held.push(m)));
    if (batch.length === 0) continue;
    for (const m of batch) ran[typeOf(m)] = (ran[typeOf(m)] ?? 0) + 1;
    const messages = batch.map((m, i) => ({
      id: String(i),
      timestamp: new Date(),
      body: m.body,
      attempts: 1,
      ack() {},
      retry() {
        retried++;
      },
    }));
    await consumeJobs({ queue: "paystage-jobs", messages } as unknown as MessageBatch<unknown>, env);
  }
  return { held, ran, retried };
}

const controller = (cron: string, at: number) =>
  ({ cron, scheduledTime: at, type: "scheduled", noRetry() {} }) as unknown as ScheduledController;

/**
 * The 9:00 burst on this shard: the hourly cron, then its reminder sweep and every job that follows from it. The
 * hourly cron's other jobs (housekeeping, retention, backfills) are set aside: they are not the burst. The delivery
 * jobs are held, as if the queue lost them after the sends recorded their messages: they are the relay's backlog.
 */
async function burst(env: Env, at: number) {
  pending.length = 0;
  const started = performance.now();
  await sweep(controller("0 * * * *", at), env);
  const hourly = pending.splice(0).filter((m) => typeOf(m) === "reminder-sweep");
  pending.push(...hourly);
  const { held, ran, retried } = await drain(env, (type) => type === "deliver-message");
  const ms = performance.now() - started;
  const sent = await env.DB.prepare("SELECT count(*) AS n FROM nudge_history WHERE automatic = 1").first<{
    n: number;
  }>();
  return { ms, sent: sent?.n ?? 0, ran, retried, heldDeliveries: held.length };
}

/** One pass of the 5-minute cron on this shard at `at`: the messages it hands to the queue. */
async function relay(env: Env, at: number) {
  pending.length = 0;
  const started = performance.now();
  await sweep(controller(RELAY_CRON, at), env);
  const ms = performance.now() - started;
  const handedOver = pending.filter((m) => typeOf(m) === "deliver-message").length;
  const other = pending.length - handedOver;
  pending.length = 0;
  return { ms, handedOver, other };
}

export default {
  async fetch(request: Request, raw: BenchEnv) {
    const url = new URL(request.url);
    const n = (name: string) => Number(url.searchParams.get(name));
    const env = envOf(raw);
    if (url.pathname === "/migrate") {
      const statements = (await request.text())
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const c of chunks(statements, 50)) await raw.DB.batch(c.map((s) => raw.DB.prepare(s)));
      return Response.json({ statements: statements.length });
    }
    if (url.pathname === "/seed") {
      await seed(raw.DB, n("from"), n("to"), n("per"), n("at"), (url.searchParams.get("zones") ?? "").split(","));
      return Response.json({ ok: true });
    }
    if (url.pathname === "/ping") return Response.json(await raw.DB.prepare("SELECT 1 AS ok").first());
    if (url.pathname === "/burst") return Response.json(await burst(env, n("at")));
    if (url.pathname === "/relay") return Response.json(await relay(env, n("at")));
    return new Response("not found", { status: 404 });
  },
};
