// Callers that reach a company without its session, around a move between shards (issue 35, ADR 0234, 0235): a STOP
// reaches every shard that texts the number and moves with the company, a status report finds the moved row (one that
// comes mid-move is held, then applied), a client's decision mid-move is refused with 503 and Retry-After (never
// lost), invites and second-factor tickets minted before a move work after it, and a forwarding lives as long as its
// token. The moves are US companies to the eu shard, so the owner asks.
import { env } from "cloudflare:workers";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { APPROVAL_TEXTS } from "#schema/contracts/approval-texts";
import { app } from "#worker/app";
import { recordMovedLinks, recordPhone } from "#worker/db/directory";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { shardEnv } from "#worker/lib/shard-env";
import { shardNamed } from "#worker/lib/shards";
import { twilioStatusCallback } from "#worker/providers";
import { twilioSignature } from "#worker/providers/twilio-signature";
import { type MovePoint, moveCompany } from "#worker/services/company-move";
import { queueMessages } from "#worker/services/messages";
import { approvalLink, makeClient, makeProgress, makeProject, SIGNATURE } from "../factories/billing";
import { logIn, secondFactor } from "../factories/sign-in";
import { Browser, ok, signedUp, uniqueName } from "./http";

const EU = shardNamed("eu")!;
const TOKEN = "twilio_test_auth_token";
const twilioEnv = { ...env, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: "+15550000" } as Env;

/** A Twilio webhook as Twilio sends it: the form, signed over the exact URL. */
function twilioPost(url: string, params: Record<string, string>) {
  const form = new URLSearchParams(params);
  return app.fetch(
    new Request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": twilioSignature(TOKEN, url, form),
      },
      body: form,
    }),
    twilioEnv,
  );
}

const killAt = (point: MovePoint) => (at: MovePoint) => {
  if (at === point) throw new Error(`killed at ${point}`);
};

/** Runs a move to its end, as its job does (a background write may roll a copy back: the job starts it again). */
async function moveToEu(companyId: number) {
  let result = await moveCompany(env, companyId, "eu", { ownerAsked: true });
  for (let runs = 0; result.status !== "done" && runs < 10; runs++) {
    result = await moveCompany(env, companyId, "eu", { ownerAsked: true });
  }
  expect(result.status).toBe("done");
}

const optOutOn = (db: D1Database, phone: string) =>
  db.prepare("select keyword from sms_opt_outs where phone = ?").bind(phone).first<{ keyword: string }>();

describe("a texted number's STOP and START", () => {
  it("are recorded on every shard that texts the number, the eu one included", async () => {
    const phone = `+35387${String(Date.now()).slice(-7)}`;
    // An Irish company's text to this client: the directory lists the eu shard for the number (services/deliver.ts).
    await recordPhone(env.DIRECTORY, phone, "eu");
    const inbound = "https://paystage.test/api/twilio/inbound";
    expect((await twilioPost(inbound, { From: phone, To: "+15550000", Body: "STOP" })).status).toBe(200);
    expect(await optOutOn(env.DB_EU, phone)).toMatchObject({ keyword: "STOP" });
    // Nothing of an eu client is written outside the eu shard.
    expect(await optOutOn(env.DB, phone)).toBeNull();
    await twilioPost(inbound, { From: phone, To: "+15550000", Body: "START" });
    expect(await optOutOn(env.DB_EU, phone)).toBeNull();
  });
});

