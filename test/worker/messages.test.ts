import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Member } from "#schema/db/companies";
import { app } from "#worker/app";
import { consumeJobs } from "#worker/jobs/consumer";
import { getDb } from "#worker/lib/db";
import { withRequestId } from "#worker/lib/log";
import { enqueue, type JobQueue } from "#worker/lib/queue";
import { providerFor } from "#worker/providers";
import { twilioSms } from "#worker/providers/sms-twilio";
import { queueMessages } from "#worker/services/messages";
import { notificationRowsOf } from "../factories/reads";
import { Browser, ok, signedUp, uniqueName } from "./http";

const db = getDb(env);

type Row = {
  id: number;
  status: string;
  attempts: number;
  provider: string | null;
  provider_response: string | null;
  error: string | null;
  sent_at: number | null;
};
const messageRow = (id: number) => env.DB.prepare("select * from messages where id = ?").bind(id).first<Row>();

/** The test env with configuration overrides (provider keys, APP_ENV). */
const withEnv = (overrides: Record<string, string>) => ({ ...env, ...overrides }) as Env;

/** An env whose queue records what is sent instead of delivering it in the background. */
function recordingEnv(overrides: Partial<Env> = {}) {
  const sent: unknown[] = [];
  const dlq: unknown[] = [];
  const fake = {
    ...env,
    JOBS: { sendBatch: vi.fn(async (batch: { body: unknown }[]) => void sent.push(...batch.map((m) => m.body))) },
    JOBS_DLQ: { send: vi.fn(async (body: unknown) => void dlq.push(body)) },
    ...overrides,
  } as unknown as Env;
  return { env: fake, sent, dlq };
}

async function queuedMessage(
  member: Member | null,
  overrides: Partial<{ channel: "email" | "sms"; to: string; subject: string | null }> = {},
) {
  const { env: quiet } = recordingEnv();
  const [msg] = await queueMessages(quiet, db, [
    {
      companyId: member?.companyId ?? null,
      userId: member?.id ?? null,
      channel: "email",
      to: "client@example.com",
      subject: "Payment request",
      body: "Hello",
      ...overrides,
    },
  ]);
  return msg!.id;
}

