// The fault matrix (ADR 0081): every money path under every injected fault. After the fault and a relay pass,
// nothing is half-written, no effect is doubled, no message is lost, and the answer was a clear error or a real success.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { sweep } from "#worker/jobs/cron";
import { NOTES_MODEL } from "#worker/providers/ai";
import { localClock } from "#worker/services/reminders/due";
import { todayIn } from "../factories/api";
import type { Upload } from "../factories/billing";
import { tinyJpeg, tinyPng } from "../factories/images";
import { type MeetingView, recordingForm, webmBytes } from "../factories/meetings";
import { nudgeHistoryOf } from "../factories/reads";
import { insertOwner } from "../factories/rows";
import { type Fault, type FaultyWorld, faultyWorld } from "./faults";
import { type Browser, failure, ok, uniqueName } from "./http";

// Each test is a multi-request flow over real bindings; on a loaded machine that outlasts the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const MIN = 60_000;
const GENERIC_500 = "Something went wrong on our side. Please try again.";
const SIGNATURE = `data:image/png;base64,${Buffer.from(tinyPng()).toString("base64")}`;

const rows = <T>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .all<T>()
    .then((r) => r.results);
type Msg = { id: number; status: string; subject: string | null; body: string };
const messagesTo = (to: string, subjectLike = "%") =>
  rows<Msg>(
    `select id, status, subject, body from messages where "to" = ? and coalesce(subject, '') like ? order by id`,
    to,
    subjectLike,
  );
/** A new contractor over `world` (the faulty bindings), signed in on `browser`: the public user. */
const register = (browser: Browser, email: string) =>
  ok(
    browser.api.register.$post({
      json: {
        username: uniqueName(),
        password: "ladder-jobsite-42",
        fullName: "Dana Reyes",
        email,
        companyName: "Reyes Electric",
      },
    }),
    201,
  );

const progressRow = (id: number) =>
  env.DB.prepare("select * from progress where id = ?").bind(id).first<Record<string, unknown>>();

/** One relay pass (as the 5-minute cron), the jobs it hands over, then a later pass: the steady state. */
async function settle(world: FaultyWorld) {
  world.disarm();
  await world.drain();
  await world.relay(new Date(Date.now() + 10 * MIN));
  await world.drain();
  await world.relay(new Date(Date.now() + 60 * MIN));
  await world.drain();
}

/** Exactly one message to `to` matching the subject, and it was sent. */
async function expectSentOnce(to: string, subjectLike: string) {
  const found = await messagesTo(to, subjectLike);
  expect(found.map((m) => m.status)).toEqual(["sent"]);
  return found[0]!;
}

/** A contractor (unique email) with a client (email only), a project and an uploaded photo, made over `world`. */
async function contractor(world: FaultyWorld) {
  const browser = world.browser();
  const email = `${uniqueName("dana")}@example.com`;
  const user = await register(browser, email);
  const clientEmail = `${uniqueName("client")}@example.com`;
  const client = await ok(
    browser.api.clients.$post({ json: { name: "Marcus Webb", companyName: "Webb Homes", email: clientEmail } }),
  );
  const project = await ok(
    browser.api.projects.$post({ json: { name: uniqueName("Rewire "), clientId: client.id, totalValue: 2_000_000 } }),
  );
  const uploaded = await upload(browser);
  expect(uploaded.status).toBe(201);
  const photo: Upload = await uploaded.json();
  return { browser, email, userId: user.id, clientEmail, projectId: project.id, photo };
}
type Contractor = Awaited<ReturnType<typeof contractor>>;

/**
 * `bytes`: the photo. The same bytes again are the photo already stored (ADR 0112), which needs no R2 write. The
 * upload route reads its multipart body itself, so the form goes by path.
 */
function upload(browser: Browser, bytes: Uint8Array = tinyPng()) {
  const form = new FormData();
  form.set("file", new File([bytes], "panel.jpg", { type: "image/jpeg" }));
  return browser.fetch("/api/uploads", { method: "POST", body: form });
}

const submit = (c: Contractor, key: string) =>
  c.browser.api.progress.$post(
    {
      json: {
        projectId: c.projectId,
        completionPercentage: 50,
        amount: 1_248_050,
        photos: [{ url: c.photo.url, caption: "Panel" }],
      },
    },
    { headers: { "Idempotency-Key": key } },
  );

