// The admin's demo accounts: admin-only, rate-limited, ready to show (every progress status, evidence, templates,
// a meeting, badges), and unable to reach a real address.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_RATE_LIMITED } from "#schema/contracts/demo-accounts";
import { deleteDemoAccount } from "#worker/db/users";
import { getDb } from "#worker/lib/db";
import { deliverMessage } from "#worker/services/deliver";
import { DEMO_DELIVERY_REFUSED, isReservedEmail, isReservedPhone } from "#worker/services/demo/reserved-addresses";
import { queueMessages } from "#worker/services/messages";
import { insertOwner } from "../factories/rows";
import { Browser, failure, memberOf, ok, signedUp, uniqueName } from "./http";

const db = getDb(env);
type Account = { username: string; password: string };

let admin: Browser;
let adminId: number;
let accounts: Account[];

// Three whole demo workspaces (photos drawn and stored, approvals signed): more than the default 10 s on a busy machine.
beforeAll(async () => {
  const made = await signedUp({ username: env.ADMIN_USERNAME });
  expect(made.user.userType).toBe("admin");
  admin = made.browser;
  adminId = made.user.id;
  accounts = (await ok(admin.api.test["create-accounts"].$post(), 201)).accounts;
}, 60_000);

async function signIn(account: Account) {
  const browser = new Browser();
  const user = await ok(browser.api.login.$post({ json: account }), 200);
  if ("secondFactorRequired" in user) throw new Error("a demo account never asks for a second factor");
  return { browser, user, member: await memberOf(user.username) };
}