describe("a text sent before its company moved", () => {
  it("its delivery status lands on the moved row (by the company's entry or the message id), its STOP goes along; a status mid-move is held, then applied", async () => {
    const { member } = await signedUp({ country: "US" });
    const companyId = member.companyId as number;
    const quiet = { ...env, JOBS: { sendBatch: async () => {} } } as unknown as Env;
    const [a, b, c] = await queueMessages(quiet, getDb(env), [
      { companyId: member.companyId, userId: null, channel: "sms", to: "+15125550101", body: "One" },
      { companyId: member.companyId, userId: null, channel: "sms", to: "+15125550102", body: "Two" },
      { companyId: member.companyId, userId: null, channel: "sms", to: "+15125550103", body: "Three" },
    ]);
    const callback = twilioStatusCallback("https://paystage.test");
    // The first client replied STOP before the move (on the default shard, which texted them).
    await twilioPost("https://paystage.test/api/twilio/inbound", {
      From: "+15125550101",
      To: "+15550000",
      Body: "STOP",
    });

    // Mid-move, the rows copied and verified: written to the old row it would be lost at the flip. It is held instead,
    // and lands after the move.
    await expect(moveCompany(env, companyId, "eu", { ownerAsked: true, fault: killAt("verified") })).rejects.toThrow();
    const paused = await twilioPost(callback(a!.id, companyId), { MessageSid: "SMa", MessageStatus: "delivered" });
    expect(paused.status).toBe(200);
    await moveToEu(companyId);

    // After it, the URL names the default shard and the company: the directory sends the report to the eu row.
    expect(
      (await twilioPost(callback(c!.id, companyId), { MessageSid: "SMc", MessageStatus: "delivered" })).status,
    ).toBe(200);
    // A callback URL from before it named the company: found by its id on the shard that holds it now.
    expect((await twilioPost(callback(b!.id), { MessageSid: "SMb", MessageStatus: "delivered" })).status).toBe(200);
    const rows = await env.DB_EU.prepare("select id, delivery_status from messages where id in (?, ?, ?) order by id")
      .bind(a!.id, b!.id, c!.id)
      .all();
    // Their STOP went along: the eu shard holds it too.
    expect(await optOutOn(env.DB_EU, "+15125550101")).toMatchObject({ keyword: "STOP" });
    expect(rows.results).toEqual([
      { id: a!.id, delivery_status: "delivered" },
      { id: b!.id, delivery_status: "delivered" },
      { id: c!.id, delivery_status: "delivered" },
    ]);
  });
});

describe("a client's decision while the company moves", () => {
  it("answers 503 with Retry-After and the client's try-again words, and is taken once the move is done", async () => {
    const { browser, member } = await signedUp({ country: "US" });
    const companyId = member.companyId as number;
    const client = await makeClient(browser);
    const project = await makeProject(browser, { clientId: client.id });
    const progress = await makeProgress(browser, { projectId: project.id });
    const token = new URL((await approvalLink(browser, progress.id)).url).pathname.split("/").at(-1)!;
    const client2 = new Browser();

    await expect(moveCompany(env, companyId, "eu", { ownerAsked: true, fault: killAt("copying") })).rejects.toThrow();
    // Reading goes on.
    expect((await client2.fetch(`/a/${token}`)).status).toBe(200);
    const approve = await client2.fetch(`/api/a/${token}/approve`, {
      method: "POST",
      json: { signature: SIGNATURE, signerName: "Marcus Webb" },
    });
    expect(approve.status).toBe(503);
    expect(approve.headers.get("Retry-After")).toBeTruthy();
    expect(await approve.json()).toMatchObject({ code: "UPSTREAM_UNAVAILABLE" });
    // The page's own reject form (no script): the page again, the reason kept, and the try-again words.
    const reject = await client2.fetch(`/a/${token}/reject`, {
      method: "POST",
      body: new URLSearchParams({ reason: "Wrong room" }),
      headers: { Origin: "https://paystage.test" },
    });
    expect(reject.status).toBe(503);
    expect(reject.headers.get("Retry-After")).toBeTruthy();
    const page = await reject.text();
    expect(page).toContain(APPROVAL_TEXTS.linkBusy);
    expect(page).toContain("Wrong room");

    await moveToEu(companyId);
    const again = await client2.fetch(`/api/a/${token}/approve`, {
      method: "POST",
      json: { signature: SIGNATURE, signerName: "Marcus Webb" },
    });
    expect(again.status).toBe(200);
    const evidence = await env.DB_EU.prepare("select decision, signer_name from approvals where progress_id = ?")
      .bind(progress.id)
      .first();
    expect(evidence).toMatchObject({ decision: "approved", signer_name: "Marcus Webb" });
  });
});