let seq = 0;
async function runConsumer(queue: string, body: unknown, runEnv: Env, attempts = 1) {
  const batch = createMessageBatch(queue, [{ id: `msg-${seq++}`, timestamp: new Date(), attempts, body }]);
  const ctx = createExecutionContext();
  // The collected result keeps which messages were retried, not the delay asked for: watch retry() itself.
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  await consumeJobs(batch, runEnv);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

afterEach(() => vi.restoreAllMocks());

describe("queueMessages", () => {
  it("records each message as queued and enqueues one deliver-message job per message", async () => {
    const { env: fake, sent } = recordingEnv();
    const ids = await queueMessages(fake, db, [
      { companyId: null, userId: null, channel: "email", to: " a@example.com ", subject: "Hi", body: "Body A" },
      { companyId: null, userId: null, channel: "sms", to: "+15550100", body: "Body B" },
    ]);
    expect(ids).toHaveLength(2);
    expect(sent).toEqual(ids.map(({ id }) => ({ type: "deliver-message", messageId: id })));
    const a = await env.DB.prepare("select * from messages where id = ?")
      .bind(ids[0]!.id)
      .first<Record<string, unknown>>();
    expect(a).toMatchObject({
      channel: "email",
      to: "a@example.com",
      subject: "Hi",
      body: "Body A",
      status: "queued",
      attempts: 0,
    });
    const b = await messageRow(ids[1]!.id);
    expect(b?.status).toBe("queued");
  });

  it("makes a repeated call with the same dedupeKey a no-op that returns the existing id", async () => {
    const { env: fake, sent } = recordingEnv();
    const key = uniqueName("dedupe");
    const message = {
      companyId: null,
      userId: null,
      channel: "email" as const,
      to: "a@example.com",
      body: "Once",
      dedupeKey: key,
    };
    const first = await queueMessages(fake, db, [message]);
    const second = await queueMessages(fake, db, [message, { ...message, dedupeKey: null, body: "Other" }]);
    expect(second[0]).toEqual(first[0]);
    expect(second[1]!.id).not.toBe(first[0]!.id);
    expect(sent).toEqual([
      { type: "deliver-message", messageId: first[0]!.id },
      { type: "deliver-message", messageId: second[1]!.id },
    ]);
    const count = await env.DB.prepare("select count(*) as n from messages where dedupe_key = ?")
      .bind(key)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("keeps the messages queued for the outbox relay, not failed, when the queue refuses them", async () => {
    const broken = {
      ...env,
      JOBS: { sendBatch: async () => Promise.reject(new Error("queue down")) },
    } as unknown as Env;
    const key = uniqueName("broken");
    const now = new Date();
    const [answer] = await queueMessages(
      broken,
      db,
      [{ companyId: null, userId: null, channel: "email", to: "a@example.com", body: "x", dedupeKey: key }],
      now,
    );
    expect(answer).toMatchObject({ deferred: true });
    const row = await env.DB.prepare(
      "select status, error, enqueue_attempts, relay_after from messages where dedupe_key = ?",
    )
      .bind(key)
      .first<{ status: string; error: string; enqueue_attempts: number; relay_after: number }>();
    expect(row).toEqual({
      status: "queued",
      error: "Waiting for the delivery queue (queue down); retrying automatically.",
      enqueue_attempts: 1,
      relay_after: now.getTime() + 60_000,
    });
  });
});

describe("enqueue", () => {
  it("validates every job where it is sent and carries the request id; a malformed job never reaches the queue", async () => {
    const sent: unknown[] = [];
    const queue: JobQueue = {
      send: async (body) => sent.push(body),
      sendBatch: async (batch) => sent.push(...[...batch].map((m) => m.body)),
    };
    await withRequestId("req-1", () => enqueue(queue, [{ type: "deliver-message", messageId: 7 }]));
    expect(sent).toEqual([{ type: "deliver-message", messageId: 7, requestId: "req-1" }]);
    // Not jobs at all: cast past the compiler so the queue's own check is what refuses them.
    const malformed = [{ type: "deliver-message", messageId: -1 }, { type: "no-such-job" }] as never[];
    for (const job of malformed) await expect(enqueue(queue, job)).rejects.toThrow();
    await expect(enqueue(queue, [{ type: "health-ping" }, malformed[0]!])).rejects.toThrow();
    expect(sent).toHaveLength(1);
  });
});

describe("deliver-message job", () => {
  it("delivers through the local outbox when no provider is configured, and a second delivery changes nothing", async () => {
    const id = await queuedMessage(null);
    const result = await runConsumer("paystage-jobs", { type: "deliver-message", messageId: id }, env);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    const row = await messageRow(id);
    expect(row).toMatchObject({ status: "sent", provider: "outbox", attempts: 1, error: null });
    expect(row?.sent_at).toBeTypeOf("number");

    const again = await runConsumer("paystage-jobs", { type: "deliver-message", messageId: id }, env);
    expect(again.explicitAcks).toHaveLength(1);
    expect((await messageRow(id))?.attempts).toBe(1);
  });

  it("sends email through Resend when a key is set, with the idempotency key and sender", async () => {
    const id = await queuedMessage(null);
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ id: "re_123" }, { status: 200 }));
    const result = await runConsumer(
      "paystage-jobs",
      { type: "deliver-message", messageId: id },
      withEnv({ RESEND_API_KEY: "re_fake" }),
    );
    expect(result.explicitAcks).toHaveLength(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://api.resend.com/emails");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_fake");
    expect(headers.get("Idempotency-Key")).toBe(`paystage-message/${id}`);
    expect(JSON.parse(String(init?.body))).toEqual({
      from: env.EMAIL_FROM,
      to: ["client@example.com"],
      subject: "Payment request",
      text: "Hello",
    });
    expect(await messageRow(id)).toMatchObject({
      status: "sent",
      provider: "resend",
      provider_response: 'HTTP 200 {"id":"re_123"}',
    });
  });

  it("retries a transient provider failure with backoff and keeps the answer", async () => {
    const { user, member } = await signedUp();
    const id = await queuedMessage(member);
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("upstream unavailable", { status: 503 }));
    const withKey = withEnv({ RESEND_API_KEY: "re_fake" });
    const first = await runConsumer("paystage-jobs", { type: "deliver-message", messageId: id }, withKey, 1);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.retryDelays).toEqual([30]);
    expect(first.explicitAcks).toEqual([]);
    const third = await runConsumer("paystage-jobs", { type: "deliver-message", messageId: id }, withKey, 3);
    expect(third.retryDelays).toEqual([120]);
    expect(await messageRow(id)).toMatchObject({
      status: "queued",
      attempts: 2,
      provider: "resend",
      provider_response: "HTTP 503 upstream unavailable",
    });
    expect(await notificationRowsOf(user.id)).toEqual([]);

    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    const network = await runConsumer("paystage-jobs", { type: "deliver-message", messageId: id }, withKey, 4);
    expect(network.retryMessages).toHaveLength(1);
    expect((await messageRow(id))?.provider_response).toBe("Network error: Network connection lost");
  });

  it("marks a permanent failure failed, notifies the owner, and acks without retrying", async () => {
    const { user, member } = await signedUp();
    const id = await queuedMessage(member, { to: "nobody@invalid" });
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({ statusCode: 422, message: "Invalid `to` field." }, { status: 422 }),
    );
    const result = await runConsumer(
      "paystage-jobs",
      { type: "deliver-message", messageId: id },
      withEnv({ RESEND_API_KEY: "re_fake" }),
    );
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    const row = await messageRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, provider: "resend" });
    expect(row?.error).toContain("HTTP 422");
    const notes = await notificationRowsOf(user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "message_failed", title: "Message not delivered" });
    expect(notes[0]!.body).toContain('Your email to nobody@invalid could not be delivered ("Payment request").');
  });

  it("treats 429 as transient and 401 as permanent", async () => {
    const withKey = withEnv({ RESEND_API_KEY: "re_fake" });
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("slow down", { status: 429 }));
    const limited = await queuedMessage(null);
    expect(
      (await runConsumer("paystage-jobs", { type: "deliver-message", messageId: limited }, withKey)).retryMessages,
    ).toHaveLength(1);
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("bad key", { status: 401 }));
    const refused = await queuedMessage(null);
    expect(
      (await runConsumer("paystage-jobs", { type: "deliver-message", messageId: refused }, withKey)).retryMessages,
    ).toEqual([]);
    expect((await messageRow(refused))?.status).toBe("failed");
  });

  it("in production without an SMS provider, fails the message visibly instead of pretending", async () => {
    const { user, member } = await signedUp();
    const id = await queuedMessage(member, { channel: "sms", to: "+15550100", subject: null });
    const prod = withEnv({ APP_ENV: "production", RESEND_API_KEY: "re_fake" });
    const result = await runConsumer("paystage-jobs", { type: "deliver-message", messageId: id }, prod);
    expect(result.retryMessages).toEqual([]);
    const row = await messageRow(id);
    expect(row?.status).toBe("failed");
    expect(row?.error).toBe(
      "No SMS provider is configured (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM).",
    );
    expect((await notificationRowsOf(user.id))[0]?.body).toContain(
      "Your text message to +15550100 could not be delivered.",
    );
  });

  it("sends SMS through Twilio with basic auth and a form body", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ sid: "SM1" }, { status: 201 }),
    );
    const twilio = twilioSms({ accountSid: "AC123", authToken: "tok", from: "+15550000" }, fetcher as typeof fetch);
    const result = await twilio.send({ messageId: 1, to: "+15550100", subject: null, body: "Pay $12.50" });
    expect(result.ok).toBe(true);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Basic ${btoa("AC123:tok")}`);
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({
      To: "+15550100",
      From: "+15550000",
      Body: "Pay $12.50",
    });

    fetcher.mockResolvedValueOnce(
      Response.json({ code: 21211, message: "Invalid 'To' Phone Number" }, { status: 400 }),
    );
    expect(await twilio.send({ messageId: 2, to: "+15005550001", subject: null, body: "x" })).toMatchObject({
      ok: false,
      permanent: true,
    });
    fetcher.mockResolvedValueOnce(new Response("", { status: 500 }));
    expect(await twilio.send({ messageId: 3, to: "+15550100", subject: null, body: "x" })).toMatchObject({
      ok: false,
      permanent: false,
    });
  });

  it("chooses providers by configuration", () => {
    expect(providerFor(env, "email").name).toBe("outbox");
    expect(providerFor(env, "sms").name).toBe("outbox");
    expect(providerFor(withEnv({ RESEND_API_KEY: "k" }), "email").name).toBe("resend");
    const twilio = withEnv({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+1555" });
    expect(providerFor(twilio, "sms").name).toBe("twilio");
    expect(providerFor(withEnv({ APP_ENV: "production" }), "email").name).toBe("none");
  });
});

describe("dead letters", () => {
  it("parks a malformed job in the dead-letter queue and acks it", async () => {
    const { env: fake, dlq } = recordingEnv();
    const result = await runConsumer("paystage-jobs", { type: "deliver-message", messageId: "seven" }, fake);
    expect(result.explicitAcks).toHaveLength(1);
    expect(dlq).toEqual([{ reason: "malformed", body: { type: "deliver-message", messageId: "seven" } }]);
  });

  it("marks a dead-lettered delivery failed and notifies the owner once", async () => {
    const { user, member } = await signedUp();
    const id = await queuedMessage(member);
    await env.DB.prepare("update messages set attempts = 6, error = 'HTTP 503 upstream unavailable' where id = ?")
      .bind(id)
      .run();
    const result = await runConsumer("paystage-jobs-dlq", { type: "deliver-message", messageId: id }, env);
    expect(result.explicitAcks).toHaveLength(1);
    const row = await messageRow(id);
    expect(row).toMatchObject({
      status: "failed",
      error: "Gave up after 6 attempt(s). Last error: HTTP 503 upstream unavailable",
    });
    await runConsumer("paystage-jobs-dlq", { type: "deliver-message", messageId: id }, env);
    const notes = await notificationRowsOf(user.id);
    expect(notes.map((n) => n.kind)).toEqual(["message_failed"]);
  });

  it("leaves a message that was sent meanwhile as sent", async () => {
    const id = await queuedMessage(null);
    await runConsumer("paystage-jobs", { type: "deliver-message", messageId: id }, env);
    await runConsumer("paystage-jobs-dlq", { type: "deliver-message", messageId: id }, env);
    expect((await messageRow(id))?.status).toBe("sent");
  });

  it("records any other dead-lettered job in the audit trail", async () => {
    const marker = uniqueName("job");
    await runConsumer("paystage-jobs-dlq", { reason: "malformed", body: { type: marker } }, env);
    const audit = await env.DB.prepare("select action, data from audit_events where entity = 'job' and data like ?")
      .bind(`%${marker}%`)
      .first<{ action: string; data: string }>();
    expect(audit?.action).toBe("dead_lettered");
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists messages newest first with their delivery state", async () => {
    const subject = uniqueName("subject");
    const older = await queuedMessage(null);
    const { env: quiet } = recordingEnv();
    const [newer] = await queueMessages(quiet, db, [
      {
        companyId: null,
        userId: null,
        channel: "sms",
        to: "+15550100",
        subject,
        body: "Open https://paystage.test/a/x",
      },
    ]);
    const body = await ok(new Browser().api.dev.outbox.$get());
    expect(Array.isArray(body)).toBe(true);
    const ids = body.map((m) => m.id);
    expect(ids.indexOf(newer!.id)).toBeLessThan(ids.indexOf(older));
    const item = body.find((m) => m.id === newer!.id)!;
    expect(item).toMatchObject({
      id: newer!.id,
      channel: "sms",
      to: "+15550100",
      subject,
      body: "Open https://paystage.test/a/x",
      status: "queued",
    });
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
  });

  it("does not exist in production", async () => {
    const prod = withEnv({ APP_ENV: "production", RESEND_API_KEY: "re_fake" });
    const res = await app.fetch(new Request("https://paystage.test/api/dev/outbox"), prod, createExecutionContext());
    expect(res.status).toBe(404);
  });
});
