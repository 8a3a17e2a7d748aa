// The scale benchmark's Worker, run in workerd by 80-scale.mjs: seeds companies a year of billings at a time (with
// their messages, reminders, photos, links, approvals and notifications, as a busy contractor writes them), then
// times the real hot statements and counts the rows D1 says they read.

import { InvoiceListQuerySchema } from "#schema/contracts/pagination";
import type { CompanyId, Member } from "#schema/db/companies";
import {
  averageTurnaround,
  listActiveProjectsWithLatest,
  listRecentProgress,
  overdueByDueDay,
  sumProgressByStatus,
} from "#worker/db/dashboard";
import { listInvoices } from "#worker/db/invoices";
import { listMessagesDueForRelay } from "#worker/db/messages";
import { listHistory } from "#worker/db/nudges";
import {
  listBillingsMissingApprovalLink,
  listDecisionsMissingEmail,
  listPaymentClaimsMissingEmail,
} from "#worker/db/outbox-relay";
import { getDb } from "#worker/lib/db";
import { DEFAULT_TEMPLATES } from "#worker/services/default-templates";
import type { ReminderSweepJob } from "#worker/services/reminders/jobs";
import { sweepRemindersPage } from "#worker/services/reminders/sweep";
import { runRetentionChunk } from "#worker/services/retention";

type BenchEnv = { DB: D1Database };
type Counter = { queries: number; rowsRead: number };

/**
 * Counts round trips, and (when `measureRows`) the rows D1 reports reading: drizzle reads through `raw()`, which
 * carries no meta, so each read is answered by `all()` (same rows, with meta) and turned back into arrays.
 */