/** A submitted progress whose approval email went out; answers its token. */
async function submitted(world: FaultyWorld, c: Contractor) {
  const progress = await ok(submit(c, uniqueName("key-")), 201);
  await world.drain();
  return { progressId: progress.id, token: progress.approval!.url!.split("/a/")[1]! };
}

/** The client's phone (another browser, another address) on the approval link. */
const clientPhone = (world: FaultyWorld) => world.browser("198.51.100.7");

const approve = (world: FaultyWorld, token: string) =>
  clientPhone(world).api.a[":token"].approve.$post({
    param: { token },
    json: { signature: SIGNATURE, signerName: "Marcus Webb" },
  });

describe("submit progress", () => {
  const APPROVAL = "%please approve%";

  it.each<[Fault, number]>([
    ["send-batch", 201],
    ["durable-object", 201],
    ["dies-after-commit", 201],
    ["d1-after-commit", 201],
  ])("%s: the billing is saved, the answer says the link is coming, and the client gets it once", async (fault) => {
    const world = faultyWorld();
    const c = await contractor(world);
    world.arm(fault);
    const progress = await ok(submit(c, uniqueName("key-")), 201);
    // The page tells the contractor the truth: queued (the enqueue "worked" before the isolate died) or later.
    expect(progress.approval?.delivery).toBe(fault === "dies-after-commit" ? "queued" : "later");
    expect(await rows("select id from progress where project_id = ?", c.projectId)).toHaveLength(1);
    if (fault === "d1-after-commit" || fault === "durable-object") expect(await messagesTo(c.clientEmail)).toEqual([]);
    await settle(world);
    const email = await expectSentOnce(c.clientEmail, APPROVAL);
    expect(email.body).toMatch(/\/a\/[A-Za-z0-9_-]{43}/);
    // A retried submission (same key) answers the first billing and sends nothing more.
    expect(await rows("select id from progress where project_id = ?", c.projectId)).toHaveLength(1);
  });

  it("d1-batch: a clear error, nothing written; the retry with the same key bills once and sends once", async () => {
    const world = faultyWorld();
    const c = await contractor(world);
    const key = uniqueName("key-");
    world.arm("d1-batch");
    const failed = await failure(submit(c, key));
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe(GENERIC_500);
    expect(await rows("select id from progress where project_id = ?", c.projectId)).toEqual([]);
    expect(await messagesTo(c.clientEmail)).toEqual([]);
    world.disarm();
    const retried = await submit(c, key);
    expect(retried.status).toBe(201);
    const replay = await submit(c, key);
    expect(replay.status).toBe(200);
    await settle(world);
    expect(await rows("select id from progress where project_id = ?", c.projectId)).toHaveLength(1);
    await expectSentOnce(c.clientEmail, APPROVAL);
  });

  it("r2-put: the photo upload fails clearly and records nothing; the retried upload and submission work", async () => {
    const world = faultyWorld();
    const c = await contractor(world);
    const before = await rows("select id from uploads where user_id = ?", c.userId);
    world.arm("r2-put");
    // Another photo of the job (the contractor's first one is stored already).
    const failed = await failure(upload(c.browser, tinyJpeg(1)));
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe(GENERIC_500);
    expect(await rows("select id from uploads where user_id = ?", c.userId)).toEqual(before);
    world.disarm();
    expect((await upload(c.browser, tinyJpeg(1))).status).toBe(201);
    expect((await submit(c, uniqueName("key-"))).status).toBe(201);
    await settle(world);
    await expectSentOnce(c.clientEmail, APPROVAL);
  });
});

