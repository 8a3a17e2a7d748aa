// The reminder sweep benchmark's Worker, run in workerd by 50-reminder-sweep.mjs: seeds a D1 database, then runs
// the real sweep (worker/services/reminders/sweep.ts) page by page, counting D1 round trips and queue sends.

import { selectDueCandidates, selectSubmissionCandidates } from "#worker/db/reminder-sweep";
import { getDb } from "#worker/lib/db";
import { DEFAULT_TEMPLATES } from "#worker/services/default-templates";
import type { ReminderSweepJob } from "#worker/services/reminders/jobs";
import { SWEEP_PAGE_SIZE, sweepRemindersPage, sweepWindow } from "#worker/services/reminders/sweep";

type BenchEnv = { DB: D1Database };

/** Counts every statement D1 runs; a batch is one round trip. */
function counting(db: D1Database, counter: { queries: number }): D1Database {
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === "all" || prop === "first" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            counter.queries++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      counter.queries++;
      return db.batch(statements);
    },
    exec: (sql: string) => {
      counter.queries++;
      return db.exec(sql);
    },
  } as unknown as D1Database;
}

const DAY = 86_400_000;
const q = (v: string | number | null) =>
  v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Zones whose local time is between 9:00 and 23:59 on the same date at 17:00 UTC in November. */
const ZONES = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Berlin",
  "Asia/Kolkata",
];

/**
 * `users` contractors, each with the four default templates and `perUser` progress rows, of which exactly 10 are due
 * at `at` (3 before due, 3 on due, 2 after due, 2 after submission); the rest are near misses, excluded
 * statuses, or spread over the year.
 */
async function seed(db: D1Database, users: number, perUser: number, at: number) {
  const today = new Date(at).toISOString().slice(0, 10);
  const statements: string[] = [];
  const chunks = <T>(rows: T[], size: number) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

  const userRows = Array.from(
    { length: users },
    (_, i) =>
      `(${i + 1}, 'bench${i + 1}', 'x', 'Contractor ${i + 1}', 'c${i + 1}@example.com', 'Company ${i + 1}', '${ZONES[i % ZONES.length]}')`,
  );
  for (const c of chunks(userRows, 500))
    statements.push(
      `INSERT INTO users (id, username, password, full_name, email, company_name, timezone) VALUES ${c.join(",")}`,
    );
  const clientRows = Array.from(
    { length: users },
    (_, i) => `(${i + 1}, ${i + 1}, 'Client ${i + 1}', 'client${i + 1}@example.com', 'Client Co ${i + 1}')`,
  );
  for (const c of chunks(clientRows, 500))
    statements.push(`INSERT INTO clients (id, user_id, name, email, company_name) VALUES ${c.join(",")}`);
  const projectRows = Array.from({ length: users }, (_, i) => `(${i + 1}, ${i + 1}, ${i + 1}, 'Project ${i + 1}')`);
  for (const c of chunks(projectRows, 500))
    statements.push(`INSERT INTO projects (id, user_id, client_id, name) VALUES ${c.join(",")}`);
  const templateRows = Array.from({ length: users }, (_, i) =>
    DEFAULT_TEMPLATES.map(
      (t) =>
        `(${i + 1}, ${q(t.name)}, ${q(t.emailSubject)}, ${q(t.emailBody)}, ${q(t.smsBody)}, ${q(t.triggerType)}, ${q(t.triggerValue ?? null)}, '["email"]', 1)`,
    ),
  ).flat();
  for (const c of chunks(templateRows, 50)) {
    statements.push(
      `INSERT INTO nudge_templates (user_id, name, email_subject, email_body, sms_body, trigger_type, trigger_value, channels, active) VALUES ${c.join(",")}`,
    );
  }

  let rand = 42;
  const random = () => {
    rand = (rand * 1103515245 + 12345) % 2 ** 31;
    return rand / 2 ** 31;
  };
  const far = () => (random() < 0.5 ? -1 : 1) * (10 + Math.floor(random() * 290));
  const progressRows: string[] = [];
  for (let u = 1; u <= users; u++) {
    for (let n = 1; n <= perUser; n++) {
      let status = "pending";
      let due: string | null = addDays(today, far());
      let created = at - (20 + Math.floor(random() * 300)) * DAY;
      let claimed: number | null = null;
      const k = n - 1;
      if (k < 3) due = addDays(today, 3);
      else if (k < 6) [due, status] = [today, k === 5 ? "approved" : "pending"];
      else if (k < 8) [due, status] = [addDays(today, -3), "approved"];
      else if (k < 10) [due, created] = [null, at - 2 * DAY];
      else if (k < 20) due = addDays(today, [-4, -2, -1, 1, 2, 4, 5, -5, 6, -6][k - 10]!);
      else if (k < 30)
        [due, status, claimed] = [today, ["paid", "rejected", "approved"][k % 3]!, k % 3 === 2 ? at - DAY : null];
      else if (k % 4 === 0) status = ["approved", "paid", "rejected"][k % 3]!;
      progressRows.push(`(${u}, ${u}, ${n}, 50, ${100_000 + n}, ${q(status)}, ${q(due)}, ${created}, ${q(claimed)})`);
    }
  }
  for (const c of chunks(progressRows, 500)) {
    statements.push(
      `INSERT INTO progress (project_id, submitted_by, progress_number, completion_percentage, amount, status, due_date, created_at, payment_claimed_at) VALUES ${c.join(",")}`,
    );
  }
  for (const c of chunks(statements, 50)) await db.batch(c.map((s) => db.prepare(s)));
  const count = await db.prepare("SELECT count(*) AS n FROM progress").first<{ n: number }>();
  return { progress: count?.n ?? 0, statements: statements.length };
}

