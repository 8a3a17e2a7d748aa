// Phones in E.164 (ADR 0118): read where they enter in the account's country, refused with the spec's message when
// they cannot be a number, never texted unless E.164, and the rows stored as typed before are rewritten by a paged,
// idempotent backfill that flags what it cannot read and keeps the text.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientInput } from "#schema/contracts/clients";
import type { PhoneBackfillJob } from "#schema/contracts/jobs";
import { formatPhone, toE164 } from "#schema/rules/phones";
import { getDb } from "#worker/lib/db";
import { providerFor } from "#worker/providers";
import { twilioSms } from "#worker/providers/sms-twilio";
import { backfillPhonesPage, PHONE_BACKFILL, PHONE_BACKFILL_PAGE } from "#worker/services/phone-backfill";
import { insertOwner, updateCompanyOf } from "../factories/rows";
import { failure, ok, signedUp, uniqueName } from "./http";

const db = getDb(env);
const client = (phone: string | null): ClientInput => ({
  name: "Marcus Webb",
  companyName: "Webb Family Homes",
  email: "marcus@webbhomes.example",
  phone,
});

describe("phones entering the app", () => {
  it("stores a US number as typed in E.164", async () => {
    const { browser } = await signedUp({ phone: "512.555.0111" });
    expect((await ok(browser.api.user.$get())).phone).toBe("+15125550111");
    const created = await ok(browser.api.clients.$post({ json: client("(512) 555-0100") }), 201);
    expect(created.phone).toBe("+15125550100");
    expect(created.phoneInvalid).toBe(false);
  });

  it("reads a number without + in the account's country, and one with + in its own", async () => {
    const { browser, user } = await signedUp();
    await updateCompanyOf(env.DB, user.id, "country = ?", "GB");
    expect((await ok(browser.api.clients.$post({ json: client("07700 900123") }), 201)).phone).toBe("+447700900123");
    expect((await ok(browser.api.clients.$post({ json: client("+1 512 555 0100") }), 201)).phone).toBe("+15125550100");
  });

  it.each(["12", "555 0100", "+44 12", "abc-def"])("refuses %o with the spec's message", async (phone) => {
    const { browser } = await signedUp();
    const res = await failure(browser.api.clients.$post({ json: client(phone) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please enter a valid phone number");
    expect(res.body.errors).toMatchObject({ phone: "Please enter a valid phone number" });
  });

  it("refuses an unreadable number on the profile, registration and team invites too", async () => {
    const { browser } = await signedUp();
    const profile = await failure(
      browser.api.user.profile.$put({ json: { fullName: "Dana Reyes", email: "dana@example.com", phone: "12" } }),
    );
    expect(profile.status).toBe(400);
    expect(profile.body.message).toBe("Please enter a valid phone number");
    const invite = await failure(
      browser.api.team.invites.$post({ json: { fullName: "Jo Park", phone: "999", role: "field" } }),
    );
    expect(invite.status).toBe(400);
    expect(invite.body.message).toBe("Please enter a valid phone number");
    const other = await signedUp({ phone: "(512) 555-0100" }).then((s) => s.user.phone);
    expect(other).toBe("+15125550100");
  });

  it("formats for people: nationally at home, internationally abroad, flagged text as typed", () => {
    expect(toE164("07700 900123", "GB")).toEqual({ e164: "+447700900123", country: "GB" });
    expect(formatPhone("+15125550100", "US")).toBe("(512) 555-0100");
    expect(formatPhone("+447700900123", "US")).toBe("+44 7700 900123");
    expect(formatPhone("call the office", "US")).toBe("call the office");
  });
});

describe("texts go only to E.164 numbers", () => {
  it("Twilio's adapter refuses a number that is not E.164 without calling Twilio", async () => {
    const fetcher = vi.fn(async () => Response.json({ sid: "SM1" }, { status: 201 }));
    const twilio = twilioSms({ accountSid: "AC1", authToken: "t", from: "+15125550000" }, fetcher);
    const result = await twilio.send({ messageId: 1, to: "(512) 555-0100", subject: null, body: "Pay" });
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect(result.response).toContain("is not a phone number in international (E.164) form");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("the local outbox answers the same, so tests see production's refusal", async () => {
    const sms = providerFor(env, "sms");
    expect(await sms.send({ messageId: 1, to: "512 555 0100", subject: null, body: "x" })).toMatchObject({
      ok: false,
      permanent: true,
    });
    expect(await sms.send({ messageId: 2, to: "+15125550100", subject: null, body: "x" })).toMatchObject({ ok: true });
    // Email addresses are not phone numbers: the email outbox is untouched.
    expect(
      (await providerFor(env, "email").send({ messageId: 3, to: "a@b.example", subject: "s", body: "x" })).ok,
    ).toBe(true);
  });
});

describe("the E.164 backfill", () => {
  /** A queue that keeps what is sent. */
  const recordingQueue = () => {
    const sent: PhoneBackfillJob[] = [];
    const JOBS = {
      send: vi.fn(async (body: PhoneBackfillJob) => void sent.push(body)),
      sendBatch: vi.fn(async (batch: { body: PhoneBackfillJob }[]) => void sent.push(...batch.map((m) => m.body))),
    };
    return { env: { JOBS } as unknown as { JOBS: Queue }, sent };
  };

  /** Runs the backfill from its first page to its end, as the queue would. */
  async function runAll() {
    const queue = recordingQueue();
    let job: PhoneBackfillJob | undefined = { type: "phone-backfill", table: "users", after: 0 };
    let pages = 0;
    let changed = 0;
    while (job) {
      const result = await backfillPhonesPage(queue.env, db, job);
      changed += result.changed;
      pages += 1;
      job = queue.sent.shift();
    }
    return { pages, changed };
  }

  const typedClient = async (companyId: number, userId: number, phone: string | null) =>
    (await env.DB.prepare(
      "insert into clients (company_id, user_id, name, email, phone, company_name) values (?, ?, 'M', 'm@example.com', ?, 'W') returning id",
    )
      .bind(companyId, userId, phone)
      .first<{ id: number }>())!.id;
  const phoneOf = (id: number) =>
    env.DB.prepare("select phone, phone_invalid as invalid from clients where id = ?")
      .bind(id)
      .first<{ phone: string | null; invalid: number }>();

  beforeEach(async () => {
    await env.DB.prepare("update backfills set done_at = null where name = ?").bind(PHONE_BACKFILL).run();
  });

  it("converts what it can read, flags what it cannot (keeping the text), and stops when done", async () => {
    const o = await insertOwner(env.DB, { username: uniqueName("bf"), email: "bf@example.com", timezone: "UTC" });
    await env.DB.prepare("update users set phone = '(512) 555-0111' where id = ?").bind(o.userId).run();
    const typed = await typedClient(o.companyId, o.userId, "(512) 555-0100");
    const garbage = await typedClient(o.companyId, o.userId, "call the office");
    const already = await typedClient(o.companyId, o.userId, "+15125550142");
    const none = await typedClient(o.companyId, o.userId, null);

    const first = await runAll();
    expect(first.changed).toBeGreaterThanOrEqual(3);
    expect(await phoneOf(typed)).toEqual({ phone: "+15125550100", invalid: 0 });
    expect(await phoneOf(garbage)).toEqual({ phone: "call the office", invalid: 1 });
    expect(await phoneOf(already)).toEqual({ phone: "+15125550142", invalid: 0 });
    expect(await phoneOf(none)).toEqual({ phone: null, invalid: 0 });
    const user = await env.DB.prepare("select phone from users where id = ?").bind(o.userId).first<{ phone: string }>();
    expect(user?.phone).toBe("+15125550111");

    const done = await env.DB.prepare("select done_at from backfills where name = ?")
      .bind(PHONE_BACKFILL)
      .first<{ done_at: number | null }>();
    expect(done?.done_at).not.toBeNull();
    // Done: the hourly start is one read and no page.
    expect(await runAll()).toEqual({ pages: 1, changed: 0 });
  });

  it("is idempotent: a second full run writes nothing", async () => {
    const o = await insertOwner(env.DB, { username: uniqueName("bf"), email: "bf@example.com", timezone: "UTC" });
    await typedClient(o.companyId, o.userId, "512-555-0177");
    await typedClient(o.companyId, o.userId, "nope");
    expect((await runAll()).changed).toBeGreaterThanOrEqual(2);
    await env.DB.prepare("update backfills set done_at = null where name = ?").bind(PHONE_BACKFILL).run();
    expect((await runAll()).changed).toBe(0);
  });

  it("pages through a table in pages of at most 500 rows, in id order", async () => {
    const o = await insertOwner(env.DB, { username: uniqueName("bf"), email: "bf@example.com", timezone: "UTC" });
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${PHONE_BACKFILL_PAGE + 20})
       insert into clients (company_id, user_id, name, email, phone, company_name)
       select ?, ?, 'M', 'm@example.com', '512 555 01' || substr('0' || (i % 100), -2), 'W' from n`,
    )
      .bind(o.companyId, o.userId)
      .run();
    const queue = recordingQueue();
    const page = await backfillPhonesPage(queue.env, db, { type: "phone-backfill", table: "clients", after: 0 });
    expect(page.next).toMatchObject({ type: "phone-backfill", table: "clients" });
    expect(page.changed).toBeLessThanOrEqual(PHONE_BACKFILL_PAGE);
    expect(queue.sent).toEqual([page.next]);
    await runAll();
    const left = await env.DB.prepare(
      "select count(*) as n from clients where company_id = ? and phone not like '+1512555%'",
    )
      .bind(o.companyId)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