describe("approve or reject", () => {
  const DECISION = "Progress approved%";
  const decisionsOf = (progressId: number) => rows("select id from approvals where progress_id = ?", progressId);
  const signaturesOf = async (userId: number, progressId: number) =>
    (await env.MEDIA.list({ prefix: `sig/${userId}/${progressId}/` })).objects;

  it.each<Fault>(["d1-batch", "r2-put", "durable-object"])(
    "%s: a clear error, the progress stays pending with no evidence; the retry approves once",
    async (fault) => {
      const world = faultyWorld();
      const c = await contractor(world);
      const { progressId, token } = await submitted(world, c);
      world.arm(fault);
      const failed = await failure(approve(world, token));
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe(GENERIC_500);
      expect((await progressRow(progressId))?.status).toBe("pending");
      expect(await decisionsOf(progressId)).toEqual([]);
      // No orphaned signature image either.
      expect(await signaturesOf(c.userId, progressId)).toEqual([]);
      world.disarm();
      expect((await approve(world, token)).status).toBe(200);
      expect((await approve(world, token)).status).toBe(200);
      await settle(world);
      expect((await progressRow(progressId))?.status).toBe("approved");
      expect(await decisionsOf(progressId)).toHaveLength(1);
      expect(await signaturesOf(c.userId, progressId)).toHaveLength(1);
      await expectSentOnce(c.email, DECISION);
    },
  );

  it.each<Fault>(["send-batch", "dies-after-commit", "d1-after-commit"])(
    "%s: approved at once; the contractor's email arrives once after the relay",
    async (fault) => {
      const world = faultyWorld();
      const c = await contractor(world);
      const { progressId, token } = await submitted(world, c);
      world.arm(fault);
      expect((await approve(world, token)).status).toBe(200);
      expect((await progressRow(progressId))?.status).toBe("approved");
      // D1 failed right after the decision committed: no email recorded yet; the relay must find the gap.
      if (fault === "d1-after-commit") expect(await messagesTo(c.email, DECISION)).toEqual([]);
      await settle(world);
      expect(await decisionsOf(progressId)).toHaveLength(1);
      await expectSentOnce(c.email, DECISION);
    },
  );

  it("reject under d1-batch: a clear error, then one rejection and one email", async () => {
    const world = faultyWorld();
    const c = await contractor(world);
    const { progressId, token } = await submitted(world, c);
    const reject = () =>
      clientPhone(world).api.a[":token"].reject.$post({ param: { token }, json: { reason: "Wrong fixture" } });
    world.arm("d1-batch");
    expect((await reject()).status).toBe(500);
    expect((await progressRow(progressId))?.status).toBe("pending");
    world.disarm();
    expect((await reject()).status).toBe(200);
    expect((await reject()).status).toBe(200);
    await settle(world);
    expect((await progressRow(progressId))?.status).toBe("rejected");
    await expectSentOnce(c.email, "Progress rejected%");
  });
});

/** An approved billing (approval itself is covered above) with payment details on file. */
async function approvedBilling(world: FaultyWorld) {
  const c = await contractor(world);
  const { progressId, token } = await submitted(world, c);
  await env.DB.prepare("update progress set status = 'approved', approved_at = ? where id = ?")
    .bind(Date.now(), progressId)
    .run();
  await ok(
    c.browser.api.user["payment-details"].$put({
      json: {
        preferredPaymentMethod: "bank",
        bankAccountName: "Reyes Electric LLC",
        bankAccountNumber: "000123456789",
        bankRoutingNumber: "021000021",
      },
    }),
    200,
  );
  return { c, progressId, token };
}

describe("payment request", () => {
  const REQUEST = "Payment request:%";
  const send = (c: Contractor, progressId: number, key: string) =>
    c.browser.api.payments.request.$post({ json: { progressId, idempotencyKey: key } });

  it("d1-batch: a clear error and no message; the retry with the same key sends once", async () => {
    const world = faultyWorld();
    const { c, progressId } = await approvedBilling(world);
    const key = uniqueName("pay-");
    world.arm("d1-batch");
    const failed = await send(c, progressId, key);
    expect(failed.status).toBe(500);
    expect(await messagesTo(c.clientEmail, REQUEST)).toEqual([]);
    world.disarm();
    expect((await send(c, progressId, key)).status).toBe(200);
    expect((await send(c, progressId, key)).status).toBe(200);
    await settle(world);
    await expectSentOnce(c.clientEmail, REQUEST);
  });

  it.each<Fault>(["send-batch", "r2-put", "durable-object", "dies-after-commit"])(
    "%s: answered 200 and the client gets the request once",
    async (fault) => {
      const world = faultyWorld();
      const { c, progressId } = await approvedBilling(world);
      world.arm(fault);
      const res = await ok(send(c, progressId, uniqueName("pay-")), 200);
      expect(res.messages).toHaveLength(1);
      await settle(world);
      await expectSentOnce(c.clientEmail, REQUEST);
    },
  );
});