describe("POST /api/test/create-accounts", () => {
  it("is a 401 signed out and a 404 for anyone but an admin, creating nothing", async () => {
    const before = await env.DB.prepare("select count(*) as n from users").first<{ n: number }>();
    expect((await new Browser().fetch("/api/test/create-accounts", { method: "POST" })).status).toBe(401);
    const { browser } = await signedUp();
    const res = await failure(browser.api.test["create-accounts"].$post());
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("demo");
    const after = await env.DB.prepare("select count(*) as n from users").first<{ n: number }>();
    expect(after!.n).toBe(before!.n + 1);
  });

  it("answers usernames and passwords that sign in to marked demo contractors", async () => {
    expect(accounts).toHaveLength(3);
    expect(new Set(accounts.map((a) => a.username)).size).toBe(3);
    for (const account of accounts) {
      expect(account.username).toMatch(/^demo-[a-z]+-[a-z0-9]{5}$/);
      expect(account.password.length).toBeGreaterThanOrEqual(12);
      const { user } = await signIn(account);
      expect(user.isDemo).toBe(true);
      expect(isReservedEmail(user.email)).toBe(true);
    }
    const marks = await env.DB.prepare("select is_demo, demo_created_by from users where username like 'demo-%'").all();
    expect(marks.results).toEqual(Array(3).fill({ is_demo: 1, demo_created_by: adminId }));
  });

  it("fills each with clients, projects, progress in every status with approval evidence, templates and a meeting", async () => {
    const { browser, user } = await signIn(accounts[0]!);
    const clients = await ok(browser.api.clients.$get({ query: {} }));
    expect(clients).toHaveLength(3);
    for (const c of clients) {
      expect(isReservedEmail(c.email)).toBe(true);
      if (c.phone) expect(isReservedPhone(c.phone)).toBe(true);
    }
    expect(await ok(browser.api.projects.$get({ query: {} }))).toHaveLength(3);
    const progress = await ok(browser.api.progress.$get({ query: {} }));
    const statuses = progress.map((p) => p.status).sort();
    expect(statuses).toEqual(["approved", "approved", "paid", "pending", "rejected"]);
    const today = new Date().toISOString().slice(0, 10);
    expect(progress.some((p) => p.status === "approved" && p.dueDate !== null && p.dueDate < today)).toBe(true);
    // Dated over past weeks like a real account's, not all today; only the one meant to be overdue is past due.
    const days = new Set(progress.map((p) => p.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    const pastDue = progress.filter((p) => p.status !== "paid" && p.dueDate !== null && p.dueDate < today);
    expect(pastDue).toHaveLength(1);
    for (const p of progress) if (p.dueDate) expect(p.dueDate > p.createdAt.slice(0, 10)).toBe(true);

    // Approvals went through the real decision path: write-once evidence with a stored signature.
    const evidence = await env.DB.prepare(
      "select a.decision, a.via, a.signature_key, a.content_hash from approvals a join progress p on p.id = a.progress_id where p.submitted_by = ? order by a.id",
    )
      .bind(user.id)
      .all<{ decision: string; via: string; signature_key: string | null; content_hash: string }>();
    expect(evidence.results.map((e) => e.decision)).toEqual(["approved", "approved", "approved", "rejected"]);
    for (const e of evidence.results.filter((r) => r.decision === "approved")) {
      expect(e.via).toBe("in_person");
      expect(e.signature_key).toMatch(/^sig\//);
      expect(await env.MEDIA.head(e.signature_key!)).not.toBeNull();
      expect(e.content_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const pdf = await browser.fetch(`/api/progress/${progress.find((p) => p.status === "paid")!.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);

    expect((await ok(browser.api["nudge-templates"].$get())).length).toBeGreaterThan(0);
    const meetings = await env.DB.prepare(
      "select m.status, (select count(*) from meeting_participants mp where mp.meeting_id = m.id) as people from meetings m where m.user_id = ?",
    )
      .bind(user.id)
      .all();
    expect(meetings.results).toEqual([{ status: "completed", people: 2 }]);

    // Earned from that real work, the way any contractor earns them.
    const badges = await ok(browser.api.badges.$get());
    const unlocked = badges.achievements
      .filter((a) => a.progress === 100)
      .map((a) => badges.badges.find((b) => b.id === a.badgeId)!.code);
    expect(unlocked).toEqual(
      expect.arrayContaining([
        "first_client",
        "first_project",
        "first_progress_photos",
        "first_approval",
        "first_payment",
        "paid_within_7_days",
        "first_reminder",
        "first_meeting",
      ]),
    );
  });

  it("sends only to reserved addresses: every message of a demo account is to example.com or a 555-01xx number", async () => {
    const rows = await env.DB.prepare(
      'select m.channel, m."to" as address from messages m join users u on u.id = m.user_id where u.is_demo = 1',
    ).all<{ channel: string; address: string }>();
    expect(rows.results.length).toBeGreaterThan(0);
    for (const r of rows.results) {
      expect(r.channel === "email" ? isReservedEmail(r.address) : isReservedPhone(r.address), r.address).toBe(true);
    }
  });

  it("refuses a 4th set within the hour with a 429", async () => {
    // Two more sets' worth of demo users made by this admin in the last hour (faster than building them).
    for (let i = 0; i < 6; i++) {
      await env.DB.prepare(
        "insert into users (company_id, username, password, full_name, email, is_demo, demo_created_by) values (?2, ?1, 'x', 'Demo', 'd@example.com', 1, ?2)",
      )
        .bind(`demo-filler-${i}`, adminId)
        .run();
    }
    const res = await failure(admin.api.test["create-accounts"].$post());
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(DEMO_RATE_LIMITED);
  });
});

describe("delivery for demo accounts", () => {
  const neverCalled = {
    name: "real",
    async send() {
      throw new Error("a demo message reached a real provider");
    },
  };

  it("keeps a reserved address in the outbox and refuses any other, never calling a real provider", async () => {
    const { user, member } = await signIn(accounts[1]!);
    const { companyId } = member;
    const [reserved, real, realSms] = await queueMessages(env, db, [
      { companyId, userId: user.id, channel: "email", to: "someone@example.com", subject: "Hi", body: "Demo" },
      { companyId, userId: user.id, channel: "email", to: "someone@gmail.com", subject: "Hi", body: "Demo" },
      { companyId, userId: user.id, channel: "sms", to: "+1 415 867 5309", body: "Demo" },
    ]);
    expect(await deliverMessage({ db, env, provider: neverCalled }, reserved!.id)).toBe("sent");
    expect(await deliverMessage({ db, env, provider: neverCalled }, real!.id)).toBe("failed");
    expect(await deliverMessage({ db, env, provider: neverCalled }, realSms!.id)).toBe("failed");
    const rows = await env.DB.prepare(
      "select id, status, provider, error from messages where id in (?, ?, ?) order by id",
    )
      .bind(reserved!.id, real!.id, realSms!.id)
      .all<{ status: string; provider: string; error: string | null }>();
    expect(rows.results.map((r) => [r.status, r.provider, r.error])).toEqual([
      ["sent", "demo-outbox", null],
      ["failed", "demo-outbox", DEMO_DELIVERY_REFUSED],
      ["failed", "demo-outbox", DEMO_DELIVERY_REFUSED],
    ]);
  });

  it("leaves a real account's delivery to its configured provider", async () => {
    const { user, member } = await signedUp();
    const [m] = await queueMessages(env, db, [
      {
        companyId: member.companyId,
        userId: user.id,
        channel: "email",
        to: "someone@gmail.com",
        subject: "Hi",
        body: "Real",
      },
    ]);
    const sent: string[] = [];
    const provider = {
      name: "fake",
      async send(r: { to: string }) {
        sent.push(r.to);
        return { ok: true as const, response: "ok" };
      },
    };
    expect(await deliverMessage({ db, env, provider }, m!.id)).toBe("sent");
    expect(sent).toEqual(["someone@gmail.com"]);
  });
});

describe("reserved addresses", () => {
  it("are RFC 2606 example domains and 555-0100..0199 numbers only", () => {
    expect(isReservedEmail("a@example.com")).toBe(true);
    expect(isReservedEmail("a@mail.example.org")).toBe(true);
    expect(isReservedEmail("a@shop.example")).toBe(true);
    expect(isReservedEmail("a@example.com.evil.io")).toBe(false);
    expect(isReservedEmail("a@notexample.com")).toBe(false);
    expect(isReservedPhone("+1 512 555 0142")).toBe(true);
    expect(isReservedPhone("(512) 555-0199")).toBe(true);
    expect(isReservedPhone("+1 512 555 0200")).toBe(false);
    expect(isReservedPhone("+44 20 7946 0958")).toBe(false);
  });
});

describe("a demo that could not be filled", () => {
  it("goes whole, login and company; a real login or a company with someone else in it is never touched", async () => {
    const count = async (companyId: number) =>
      (await env.DB.prepare(
        "select (select count(*) from companies where id = ?1) as companies, (select count(*) from users where company_id = ?1) as users",
      )
        .bind(companyId)
        .first<{ companies: number; users: number }>())!;
    const demo = await insertOwner(env.DB, {
      username: uniqueName("demo-half"),
      email: "d@example.com",
      timezone: "UTC",
    });
    await env.DB.prepare("update users set is_demo = 1 where id = ?").bind(demo.userId).run();
    await deleteDemoAccount(db, { id: demo.userId, companyId: demo.companyId });
    expect(await count(demo.companyId)).toEqual({ companies: 0, users: 0 });

    const { member } = await signedUp();
    await deleteDemoAccount(db, member);
    expect(await count(member.companyId)).toEqual({ companies: 1, users: 1 });
  });
});