function counting(db: D1Database, counter: Counter, measureRows: boolean): D1Database {
  const note = (result: unknown) => {
    const meta = (result as { meta?: { rows_read?: number } } | null)?.meta;
    counter.rowsRead += meta?.rows_read ?? 0;
    return result;
  };
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === "raw" && measureRows)
          return async () => {
            counter.queries++;
            const result = note(await target.all()) as D1Result<Record<string, unknown>>;
            return result.results.map((row) => Object.values(row));
          };
        if (prop === "all" || prop === "run")
          return async (...args: unknown[]) => {
            counter.queries++;
            return note(await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
          };
        if (prop === "first" || prop === "raw")
          return (...args: unknown[]) => {
            counter.queries++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      counter.queries++;
      const results = await db.batch(statements);
      for (const r of results) note(r);
      return results;
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
const ZONES = ["America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York", "Europe/London"];
const chunks = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Words of the size the product writes: an approval-link email, a reminder, a decision email. */
const EMAIL_BODY =
  "Hello Ana,\n\nReyes Electric sent progress billing #4 for Kitchen Rewire: $12,480.50, 60% complete.\nReview the photos and approve or reject here: https://paystage.app/a/3_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN\n\nThe link works for 30 days.\nReyes Electric via PayStage";
const SMS_BODY =
  "Reyes Electric: Kitchen Rewire #4 ($12,480.50) is ready for your approval. Review and sign: https://paystage.app/a/3_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN";

/**
 * Companies `from`..`to`-1, one owner each, `perCompany` billings spread over the year before `at` (a busy
 * contractor bills 240 a year), each with 5 photos, an approval link and its email and text, 3 reminders (history
 * and email), a decision (most), a notification, and a payment for the approved ones.
 */
async function seed(db: D1Database, from: number, to: number, perCompany: number, at: number) {
  const statements: string[] = [];
  const ids = Array.from({ length: to - from }, (_, i) => from + i);
  for (const c of chunks(ids, 200)) {
    statements.push(
      `INSERT INTO companies (id, company_name, timezone) VALUES ${c.map((i) => `(${i}, 'Company ${i}', '${ZONES[i % ZONES.length]}')`).join(",")}`,
      `INSERT INTO users (id, company_id, role, username, password, full_name, email) VALUES ${c.map((i) => `(${i}, ${i}, 'owner', 'bench${i}', 'x', 'Contractor ${i}', 'c${i}@example.com')`).join(",")}`,
      `INSERT INTO clients (id, user_id, company_id, name, email, company_name, phone) VALUES ${c.map((i) => `(${i}, ${i}, ${i}, 'Client ${i}', 'client${i}@example.com', 'Client Co ${i}', '+15125550123')`).join(",")}`,
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
  for (const c of chunks(statements.splice(0), 50)) await db.batch(c.map((s) => db.prepare(s)));

  let rand = from * 7919 + 42;
  const random = () => {
    rand = (rand * 1103515245 + 12345) % 2 ** 31;
    return rand / 2 ** 31;
  };
  const photo = (p: number, k: number) => `"/api/uploads/u/${p}/photo${k}abcdefgh.jpg"`;
  for (const company of ids) {
    // Progress ids are allocated here so the dependent rows can name them: company-major, dense.
    const base = (company - 1) * 1_000_000;
    const rows = {
      progress: [] as string[],
      uploads: [] as string[],
      links: [] as string[],
      approvals: [] as string[],
      messages: [] as string[],
      history: [] as string[],
      notes: [] as string[],
    };
    // Written every 500 billings, so a 5,000-billing account never sits in memory whole.
    const drain = async () => {
      const insert = (head: string, values: string[], size = 100) => {
        for (const c of chunks(values.splice(0), size)) statements.push(`${head} VALUES ${c.join(",")}`);
      };
      insert(
        "INSERT INTO progress (id, project_id, submitted_by, company_id, progress_number, completion_percentage, amount, status, due_date, photos, description, created_at, updated_at, paid_at, payment_method)",
        rows.progress,
      );
      insert(
        "INSERT INTO uploads (user_id, company_id, key, kind, content_type, size, sha256, created_at)",
        rows.uploads,
      );
      insert("INSERT INTO approval_links (progress_id, sent_at, expires_at, first_opened_at)", rows.links);
      insert(
        "INSERT INTO approvals (progress_id, decision, via, signer_name, ip, user_agent, content_hash, sent_at, first_opened_at, decided_at)",
        rows.approvals,
      );
      insert(
        "INSERT INTO messages (company_id, user_id, channel, `to`, subject, body, status, provider, dedupe_key, sent_at, created_at, updated_at)",
        rows.messages,
        50,
      );
      insert(
        "INSERT INTO nudge_history (progress_id, user_id, sent_at, channels, automatic, dedupe_key)",
        rows.history,
      );
      insert("INSERT INTO notifications (user_id, kind, title, body, read_at, created_at)", rows.notes);
      for (const c of chunks(statements.splice(0), 50)) await db.batch(c.map((s) => db.prepare(s)));
    };
    for (let n = 1; n <= perCompany; n++) {
      if (n % 500 === 0) await drain();
      const id = base + n;
      const created = at - Math.floor(((perCompany - n) / perCompany) * 365 * DAY) - Math.floor(random() * DAY);
      const due = new Date(created + 30 * DAY).toISOString().slice(0, 10);
      const r = random();
      const status = created > at - 20 * DAY ? "pending" : r < 0.7 ? "paid" : r < 0.85 ? "approved" : "rejected";
      const decided = created + 3 * DAY;
      const paid = status === "paid" ? created + 25 * DAY : null;
      rows.progress.push(
        `(${id}, ${company}, ${company}, ${company}, ${n}, ${Math.min(100, n)}, ${100_000 + n}, ${q(status)}, ${q(due)}, '[${[1, 2, 3, 4, 5].map((k) => photo(id, k)).join(",")}]', 'Rough-in electrical, second floor, stage ${n}', ${created}, ${paid ?? created}, ${q(paid)}, ${paid ? "'check'" : "NULL"})`,
      );
      for (let k = 1; k <= 5; k++)
        rows.uploads.push(
          `(${company}, ${company}, 'u/${id}/photo${k}abcdefgh.jpg', 'photo', 'image/jpeg', 2400000, '${(id * 31 + k).toString(16).padStart(64, "0")}', ${created})`,
        );
      rows.links.push(`(${id}, ${created}, ${created + 30 * DAY}, ${created + DAY})`);
      if (status !== "pending")
        rows.approvals.push(
          `(${id}, ${status === "rejected" ? "'rejected'" : "'approved'"}, 'link', 'Ana Ruiz', '203.0.113.7', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', '${"ab".repeat(32)}', ${created}, ${created + DAY}, ${decided})`,
        );
      const msg = (key: string, channel: string, body: string, when: number) =>
        rows.messages.push(
          `(${company}, ${company}, '${channel}', ${channel === "email" ? "'client@example.com'" : "'+15125550123'"}, ${channel === "email" ? "'Progress billing ready for approval'" : "NULL"}, ${q(body)}, 'sent', 'outbox', '${key}', ${when}, ${when}, ${when})`,
        );
      msg(`approval-link:${id}:email`, "email", EMAIL_BODY, created);
      msg(`approval-link:${id}:sms`, "sms", SMS_BODY, created);
      if (status !== "pending") msg(`decision:${id}`, "email", EMAIL_BODY, decided);
      for (let h = 1; h <= 3; h++) {
        const sent = created + h * 7 * DAY;
        if (sent > at) break;
        rows.history.push(`(${id}, ${company}, ${sent}, '["email"]', 1, 'nudge:${id}:${h}')`);
        msg(`nudge:${id}:${h}:email`, "email", EMAIL_BODY, sent);
      }
      if (status !== "pending")
        rows.notes.push(
          `(${company}, 'approved', 'Progress approved', 'Ana Ruiz approved Kitchen Rewire #${n}.', ${decided + DAY}, ${decided})`,
        );
    }
    await drain();
  }
}

const TABLES = [
  "messages",
  "progress",
  "uploads",
  "nudge_history",
  "approvals",
  "approval_links",
  "notifications",
  "users",
  "companies",
  "clients",
  "projects",
  "nudge_templates",
];

/** Bytes each table's values take (sum of the values' lengths, plus 8 per number), and its row count. */
async function tableBytes(db: D1Database) {
  const out: Record<string, { rows: number; bytes: number }> = {};
  for (const table of TABLES) {
    const cols = await db.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
    const sum = cols.results.map((c) => `coalesce(length(\`${c.name}\`), 0)`).join(" + ");
    const row = await db
      .prepare(`SELECT count(*) AS n, sum(${sum}) AS b FROM ${table}`)
      .first<{ n: number; b: number | null }>();
    out[table] = { rows: row?.n ?? 0, bytes: row?.b ?? 0 };
  }
  return out;
}

async function dbSize(db: D1Database) {
  const r = await db.prepare("SELECT 1").run();
  return (r.meta as { size_after?: number }).size_after ?? 0;
}

/** `runs` timings of `work`, and the rows one run read. */
async function measure(env: BenchEnv, runs: number, work: (db: ReturnType<typeof getDb>) => Promise<unknown>) {
  const counter: Counter = { queries: 0, rowsRead: 0 };
  const timed = getDb({ DB: counting(env.DB, counter, false) });
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work(timed);
    ms.push(performance.now() - t);
  }
  const rows: Counter = { queries: 0, rowsRead: 0 };
  await work(getDb({ DB: counting(env.DB, rows, true) }));
  ms.sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0;
  return { p50: pct(0.5), p95: pct(0.95), queries: rows.queries, rowsRead: rows.rowsRead };
}

async function sweep(env: BenchEnv, at: number) {
  // The figure is a zone's first sweep of its day (the full read); a repeat would skip the zones swept (ADR 0128).
  await env.DB.prepare("DELETE FROM reminder_zone_sweeps").run();
  return measure(env, 1, async (db) => {
    const jobs = { send: async () => {}, sendBatch: async () => {} };
    let job: ReminderSweepJob | null = { type: "reminder-sweep", at, phase: "submission", after: null };
    while (job) job = (await sweepRemindersPage({ JOBS: jobs }, db, job)).next;
  });
}

async function relay(env: BenchEnv, at: number) {
  const now = new Date(at);
  const window = { youngest: new Date(at - 5 * 60_000), oldest: new Date(at - DAY) };
  // The relay's reads when nothing is missing: what every 5-minute pass costs.
  return measure(env, 3, async (db) => {
    await listMessagesDueForRelay(db, now, 10 * 60_000, 500);
    await listBillingsMissingApprovalLink(db, window, 25);
    await listDecisionsMissingEmail(db, window, 25);
    await listPaymentClaimsMissingEmail(db, window, 25);
  });
}

async function account(env: BenchEnv, companyId: number, at: number) {
  const member: Member = { id: companyId, companyId: companyId as CompanyId };
  const today = new Date(at).toISOString().slice(0, 10);
  const progressId = (companyId - 1) * 1_000_000 + 1;
  return {
    invoices: await measure(env, 20, (db) => listInvoices(db, member, InvoiceListQuerySchema.parse({})).then()),
    dashboard: await measure(env, 20, (db) =>
      Promise.all([
        sumProgressByStatus(db, member),
        overdueByDueDay(db, member, today, today),
        averageTurnaround(db, member),
        listRecentProgress(db, member, 10),
        listActiveProjectsWithLatest(db, member, 10),
      ]),
    ),
    history: await measure(env, 20, (db) => listHistory(db, member.companyId, progressId).then()),
  };
}

async function retention(env: BenchEnv, at: number) {
  const before = await tableBytes(env.DB);
  const db = getDb(env);
  const started = performance.now();
  let chunks = 0;
  const touched: Record<string, number> = {};
  for (;;) {
    const pass = await runRetentionChunk(db, new Date(at));
    chunks++;
    for (const [k, v] of Object.entries(pass.touched)) touched[k] = (touched[k] ?? 0) + v;
    if (!pass.more) break;
  }
  return { ms: performance.now() - started, chunks, touched, before, after: await tableBytes(env.DB) };
}

export default {
  async fetch(request: Request, env: BenchEnv) {
    const url = new URL(request.url);
    const n = (name: string) => Number(url.searchParams.get(name));
    const at = n("at");
    if (url.pathname === "/migrate") {
      const statements = (await request.text())
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const c of chunks(statements, 50)) await env.DB.batch(c.map((s) => env.DB.prepare(s)));
      return Response.json({ statements: statements.length });
    }
    if (url.pathname === "/seed") {
      const started = performance.now();
      await seed(env.DB, n("from"), n("to"), n("per"), at);
      return Response.json({ ms: performance.now() - started });
    }
    if (url.pathname === "/size")
      return Response.json({ size: await dbSize(env.DB), tables: await tableBytes(env.DB) });
    if (url.pathname === "/sweep") return Response.json(await sweep(env, at));
    if (url.pathname === "/relay") return Response.json(await relay(env, at));
    if (url.pathname === "/account") return Response.json(await account(env, n("company"), at));
    if (url.pathname === "/retention") return Response.json(await retention(env, at));
    return new Response("not found", { status: 404 });
  },
};