describe("payment claim", () => {
  const CLAIM = "Payment sent:%";
  const claim = (world: FaultyWorld, token: string) =>
    clientPhone(world).api.a[":token"]["payment-claim"].$post({ param: { token } });

  it.each<Fault>(["d1-batch", "durable-object"])(
    "%s: a clear error, nothing recorded; the retry claims once",
    async (fault) => {
      const world = faultyWorld();
      const { c, progressId, token } = await approvedBilling(world);
      world.arm(fault);
      const failed = await claim(world, token);
      expect(failed.status).toBe(500);
      expect((await progressRow(progressId))?.payment_claimed_at).toBeNull();
      world.disarm();
      expect((await claim(world, token)).status).toBe(200);
      expect((await claim(world, token)).status).toBe(200);
      await settle(world);
      expect((await progressRow(progressId))?.payment_claimed_at).toBeTypeOf("number");
      await expectSentOnce(c.email, CLAIM);
      expect(
        await rows("select id from notifications where user_id = ? and title = ?", c.userId, "Payment sent by client"),
      ).toHaveLength(1);
    },
  );

  it.each<Fault>(["send-batch", "r2-put", "dies-after-commit", "d1-after-commit"])(
    "%s: claimed at once; the contractor's email arrives once",
    async (fault) => {
      const world = faultyWorld();
      const { c, progressId, token } = await approvedBilling(world);
      world.arm(fault);
      expect((await claim(world, token)).status).toBe(200);
      expect((await progressRow(progressId))?.payment_claimed_at).toBeTypeOf("number");
      if (fault === "d1-after-commit") expect(await messagesTo(c.email, CLAIM)).toEqual([]);
      await settle(world);
      await expectSentOnce(c.email, CLAIM);
    },
  );
});

describe("mark paid", () => {
  const markPaid = (c: Contractor, progressId: number) =>
    c.browser.api.progress[":id"]["mark-paid"].$post({
      param: { id: String(progressId) },
      json: { paidOn: todayIn(), method: "bank", reference: "ACH 4471" },
    });

  it("d1-batch: a clear error, still approved; the retry marks it paid once", async () => {
    const world = faultyWorld();
    const { c, progressId } = await approvedBilling(world);
    world.arm("d1-batch");
    const failed = await markPaid(c, progressId);
    expect(failed.status).toBe(500);
    expect((await progressRow(progressId))?.status).toBe("approved");
    world.disarm();
    const paid = await ok(markPaid(c, progressId), 200);
    expect(await ok(markPaid(c, progressId))).toEqual(paid);
    expect((await progressRow(progressId))?.status).toBe("paid");
  });

  it.each<Fault>(["send-batch", "r2-put", "durable-object", "dies-after-commit"])(
    "%s: does not depend on it; paid once",
    async (fault) => {
      const world = faultyWorld();
      const { c, progressId } = await approvedBilling(world);
      world.arm(fault);
      const first = await ok(markPaid(c, progressId), 200);
      // A double tap answers the recorded payment unchanged.
      expect(await ok(markPaid(c, progressId))).toEqual(first);
      expect((await progressRow(progressId))?.status).toBe("paid");
    },
  );
});