describe("a client's payment claim while the company moves", () => {
  it("answers the no-script form with the page, 503, Retry-After and the try-again words at its top", async () => {
    const { browser, member } = await signedUp({ country: "US" });
    const companyId = member.companyId as number;
    const client = await makeClient(browser);
    const project = await makeProject(browser, { clientId: client.id });
    const progress = await makeProgress(browser, { projectId: project.id });
    const token = new URL((await approvalLink(browser, progress.id)).url).pathname.split("/").at(-1)!;
    const phone = new Browser();
    const approved = await phone.fetch(`/api/a/${token}/approve`, {
      method: "POST",
      json: { signature: SIGNATURE, signerName: "Marcus Webb" },
    });
    expect(approved.status).toBe(200);

    await expect(moveCompany(env, companyId, "eu", { ownerAsked: true, fault: killAt("copying") })).rejects.toThrow();
    const claim = await phone.fetch(`/a/${token}/payment-claim`, {
      method: "POST",
      body: new URLSearchParams({ back: "link" }),
      headers: { Origin: "https://paystage.test" },
    });
    expect(claim.status).toBe(503);
    expect(claim.headers.get("Retry-After")).toBeTruthy();
    expect(await claim.text()).toContain(
      `<p class="alert" role="alert">${APPROVAL_TEXTS.linkBusy.replace(/'/g, "&#39;")}</p>`,
    );
    await moveToEu(companyId);
  });
});

describe("tokens minted before a move", () => {
  it("an open invite and a second-factor ticket still work after it", async () => {
    const owner = await signedUp({ country: "US" });
    const companyId = owner.member.companyId as number;
    const sent = await ok(
      owner.browser.api.team.invites.$post({
        json: { fullName: "Jo Park", email: `${uniqueName("jo")}@example.com`, role: "field" },
      }),
      201,
    );
    const message = await env.DB.prepare("select body from messages where dedupe_key like ? order by id limit 1")
      .bind(`invite:${sent.id}:%`)
      .first<{ body: string }>();
    const inviteToken = /\/invite\/([A-Za-z0-9_-]+)/.exec(message!.body)![1]!;

    const setup = await ok(owner.browser.api.account.security["two-factor"].setup.$post(), 200);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret), period: 30 });
    await ok(
      owner.browser.api.account.security["two-factor"].confirm.$post({
        json: { code: totp.generate({ timestamp: Date.now() }) },
      }),
      200,
    );
    const password = await ok(logIn(new Browser(), owner.data), 200);
    const ticket = "ticket" in password ? password.ticket : "";
    expect(ticket).not.toBe("");

    await moveToEu(companyId);

    const invitee = new Browser();
    await ok(invitee.api.invites[":token"].$get({ param: { token: inviteToken } }), 200);
    const username = uniqueName("crew");
    await ok(
      invitee.api.invites[":token"].accept.$post({
        param: { token: inviteToken },
        json: {
          username,
          password: "ladder-jobsite-42",
          fullName: "Jo Park",
          email: `${username}@example.com`,
          phone: null,
        },
      }),
      201,
    );
    // The next step's code: never refused as a replay of the one the setup took.
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await secondFactor(new Browser(), ticket, code)).status).toBe(200);
  });
});

describe("link forwardings", () => {
  it("are pruned by their shard's retention pass once their tokens expire, and not before", async () => {
    const now = new Date();
    const hash = (name: string) => `${name}-${crypto.randomUUID()}`;
    const [expired, live, elsewhere] = [hash("expired"), hash("live"), hash("elsewhere")];
    await recordMovedLinks(env.DIRECTORY, [{ hash: expired, expiresAt: now.getTime() - 1000 }], "eu");
    await recordMovedLinks(env.DIRECTORY, [{ hash: live, expiresAt: now.getTime() + 60_000 }], "eu");
    await recordMovedLinks(env.DIRECTORY, [{ hash: elsewhere, expiresAt: now.getTime() - 1000 }], "default");
    const JOBS = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue;
    const eu = shardEnv({ ...env, JOBS } as Env, EU);
    await runJob({ type: "retention" }, { db: getDb(eu), env: eu }, now);
    const left = await env.DIRECTORY.prepare("select hash from moved_links where hash in (?, ?, ?) order by hash")
      .bind(expired, live, elsewhere)
      .all<{ hash: string }>();
    // The default shard's own pass clears the one pointing at it.
    expect(left.results.map((r) => r.hash).sort()).toEqual([elsewhere, live].sort());
  });
});