async function sweepAll(env: BenchEnv, at: number) {
  // The figure is a zone's first sweep of its day (the full read); a repeat would skip the zones swept (ADR 0128).
  await env.DB.prepare("DELETE FROM reminder_zone_sweeps").run();
  const counter = { queries: 0 };
  const db = getDb({ DB: counting(env.DB, counter) });
  const queue = { calls: 0, messages: 0, sends: 0, maxPerCall: 0 };
  const jobs = {
    async sendBatch(batch: { body: unknown }[]) {
      queue.calls++;
      queue.messages += batch.length;
      queue.maxPerCall = Math.max(queue.maxPerCall, batch.length);
      queue.sends += batch.filter((m) => (m.body as { type: string }).type === "send-reminder").length;
    },
  };
  let job: ReminderSweepJob | null = { type: "reminder-sweep", at, phase: "submission", after: null };
  let pages = 0;
  let maxQueriesPerPage = 0;
  let maxCallsPerPage = 0;
  const started = performance.now();
  while (job) {
    // Each page is its own queue invocation in production; the per-invocation limits apply per page.
    const before = { queries: counter.queries, calls: queue.calls };
    const result = await sweepRemindersPage({ JOBS: jobs }, db, job);
    pages++;
    maxQueriesPerPage = Math.max(maxQueriesPerPage, counter.queries - before.queries);
    maxCallsPerPage = Math.max(maxCallsPerPage, queue.calls - before.calls);
    job = result.next;
  }
  const ms = performance.now() - started;
  return {
    ms,
    pages,
    d1Queries: counter.queries,
    maxQueriesPerPage,
    queue,
    maxCallsPerPage,
    pageSize: SWEEP_PAGE_SIZE,
  };
}

async function plans(env: BenchEnv, at: number) {
  // The statements the sweep sends, as SQLite plans them.
  const window = sweepWindow(at);
  const db = getDb(env);
  const explain = async (query: { getQuery(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.getQuery();
    const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return rows.results.map((r) => r.detail);
  };
  return {
    due: await explain(
      selectDueCandidates(db, window.due, { templateId: 1, sortKey: "2026-01-01", progressId: 1 }, SWEEP_PAGE_SIZE),
    ),
    submission: await explain(selectSubmissionCandidates(db, window.submission, null, SWEEP_PAGE_SIZE)),
  };
}

export default {
  async fetch(request: Request, env: BenchEnv) {
    const url = new URL(request.url);
    const at = Number(url.searchParams.get("at"));
    if (url.pathname === "/migrate") {
      const sql = await request.text();
      const statements = sql
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean);
      await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
      return Response.json({ statements: statements.length });
    }
    if (url.pathname === "/seed") {
      const started = performance.now();
      const result = await seed(
        env.DB,
        Number(url.searchParams.get("users")),
        Number(url.searchParams.get("perUser")),
        at,
      );
      return Response.json({ ...result, ms: performance.now() - started });
    }
    if (url.pathname === "/sweep") return Response.json(await sweepAll(env, at));
    if (url.pathname === "/plans") return Response.json(await plans(env, at));
    return new Response("not found", { status: 404 });
  },
};