describe("reminder sweep", () => {
  /** A zone where it is now between 9:00 and 22:00, so the hourly sweep sends today's reminders. */
  const zone = [
    "Asia/Tokyo",
    "Europe/London",
    "America/New_York",
    "America/Los_Angeles",
    "Pacific/Honolulu",
    "Pacific/Kiritimati",
  ].find((tz) => {
    const hour = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: tz, hour: "numeric", hourCycle: "h23" }).format(new Date()),
    );
    return hour >= 10 && hour <= 21;
  })!;

  /** An approved billing due today in the owner's zone, and an on-due-date template. */
  async function dueToday() {
    const email = `${uniqueName("rem")}@example.com`;
    const clientEmail = `${uniqueName("client")}@example.com`;
    const o = await insertOwner(env.DB, { username: uniqueName("rem"), email, timezone: zone });
    const client = await env.DB.prepare(
      "insert into clients (company_id, user_id, name, email, company_name) values (?, ?, 'Marcus Webb', ?, 'Webb Homes') returning id",
    )
      .bind(o.companyId, o.userId, clientEmail)
      .first<{ id: number }>();
    const project = await env.DB.prepare(
      "insert into projects (company_id, user_id, client_id, name) values (?, ?, ?, 'Webb Kitchen') returning id",
    )
      .bind(o.companyId, o.userId, client!.id)
      .first<{ id: number }>();
    const day = localClock(zone, Date.now()).day;
    const progress = await env.DB.prepare(
      "insert into progress (company_id, project_id, submitted_by, progress_number, completion_percentage, amount, status, due_date) values (?, ?, ?, 1, 40, 555050, 'approved', ?) returning id",
    )
      .bind(o.companyId, project!.id, o.userId, day)
      .first<{ id: number }>();
    await env.DB.prepare(
      `insert into nudge_templates (company_id, user_id, name, email_subject, email_body, sms_body, trigger_type, channels, active)
       values (?, ?, 'Due today', 'Reminder: {{projectName}}', 'Hi {{clientName}}: {{paymentLink}}', 'x', 'on_due_date', '["email"]', 1)`,
    )
      .bind(o.companyId, o.userId)
      .run();
    // Rows written straight to the tables bypass the change that would queue the company's own sweep; as if they
    // were there before today's sweep, the zone is not yet swept today (ADR 0128).
    await env.DB.prepare("delete from reminder_zone_sweeps where zone = ?").bind(zone).run();
    return { progressId: progress!.id, clientEmail };
  }

  const fireCron = (world: FaultyWorld) =>
    sweep(createScheduledController({ scheduledTime: Date.now(), cron: "0 * * * *" }), world.env);

  it("send-batch: the cron fails loudly and records nothing; the next hourly sweep sends once", async () => {
    const world = faultyWorld();
    const { progressId, clientEmail } = await dueToday();
    world.arm("send-batch");
    await expect(fireCron(world)).rejects.toThrow("Injected fault");
    expect(await nudgeHistoryOf(progressId)).toEqual([]);
    world.disarm();
    await fireCron(world);
    await settle(world);
    await fireCron(world);
    await settle(world);
    expect(await nudgeHistoryOf(progressId)).toMatchObject([{ success: 1 }]);
    await expectSentOnce(clientEmail, "Reminder:%");
  });

  it.each<Fault>(["d1-batch", "durable-object"])(
    "%s: the send job fails and is retried; one history row and one email in the end",
    async (fault) => {
      const world = faultyWorld();
      const { progressId, clientEmail } = await dueToday();
      await fireCron(world);
      await world.drain({ types: ["cleanup-sessions", "reminder-sweep"] });
      world.arm(fault);
      const { failed } = await world.drain({ types: ["send-reminder"] });
      expect(failed).toBeGreaterThan(0);
      expect(await messagesTo(clientEmail)).toEqual([]);
      // Overlapping cron in the meantime: still one.
      world.disarm();
      await fireCron(world);
      await settle(world);
      expect(await nudgeHistoryOf(progressId)).toMatchObject([{ success: 1 }]);
      await expectSentOnce(clientEmail, "Reminder:%");
    },
  );

  it.each<Fault>(["dies-after-commit", "r2-put"])(
    "%s: the reminder is recorded and its email relayed once",
    async (fault) => {
      const world = faultyWorld();
      const { progressId, clientEmail } = await dueToday();
      await fireCron(world);
      await world.drain({ types: ["cleanup-sessions", "reminder-sweep"] });
      world.arm(fault);
      await world.drain({ types: ["send-reminder"] });
      expect(await nudgeHistoryOf(progressId)).toMatchObject([{ success: 1 }]);
      await settle(world);
      await expectSentOnce(clientEmail, "Reminder:%");
    },
  );
});

