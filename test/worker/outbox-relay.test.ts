// The outbox relay (ADR 0080): stuck messages are handed over once, refused hand-overs retry with backoff and end
// as visible failures, a duplicate delivery job never sends twice, and a billing without a sent link gets one.
import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { sweep } from "#worker/jobs/cron";
import { getDb } from "#worker/lib/db";
import type { DeliveryProvider } from "#worker/providers";
import { deliverMessage } from "#worker/services/deliver";
import { queueMessages } from "#worker/services/messages";
import { MAX_ENQUEUE_ATTEMPTS, relayBackoffMs } from "#worker/services/outbox-timing";
import { makeClient, makeProject, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { faultyWorld } from "./faults";
import { failure, ok, signedUp, uniqueName } from "./http";

// Each test is a multi-request flow over real bindings; on a loaded machine that outlasts the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

const MIN = 60_000;
type Row = {
  id: number;
  status: string;
  attempts: number;
  enqueue_attempts: number;
  relay_after: number | null;
  error: string | null;
};
const row = (id: number) => env.DB.prepare("select * from messages where id = ?").bind(id).first<Row>();
const deliverJobsFor = (jobs: unknown[], id: number) =>
  jobs.filter((j) => (j as { type: string; messageId?: number }).messageId === id);

async function stuckMessage(world: ReturnType<typeof faultyWorld>, now: Date) {
  world.arm("dies-after-commit");
  const [m] = await queueMessages(
    world.env,
    world.db,
    [
      {
        companyId: null,
        userId: null,
        channel: "email",
        to: "client@example.com",
        subject: "Approve",
        body: "Link",
        dedupeKey: uniqueName("k"),
      },
    ],
    now,
  );
  world.disarm();
  return m!.id;
}

describe("relaying messages whose job was lost", () => {
  it("leaves a fresh message alone, then hands a stuck one over exactly once, and never after it was sent", async () => {
    const world = faultyWorld();
    const t0 = new Date();
    const id = await stuckMessage(world, t0);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, enqueue_attempts: 0 });

    // Within the grace period the job may still be on its way: no relay.
    await world.relay(new Date(t0.getTime() + MIN));
    expect(deliverJobsFor(world.jobs, id)).toHaveLength(0);

    const later = new Date(t0.getTime() + 3 * MIN);
    const first = await world.relay(later);
    expect(first.handedOver).toContain(id);
    // Double relay (the same slot fired twice): nothing more.
    const second = await world.relay(later);
    expect(second.handedOver).not.toContain(id);
    expect(deliverJobsFor(world.jobs, id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ enqueue_attempts: 1, relay_after: later.getTime() + relayBackoffMs(1) });

    await world.drain();
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, relay_after: null });
    const afterSent = await world.relay(new Date(t0.getTime() + 60 * MIN));
    expect(afterSent.handedOver).not.toContain(id);
  });

  it("is idempotent when two relay passes run at the same time", async () => {
    const world = faultyWorld();
    const t0 = new Date();
    const ids = [await stuckMessage(world, t0), await stuckMessage(world, t0), await stuckMessage(world, t0)];
    const at = new Date(t0.getTime() + 5 * MIN);
    const [a, b] = await Promise.all([world.relay(at), world.relay(at)]);
    for (const id of ids) {
      expect(deliverJobsFor(world.jobs, id)).toHaveLength(1);
      expect([...a.handedOver, ...b.handedOver].filter((x) => x === id)).toHaveLength(1);
    }
  });

  it("recovers rows queued before the relay existed (no relay time), once", async () => {
    const world = faultyWorld();
    const old = Date.now() - 60 * MIN;
    const legacy = await env.DB.prepare(
      `insert into messages (channel, "to", body, status, created_at, updated_at) values ('email', 'c@example.com', 'x', 'queued', ?, ?) returning id`,
    )
      .bind(old, old)
      .first<{ id: number }>();
    const now = new Date();
    await Promise.all([world.relay(now), world.relay(now)]);
    expect(deliverJobsFor(world.jobs, legacy!.id)).toHaveLength(1);
    await world.drain();
    expect(await row(legacy!.id)).toMatchObject({ status: "sent", enqueue_attempts: 1 });
  });

  it("runs from the 5-minute cron trigger", async () => {
    const world = faultyWorld();
    const t0 = new Date();
    const id = await stuckMessage(world, t0);
    await sweep(createScheduledController({ scheduledTime: t0.getTime() + 5 * MIN, cron: "*/5 * * * *" }), world.env);
    expect(deliverJobsFor(world.jobs, id)).toHaveLength(1);
  });
});

