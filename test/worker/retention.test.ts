// Data that ages out (ADR 0128): each rule takes one chunk per job and the job queues itself again while a chunk
// came back full; what is past its age goes, what is not stays, and evidence (billings, approvals, payments) stays
// whatever its age.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { runRetentionChunk } from "#worker/services/retention";
import { insertOwner } from "../factories/rows";
import { uniqueName } from "./http";

const DAY = 86_400_000;
const now = new Date("2027-06-01T10:00:00Z");
const ago = (days: number) => now.getTime() - days * DAY;
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

/** A company with one old decided and paid billing: the evidence no rule may touch. */
async function oldEvidence() {
  const name = uniqueName("keep");
  const owner = await insertOwner(env.DB, { username: name, email: `${name}@example.com`, timezone: "UTC" });
  const client = await env.DB.prepare(
    "insert into clients (user_id, company_id, name, email, company_name) values (?, ?, 'Ana', 'ana@example.com', 'Ana Co') returning id",
  )
    .bind(owner.userId, owner.companyId)
    .first<{ id: number }>();
  const project = await env.DB.prepare(
    "insert into projects (user_id, company_id, client_id, name) values (?, ?, ?, 'Kitchen') returning id",
  )
    .bind(owner.userId, owner.companyId, client!.id)
    .first<{ id: number }>();
  const progress = await env.DB.prepare(
    `insert into progress (project_id, submitted_by, company_id, progress_number, completion_percentage, amount, status,
       paid_at, payment_method, created_at, updated_at) values (?, ?, ?, 1, 50, 125000, 'paid', ?, 'check', ?, ?) returning id`,
  )
    .bind(project!.id, owner.userId, owner.companyId, ago(700), ago(800), ago(700))
    .first<{ id: number }>();
  await env.DB.prepare(
    "insert into approvals (progress_id, decision, via, content_hash, decided_at) values (?, 'approved', 'link', 'h', ?)",
  )
    .bind(progress!.id, ago(790))
    .run();
  return { ...owner, progressId: progress!.id };
}

describe("the retention job", () => {
  it("clears and deletes what is past its age, keeps what is not, and never touches evidence", async () => {
    const keep = await oldEvidence();
    const msg = (days: number, body: string) =>
      env.DB.prepare(
        "insert into messages (company_id, channel, `to`, body, status, dedupe_key, created_at, updated_at) values (?, 'email', 'a@example.com', ?, 'sent', ?, ?, ?) returning id",
      )
        .bind(keep.companyId, body, uniqueName("m"), ago(days), ago(days))
        .first<{ id: number }>();
    const fresh = await msg(10, "fresh body");
    const stale = await msg(120, "old body");
    const ancient = await msg(420, "very old body");
    const note = (readDays: number | null) =>
      env.DB.prepare(
        "insert into notifications (user_id, kind, title, body, read_at, created_at) values (?, 'approved', 't', 'b', ?, ?) returning id",
      )
        .bind(keep.userId, readDays === null ? null : ago(readDays), ago(200))
        .first<{ id: number }>();
    const unread = await note(null);
    const readLongAgo = await note(100);
    const readRecently = await note(30);
    const link = (expiredDays: number) =>
      env.DB.prepare("insert into approval_links (progress_id, sent_at, expires_at) values (?, ?, ?) returning id")
        .bind(keep.progressId, ago(expiredDays + 30), ago(expiredDays))
        .first<{ id: number }>();
    const oldLink = await link(130);
    const recentLink = await link(60);
    await env.DB.batch([
      env.DB.prepare("insert into relay_claims (key, claimed_at) values (?, ?), (?, ?)").bind(
        `old:${keep.progressId}`,
        ago(2),
        `new:${keep.progressId}`,
        ago(0.1),
      ),
      env.DB.prepare("insert into stripe_events (id, type, created_at) values (?, 'x', ?), (?, 'x', ?)").bind(
        `evt_old_${keep.progressId}`,
        ago(100),
        `evt_new_${keep.progressId}`,
        ago(10),
      ),
    ]);

    const pass = await runRetentionChunk(getDb(env), now);
    expect(pass.more).toBe(false);

    const body = (id: number) =>
      env.DB.prepare("select body from messages where id = ?").bind(id).first<{ body: string }>();
    expect((await body(fresh!.id))?.body).toBe("fresh body");
    expect((await body(stale!.id))?.body).toBe("");
    expect(await body(ancient!.id)).toBeNull();

    const notes = await env.DB.prepare("select id from notifications where user_id = ? order by id")
      .bind(keep.userId)
      .all<{ id: number }>();
    expect(notes.results.map((r) => r.id)).toEqual([unread!.id, readRecently!.id]);
    expect(notes.results.map((r) => r.id)).not.toContain(readLongAgo!.id);

    const links = await env.DB.prepare("select id from approval_links where progress_id = ?")
      .bind(keep.progressId)
      .all<{ id: number }>();
    expect(links.results.map((r) => r.id)).toEqual([recentLink!.id]);
    expect(links.results.map((r) => r.id)).not.toContain(oldLink!.id);

    expect(await count("select count(*) n from relay_claims where key like ?", `%:${keep.progressId}`)).toBe(1);
    expect(await count("select count(*) n from stripe_events where id like ?", `evt_%_${keep.progressId}`)).toBe(1);

    // Evidence: the two-year-old paid billing and its approval are all still there, unchanged.
    const billing = await env.DB.prepare("select status, amount, paid_at from progress where id = ?")
      .bind(keep.progressId)
      .first();
    expect(billing).toEqual({ status: "paid", amount: 125000, paid_at: ago(700) });
    expect(await count("select count(*) n from approvals where progress_id = ?", keep.progressId)).toBe(1);
  });

  it("works in chunks and queues itself again until a chunk comes back short", async () => {
    const stamp = uniqueName("claim");
    const rows = 2_345;
    // 50 rows (100 bindings) per statement: D1 takes at most 100 bound parameters.
    const inserts = [];
    for (let i = 0; i < rows; i += 50) {
      const n = Math.min(50, rows - i);
      const values = Array.from({ length: n }, () => "(?, ?)").join(", ");
      const binds = Array.from({ length: n }, (_, k) => [`${stamp}:${i + k}`, ago(5)]).flat();
      inserts.push(env.DB.prepare(`insert into relay_claims (key, claimed_at) values ${values}`).bind(...binds));
    }
    await env.DB.batch(inserts);

    const sent: unknown[] = [];
    const JOBS = {
      send: async (body: unknown) => void sent.push(body),
      sendBatch: async (batch: Iterable<{ body: unknown }>) => void sent.push(...[...batch].map((m) => m.body)),
    };
    const deps = { db: getDb(env), env: { ...env, JOBS } as unknown as Env };
    const left = () => count("select count(*) n from relay_claims where key like ?", `${stamp}:%`);

    await runJob({ type: "retention" }, deps, now);
    expect(await left()).toBe(rows - 1000);
    expect(sent).toEqual([expect.objectContaining({ type: "retention" })]);

    await runJob({ type: "retention" }, deps, now);
    expect(await left()).toBe(rows - 2000);
    expect(sent).toHaveLength(2);

    // The last chunk is short: the job is done and queues nothing more.
    await runJob({ type: "retention" }, deps, now);
    expect(await left()).toBe(0);
    expect(sent).toHaveLength(2);
  });
});