describe("meeting upload", () => {
  /** Workers AI stand-in so the process-meeting job really runs (tests have no AI binding). */
  const ai = {
    calls: 0,
    async run(model: string) {
      ai.calls++;
      if (model === NOTES_MODEL)
        return { response: JSON.stringify({ summary: "Panel moves north.", keyPoints: [], actionItems: [] }) };
      return { text: "We agreed to move the panel two feet north." };
    },
  };

  /** A signed-up contractor over `world`, with the AI binding in place. */
  async function recorder(world: FaultyWorld) {
    (world.env as { AI?: unknown }).AI = ai;
    const browser = world.browser();
    const userId = (await register(browser, `${uniqueName("rec")}@example.com`)).id;
    /** The one-request recording: a multipart form, so it goes by path. */
    const send = (key: string) =>
      browser.fetch("/api/meetings", {
        method: "POST",
        body: recordingForm(webmBytes(4096)),
        headers: { "Idempotency-Key": key },
      });
    /** An upload that must succeed (with `status` when it matters: 201 made, 200 resumed), and its meeting. */
    const sent = async (key: string, status?: 200 | 201): Promise<MeetingView> => {
      const res = await send(key);
      expect(res.ok).toBe(true);
      if (status) expect(res.status).toBe(status);
      return res.json();
    };
    const meetingsOf = () =>
      rows<{ id: number; processing_status: string }>(
        "select id, processing_status from meetings where user_id = ? order by id",
        userId,
      );
    const used = async () =>
      (
        await rows<{ n: number }>(
          "select meetings_used as n from companies where id = (select company_id from users where id = ?)",
          userId,
        )
      )[0]!.n;
    const audio = async () => (await env.MEDIA.list({ prefix: `m/${userId}/` })).objects.map((o) => o.key);
    const processedNotices = () =>
      rows("select id from notifications where user_id = ? and kind = 'meeting_processed'", userId);
    return { browser, userId, send, sent, meetingsOf, used, audio, processedNotices };
  }

  it.each<Fault>(["r2-upload-part", "d1-batch"])(
    "%s: a clear error, no meeting, no quota used, nothing in R2; the retry with the same key makes one",
    async (fault) => {
      const world = faultyWorld();
      const r = await recorder(world);
      const key = uniqueName("upload_key_");
      world.arm(fault);
      const failed = await failure(r.send(key));
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe(GENERIC_500);
      expect(await r.meetingsOf()).toEqual([]);
      expect(await r.used()).toBe(0);
      expect(await r.audio()).toEqual([]);
      world.disarm();
      const retried = await r.sent(key, 201);
      expect((await r.sent(key)).id).toBe(retried.id);
      await settle(world);
      expect(await r.meetingsOf()).toEqual([{ id: retried.id, processing_status: "processed" }]);
      expect(await r.used()).toBe(1);
      expect(await r.audio()).toHaveLength(3); // the audio, its transcript and its one segment's transcript
      expect(await r.processedNotices()).toHaveLength(1);
    },
  );

  it("d1-after-commit: the meeting was created but the upload failed; the retry resumes it, no second meeting", async () => {
    const world = faultyWorld();
    const r = await recorder(world);
    const key = uniqueName("upload_key_");
    world.arm("d1-after-commit");
    const failed = await failure(r.send(key));
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe(GENERIC_500);
    // D1 is down for the clean-up too: the unfinished meeting (and its quota use) stays, to be resumed.
    expect(await r.meetingsOf()).toHaveLength(1);
    expect(await r.used()).toBe(1);
    world.disarm();
    const retried = await r.sent(key, 200);
    await settle(world);
    expect(await r.meetingsOf()).toEqual([{ id: retried.id, processing_status: "processed" }]);
    expect(await r.used()).toBe(1);
    expect(await r.processedNotices()).toHaveLength(1);
  });

  it("send-batch at complete: the recording is kept, the meeting is handed back to be completed by hand", async () => {
    const world = faultyWorld();
    const r = await recorder(world);
    world.arm("send-batch");
    const meeting = await r.sent(uniqueName("upload_key_"), 201);
    expect(meeting).toMatchObject({ processingStatus: "failed", recording: { status: "complete" } });
    await settle(world);
    expect(await r.meetingsOf()).toEqual([{ id: meeting.id, processing_status: "failed" }]);
    expect(await r.used()).toBe(1);
    const audio = await r.browser.fetch(`/api/meetings/${meeting.id}/audio`);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBe(4096);
  });

  it("dies-after-commit: the lost processing job is sent again by the retried POST; notes saved once", async () => {
    const world = faultyWorld();
    const r = await recorder(world);
    const key = uniqueName("upload_key_");
    world.arm("dies-after-commit");
    const first = await r.sent(key, 201);
    expect(world.counts.dropped).toBe(1);
    world.disarm();
    await world.drain();
    expect(await r.meetingsOf()).toEqual([{ id: first.id, processing_status: "processing" }]);
    // The client never got its answer (the isolate died): it retries with the same key.
    const retried = await r.sent(key, 200);
    expect(retried.id).toBe(first.id);
    // A second retry while the job is still queued is harmless: the job saves only a meeting still processing.
    expect((await r.send(key)).status).toBe(200);
    await settle(world);
    expect(await r.meetingsOf()).toEqual([{ id: first.id, processing_status: "processed" }]);
    expect(await r.used()).toBe(1);
    expect(await r.processedNotices()).toHaveLength(1);
  });

  it("r2-put while processing: the job fails and is retried; the transcript and notes are saved once", async () => {
    const world = faultyWorld();
    const r = await recorder(world);
    const meeting = await r.sent(uniqueName("upload_key_"), 201);
    world.arm("r2-put");
    expect(await world.drain()).toMatchObject({ failed: 1 });
    expect(await r.meetingsOf()).toEqual([{ id: meeting.id, processing_status: "processing" }]);
    await settle(world);
    expect(await r.meetingsOf()).toEqual([{ id: meeting.id, processing_status: "processed" }]);
    expect(await r.processedNotices()).toHaveLength(1);
  });
});