describe("a refused enqueue", () => {
  it("is retried with backoff, then given up visibly once the tries are spent", async () => {
    const { user, member } = await signedUp();
    const world = faultyWorld();
    world.arm("send-batch");
    let now = new Date();
    const [m] = await queueMessages(
      world.env,
      world.db,
      [
        {
          companyId: member.companyId,
          userId: user.id,
          channel: "email",
          to: "c@example.com",
          subject: "Pay",
          body: "x",
          dedupeKey: uniqueName(),
        },
      ],
      now,
    );
    expect(m).toMatchObject({ deferred: true });
    expect(await row(m!.id)).toMatchObject({ status: "queued", enqueue_attempts: 1 });

    for (let attempt = 2; attempt <= MAX_ENQUEUE_ATTEMPTS; attempt++) {
      const before = (await row(m!.id))!;
      // Not before its time: the backoff holds.
      now = new Date(before.relay_after! - 1000);
      expect((await world.relay(now)).deferred).not.toContain(m!.id);
      now = new Date(before.relay_after!);
      expect((await world.relay(now)).deferred).toContain(m!.id);
      const after = (await row(m!.id))!;
      expect(after).toMatchObject({ status: "queued", enqueue_attempts: attempt });
      expect(after.relay_after).toBe(now.getTime() + relayBackoffMs(attempt));
      expect(after.error).toContain("Waiting for the delivery queue");
    }
    const last = (await row(m!.id))!;
    const result = await world.relay(new Date(last.relay_after!));
    expect(result.gaveUp).toContain(m!.id);
    const failed = (await row(m!.id))!;
    expect(failed.status).toBe("failed");
    expect(failed.error).toContain(`Gave up after ${MAX_ENQUEUE_ATTEMPTS} tries`);
    const notes = await env.DB.prepare("select kind from notifications where user_id = ?").bind(user.id).all();
    expect(notes.results).toEqual([{ kind: "message_failed" }]);
  });

  it("succeeds on the next pass when the queue is back, and the message is sent once", async () => {
    const world = faultyWorld();
    world.arm("send-batch");
    const now = new Date();
    const [m] = await queueMessages(
      world.env,
      world.db,
      [{ companyId: null, userId: null, channel: "email", to: "c@example.com", body: "x", dedupeKey: uniqueName() }],
      now,
    );
    world.disarm();
    const result = await world.relay(new Date(now.getTime() + 2 * MIN));
    expect(result.handedOver).toContain(m!.id);
    await world.drain();
    await world.relay(new Date(now.getTime() + 30 * MIN));
    await world.drain();
    expect(await row(m!.id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("duplicate delivery jobs", () => {
  it("send once when the relayed job and the original run at the same time", async () => {
    const world = faultyWorld();
    const id = await stuckMessage(world, new Date());
    let sends = 0;
    const slowProvider: DeliveryProvider = {
      name: "outbox",
      async send() {
        sends++;
        await new Promise((r) => setTimeout(r, 20));
        return { ok: true, response: "ok" };
      },
    } as DeliveryProvider;
    const db = getDb(env);
    const outcomes = await Promise.all([
      deliverMessage({ db, env, provider: slowProvider }, id),
      deliverMessage({ db, env, provider: slowProvider }, id),
    ]);
    expect(outcomes.sort()).toEqual(["sent", "skipped"]);
    expect(sends).toBe(1);
  });
});

describe("relaying approval links", () => {
  async function billingWithoutLink(world: ReturnType<typeof faultyWorld>) {
    const browser = world.browser();
    await ok(
      browser.api.register.$post({
        json: {
          username: uniqueName(),
          password: "ladder-jobsite-42",
          fullName: "Dana Reyes",
          email: "dana@example.com",
          companyName: "Reyes Electric",
        },
      }),
      201,
    );
    const clientEmail = `${uniqueName("client")}@example.com`;
    const client = await makeClient(browser, {
      name: "Marcus Webb",
      companyName: "Webb Homes",
      email: clientEmail,
      phone: null,
    });
    const project = await makeProject(browser, {
      name: uniqueName("Rewire "),
      clientId: client.id,
      totalValue: 1_000_000,
    });
    const upload = await uploadPhoto(browser, tinyPng());
    world.arm("durable-object");
    const submitted = await browser.api.progress.$post({
      json: {
        projectId: project.id,
        completionPercentage: 40,
        amount: 250_000,
        photos: [{ url: upload.url, caption: null }],
      },
    });
    world.disarm();
    return { progress: await ok(submitted, 201), clientEmail };
  }

  const emailsTo = (to: string) =>
    env.DB.prepare(`select id, status, body from messages where "to" = ?`)
      .bind(to)
      .all<{ id: number; status: string; body: string }>()
      .then((r) => r.results);

  it("issues and sends the link of a billing saved while the share-token store was down, once", async () => {
    const world = faultyWorld();
    const { progress, clientEmail } = await billingWithoutLink(world);
    expect(progress.approval).toEqual({ url: null, expiresAt: null, delivery: "later" });
    expect(await emailsTo(clientEmail)).toEqual([]);

    // Too fresh for the relay: the submission itself may still be sending it.
    expect((await world.relay(new Date())).approvalLinks).not.toContain(progress.id);
    const at = new Date(Date.now() + 5 * MIN);
    const [a, b] = await Promise.all([world.relay(at), world.relay(at)]);
    expect([...a.approvalLinks, ...b.approvalLinks].filter((id) => id === progress.id)).toHaveLength(1);
    const again = await world.relay(new Date(Date.now() + 20 * MIN));
    expect(again.approvalLinks).not.toContain(progress.id);
    await world.drain();
    const emails = await emailsTo(clientEmail);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.status).toBe("sent");
    expect(emails[0]!.body).toMatch(/\/a\/[A-Za-z0-9_-]{43}/);
  });

  it("keeps trying while the share-token store stays down", async () => {
    const world = faultyWorld();
    const { progress, clientEmail } = await billingWithoutLink(world);
    world.arm("durable-object");
    const at = new Date(Date.now() + 5 * MIN);
    expect((await world.relay(at)).approvalLinks).not.toContain(progress.id);
    world.disarm();
    // The failed pass's claim lapses; the next pass issues it.
    const next = await world.relay(new Date(at.getTime() + 5 * MIN));
    expect(next.approvalLinks).toContain(progress.id);
    await world.drain();
    expect(await emailsTo(clientEmail)).toHaveLength(1);
  });
});

describe("the development fault switch", () => {
  it("makes a request's enqueue fail until switched off, and 404s in production", async () => {
    const { app } = await import("#worker/app");
    const production = { ...env, APP_ENV: "production", RESEND_API_KEY: "re_test" } as Env;
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const prod = await app.fetch(
      new Request("https://paystage.test/api/dev/faults", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ queue: true }),
      }),
      production,
      ctx,
    );
    expect(prod.status).toBe(404);

    const { browser } = await signedUp();
    const faults = browser.api.dev.faults;
    // A switch that is not a boolean: not of the contract's type, so cast.
    const bad = await failure(faults.$put({ json: { queue: "yes" as never } }));
    expect(bad.status).toBe(400);
    expect(await ok(faults.$put({ json: { queue: true } }))).toEqual({ queue: true });
    try {
      const client = await makeClient(browser, {
        name: "Marcus",
        companyName: "Webb",
        email: `${uniqueName("c")}@example.com`,
        phone: null,
      });
      const project = await makeProject(browser, { name: uniqueName("P "), clientId: client.id, totalValue: 100_000 });
      const upload = await uploadPhoto(browser, tinyPng());
      const res = await ok(
        browser.api.progress.$post({
          json: { projectId: project.id, completionPercentage: 5, amount: 1_000, photos: [{ url: upload.url }] },
        }),
        201,
      );
      expect(res.approval!.delivery).toBe("later");
    } finally {
      await ok(faults.$put({ json: { queue: false } }));
    }
    expect(await ok(faults.$get())).toEqual({ queue: false });
  });
});
