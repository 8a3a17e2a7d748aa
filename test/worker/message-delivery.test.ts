// Messages reach phones once (ADR 0119): Twilio's SID and status callback, reconciling an ambiguous 5xx before any
// resend, Resend's 409s by their documented names, and STOP/START replies. Provider answers are recorded shapes.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_TWIML } from "#schema/contracts/twilio";
import { app } from "#worker/app";
import { getDb } from "#worker/lib/db";
import { classifyResend } from "#worker/providers/email-resend";
import { NOT_FOUND_SETTLE_MS, twilioSms } from "#worker/providers/sms-twilio";
import { twilioSignature } from "#worker/providers/twilio-signature";
import { deliverMessage, TransientDeliveryError } from "#worker/services/deliver";
import { queueMessages } from "#worker/services/messages";

const db = getDb(env);
const TOKEN = "twilio_test_auth_token";
const twilioEnv = { ...env, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: "+15550000" } as Env;

type Row = { status: string; provider_message_id: string | null; delivery_status: string | null; error: string | null };
const row = (id: number) => env.DB.prepare("select * from messages where id = ?").bind(id).first<Row>();

let phoneSeq = 0;
const newPhone = () => `+1512555${String(1000 + (phoneSeq++ % 9000)).padStart(4, "0")}`;

async function queuedSms(to: string, body = "Pay $12.50 at https://paystage.test/a/x") {
  const quiet = { ...env, JOBS: { sendBatch: async () => {} } } as unknown as Env;
  const [msg] = await queueMessages(quiet, db, [{ companyId: null, userId: null, channel: "sms", to, body }]);
  return msg!.id;
}

/** Twilio's 201 Created for POST /Messages.json (abridged to the fields we read). */
const created = (sid: string, to: string, body: string) =>
  Response.json(
    {
      sid,
      status: "queued",
      to,
      from: "+15550000",
      body,
      direction: "outbound-api",
      date_created: new Date().toUTCString(),
    },
    { status: 201 },
  );

/** Twilio's list answer (abridged) while the accepted message waits in Twilio's queue: no date_sent, no price. */
const queuedListAnswer = (to: string, body: string) => ({
  first_page_uri: "/2010-04-01/Accounts/AC1/Messages.json?To=x&From=%2B15550000&PageSize=1000&Page=0",
  next_page_uri: null,
  previous_page_uri: null,
  page: 0,
  page_size: 1000,
  messages: [
    {
      sid: "SMqueued0123456789abcdef0123456789",
      status: "queued",
      direction: "outbound-api",
      to,
      from: "+15550000",
      body,
      date_created: new Date().toUTCString(),
      date_updated: new Date().toUTCString(),
      date_sent: null,
      error_code: null,
      price: null,
    },
    {
      sid: "SMolder0123456789abcdef01234567890",
      status: "delivered",
      direction: "outbound-api",
      to,
      from: "+15550000",
      body,
      date_created: "Mon, 02 Nov 2026 14:00:00 +0000",
      date_sent: "Mon, 02 Nov 2026 14:00:01 +0000",
    },
  ],
});

/** Twilio's answer to POST /Messages.json for a number that replied STOP (error 21610). */
const unsubscribed = () =>
  Response.json(
    {
      code: 21610,
      message: "Attempt to send to unsubscribed recipient",
      more_info: "https://www.twilio.com/docs/errors/21610",
      status: 400,
    },
    { status: 400 },
  );

const optOut = (phone: string) =>
  env.DB.prepare("select keyword from sms_opt_outs where phone = ?").bind(phone).first<{ keyword: string }>();

/** Twilio's documented error body for a 5xx. */
const serverError = () =>
  Response.json(
    {
      code: 20500,
      message: "Internal Server Error",
      more_info: "https://www.twilio.com/docs/errors/20500",
      status: 500,
    },
    { status: 500 },
  );

async function signedPost(path: string, params: Record<string, string>, token = TOKEN) {
  const url = `https://paystage.test${path}`;
  const form = new URLSearchParams(params);
  return app.fetch(
    new Request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": twilioSignature(token, url, form),
      },
      body: form,
    }),
    twilioEnv,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("Twilio signature", () => {
  it("matches Twilio's documented example", () => {
    // The example of Twilio's webhook-security page (auth token 12345).
    const params = new URLSearchParams({
      CallSid: "CA1234567890ABCDE",
      Caller: "+12349013030",
      Digits: "1234",
      From: "+12349013030",
      To: "+18005551212",
    });
    expect(twilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", params)).toBe(
      "0/KCTR6DLpKmkAf8muzZqo1nDgQ=",
    );
  });
});

describe("Twilio sends", () => {
  it("stores the Message SID from the 201 and sends a per-message StatusCallback", async () => {
    const to = newPhone();
    const id = await queuedSms(to);
    const fetcher = vi.fn(async (_u: string | URL | Request, init?: RequestInit) =>
      created("SM0123456789abcdef0123456789abcdef", to, String(new URLSearchParams(String(init?.body)).get("Body"))),
    );
    const provider = twilioSms(
      {
        accountSid: "AC1",
        authToken: TOKEN,
        from: "+15550000",
        statusCallback: (m) => `https://app.test/api/twilio/status?messageId=${m}`,
      },
      fetcher as typeof fetch,
    );
    expect(await deliverMessage({ db, env, provider }, id)).toBe("sent");
    const form = fetcher.mock.calls[0]![1]!.body as URLSearchParams;
    expect(form.get("StatusCallback")).toBe(`https://app.test/api/twilio/status?messageId=${id}`);
    expect(await row(id)).toMatchObject({ status: "sent", provider_message_id: "SM0123456789abcdef0123456789abcdef" });
  });

  it("after a 5xx does not send again when the reconcile finds the message at Twilio", async () => {
    const to = newPhone();
    const body = "Reminder: pay $40.00";
    const id = await queuedSms(to, body);
    const posts: string[] = [];
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push(String(url));
        return serverError();
      }
      // GET Messages.json?To=..&From=..: Twilio's list answer, the accepted message in it.
      expect(String(url)).toContain(`To=${encodeURIComponent(to)}`);
      expect(String(url)).not.toContain("DateSent");
      return Response.json({
        messages: [
          {
            sid: "SMaccepted",
            body,
            to,
            from: "+15550000",
            direction: "outbound-api",
            date_created: new Date().toUTCString(),
          },
        ],
        page: 0,
        page_size: 50,
      });
    });
    const provider = twilioSms({ accountSid: "AC1", authToken: TOKEN, from: "+15550000" }, fetcher as typeof fetch);
    await expect(deliverMessage({ db, env, provider }, id)).rejects.toBeInstanceOf(TransientDeliveryError);
    expect((await row(id))?.status).toBe("queued");
    // The queue's retry: asks Twilio first, finds it, settles it, and never POSTs a second text.
    expect(await deliverMessage({ db, env, provider }, id)).toBe("sent");
    expect(posts).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", provider_message_id: "SMaccepted" });
  });

  it("after a 5xx finds a message still queued at Twilio (no date_sent yet) and never sends it twice", async () => {
    const to = newPhone();
    const body = "Reminder: $1,250.00 is due today";
    const id = await queuedSms(to, body);
    let posts = 0;
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts += 1;
        return serverError();
      }
      // A list filtered by DateSent would not contain it: a queued message has no date_sent yet.
      if (String(url).includes("DateSent")) return Response.json({ messages: [], page: 0, page_size: 1000 });
      return Response.json(queuedListAnswer(to, body));
    });
    const provider = twilioSms({ accountSid: "AC1", authToken: TOKEN, from: "+15550000" }, fetcher as typeof fetch);
    await expect(deliverMessage({ db, env, provider }, id)).rejects.toBeInstanceOf(TransientDeliveryError);
    expect(await deliverMessage({ db, env, provider }, id, new Date(Date.now() + 30_000))).toBe("sent");
    expect(posts).toBe(1);
    expect(await row(id)).toMatchObject({ status: "sent", provider_message_id: "SMqueued0123456789abcdef0123456789" });
  });

  it("after a 5xx, a message Twilio does not list yet is unknown: no send until the window has passed", async () => {
    const to = newPhone();
    const id = await queuedSms(to);
    let posts = 0;
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      if (init?.method !== "POST")
        return Response.json({ messages: [], next_page_uri: null, page: 0, page_size: 1000 });
      posts += 1;
      return posts === 1 ? serverError() : created("SMsecond", to, "x");
    });
    const provider = twilioSms({ accountSid: "AC1", authToken: TOKEN, from: "+15550000" }, fetcher as typeof fetch);
    const first = Date.now();
    await expect(deliverMessage({ db, env, provider }, id, new Date(first))).rejects.toBeInstanceOf(
      TransientDeliveryError,
    );
    // The queue's retry 30 s later: Twilio shows nothing yet, which is not "never sent".
    await expect(deliverMessage({ db, env, provider }, id, new Date(first + 30_000))).rejects.toBeInstanceOf(
      TransientDeliveryError,
    );
    expect(posts).toBe(1);
    expect(await row(id)).toMatchObject({ status: "queued" });
    // Past the window, still not listed: it was never created, so it is sent now, once.
    expect(await deliverMessage({ db, env, provider }, id, new Date(first + NOT_FOUND_SETTLE_MS + 1_000))).toBe("sent");
    expect(posts).toBe(2);
    expect((await row(id))?.provider_message_id).toBe("SMsecond");
  });

  it("a list longer than one page leaves the answer unknown and sends nothing", async () => {
    const to = newPhone();
    const id = await queuedSms(to);
    let posts = 0;
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      if (init?.method !== "POST") {
        return Response.json({
          messages: [],
          next_page_uri: "/2010-04-01/Accounts/AC1/Messages.json?PageSize=1000&Page=1&PageToken=PA1",
        });
      }
      posts += 1;
      return serverError();
    });
    const provider = twilioSms({ accountSid: "AC1", authToken: TOKEN, from: "+15550000" }, fetcher as typeof fetch);
    const first = Date.now();
    await expect(deliverMessage({ db, env, provider }, id, new Date(first))).rejects.toBeInstanceOf(
      TransientDeliveryError,
    );
    await expect(
      deliverMessage({ db, env, provider }, id, new Date(first + NOT_FOUND_SETTLE_MS * 2)),
    ).rejects.toBeInstanceOf(TransientDeliveryError);
    expect(posts).toBe(1);
  });
});

describe("Twilio 21610 (the number replied STOP)", () => {
  it("records the opt-out, shows the STOP note on the message, and holds every later text", async () => {
    const phone = newPhone();
    const id = await queuedSms(phone);
    const fetcher = vi.fn(async () => unsubscribed());
    const provider = twilioSms({ accountSid: "AC1", authToken: TOKEN, from: "+15550000" }, fetcher as typeof fetch);
    expect(await deliverMessage({ db, env, provider }, id)).toBe("skipped");
    expect(await row(id)).toMatchObject({ status: "skipped", error: "Client replied STOP; texts are off" });
    expect(await optOut(phone)).toMatchObject({ keyword: "STOP" });
    // No "Message not delivered" notice: the client chose this, as with a STOP reply.
    const send = vi.fn(async () => ({ ok: true, response: "HTTP 201" }));
    const next = await queuedSms(phone);
    expect(await deliverMessage({ db, env, provider: { name: "twilio", send } }, next)).toBe("skipped");
    expect(send).not.toHaveBeenCalled();
    // START clears it, exactly as for a STOP reply.
    await signedPost("/api/twilio/inbound", { From: phone, To: "+15550000", Body: "START" });
    expect(await optOut(phone)).toBeNull();
  });

  it("a status callback with ErrorCode 21610 records the opt-out too", async () => {
    const phone = newPhone();
    const id = await queuedSms(phone);
    const res = await signedPost(`/api/twilio/status?messageId=${id}`, {
      MessageSid: "SMstop",
      MessageStatus: "failed",
      ErrorCode: "21610",
    });
    expect(res.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "failed", error: "Client replied STOP; texts are off" });
    expect(await optOut(phone)).toMatchObject({ keyword: "STOP" });
  });
});

describe("POST /api/twilio/status", () => {
  it("marks a message delivered with a valid signature, once", async () => {
    const id = await queuedSms(newPhone());
    await deliverMessage(
      {
        db,
        env,
        provider: {
          name: "twilio",
          send: async () => ({ ok: true, providerMessageId: "SMcb1", response: "HTTP 201" }),
        },
      },
      id,
    );
    const res = await signedPost(`/api/twilio/status?messageId=${id}`, {
      MessageSid: "SMcb1",
      MessageStatus: "delivered",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(EMPTY_TWIML);
    expect(await row(id)).toMatchObject({ status: "sent", delivery_status: "delivered" });
    // A late "sent" after "delivered" changes nothing.
    await signedPost(`/api/twilio/status?messageId=${id}`, { MessageSid: "SMcb1", MessageStatus: "sent" });
    expect((await row(id))?.delivery_status).toBe("delivered");
  });

  it("refuses a bad signature with 403 and changes nothing", async () => {
    const id = await queuedSms(newPhone());
    const forged = await signedPost(
      `/api/twilio/status?messageId=${id}`,
      { MessageSid: "SMx", MessageStatus: "delivered" },
      "wrong",
    );
    expect(forged.status).toBe(403);
    expect(await row(id)).toMatchObject({ status: "queued", delivery_status: null });
    const unsigned = await app.fetch(
      new Request(`https://paystage.test/api/twilio/status?messageId=${id}`, {
        method: "POST",
        body: new URLSearchParams({ MessageSid: "SMx", MessageStatus: "delivered" }),
      }),
      twilioEnv,
    );
    expect(unsigned.status).toBe(403);
  });

  it("settles an ambiguous message as sent when its callback arrives, and records a carrier failure", async () => {
    const id = await queuedSms(newPhone());
    const res = await signedPost(`/api/twilio/status?messageId=${id}`, { MessageSid: "SMlate", MessageStatus: "sent" });
    expect(res.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: "sent", provider_message_id: "SMlate", delivery_status: "sent" });
    await signedPost(`/api/twilio/status?messageId=${id}`, {
      MessageSid: "SMlate",
      MessageStatus: "undelivered",
      ErrorCode: "30003",
    });
    expect(await row(id)).toMatchObject({ status: "failed", delivery_status: "undelivered" });
    expect((await row(id))?.error).toContain("Twilio error 30003");
  });

  it("answers 400 for a form that is not a status callback", async () => {
    const res = await signedPost("/api/twilio/status?messageId=1", { Nothing: "here" });
    expect(res.status).toBe(400);
  });
});

describe("STOP and START", () => {
  it("an opted-out number gets no text (skipped, with the reason); START turns texts back on", async () => {
    const phone = newPhone();
    const stop = await signedPost("/api/twilio/inbound", { From: phone, To: "+15550000", Body: " stop " });
    expect(stop.status).toBe(200);
    expect(await stop.text()).toBe(EMPTY_TWIML);

    const send = vi.fn(async () => ({ ok: true, response: "HTTP 201" }));
    const held = await queuedSms(phone);
    expect(await deliverMessage({ db, env, provider: { name: "twilio", send } }, held)).toBe("skipped");
    expect(send).not.toHaveBeenCalled();
    expect(await row(held)).toMatchObject({ status: "skipped", error: "Client replied STOP; texts are off" });
    // A status callback cannot revive a skipped message.
    await signedPost(`/api/twilio/status?messageId=${held}`, { MessageSid: "SMz", MessageStatus: "delivered" });
    expect((await row(held))?.status).toBe("skipped");

    await signedPost("/api/twilio/inbound", { From: phone, To: "+15550000", Body: "START" });
    const again = await queuedSms(phone);
    expect(await deliverMessage({ db, env, provider: { name: "twilio", send } }, again)).toBe("sent");
  });
});

describe("Resend's documented answers", () => {
  it("retries 409 concurrent_idempotent_requests, fails 409 invalid_idempotent_request", () => {
    const concurrent = classifyResend(
      409,
      JSON.stringify({
        statusCode: 409,
        name: "concurrent_idempotent_requests",
        message: "Same idempotency key used while original request is still in progress.",
      }),
    );
    expect(concurrent).toMatchObject({ ok: false, permanent: false });
    const invalid = classifyResend(
      409,
      JSON.stringify({
        statusCode: 409,
        name: "invalid_idempotent_request",
        message: "Same idempotency key used with a different request payload.",
      }),
    );
    expect(invalid).toMatchObject({ ok: false, permanent: true });
    expect(classifyResend(429, JSON.stringify({ statusCode: 429, name: "rate_limit_exceeded" })).permanent).toBe(false);
    expect(classifyResend(500, JSON.stringify({ statusCode: 500, name: "application_error" })).permanent).toBe(false);
    expect(classifyResend(422, JSON.stringify({ statusCode: 422, name: "validation_error" })).permanent).toBe(true);
  });

  it("a concurrent 409 leaves the message queued for the queue's retry", async () => {
    const quiet = { ...env, JOBS: { sendBatch: async () => {} } } as unknown as Env;
    const [msg] = await queueMessages(quiet, db, [
      { companyId: null, userId: null, channel: "email", to: "c@example.com", subject: "Hi", body: "Hello" },
    ]);
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json(
        { statusCode: 409, name: "concurrent_idempotent_requests", message: "in progress" },
        { status: 409 },
      ),
    );
    const withKey = { ...env, RESEND_API_KEY: "re_test" } as Env;
    await expect(deliverMessage({ db, env: withKey }, msg!.id)).rejects.toBeInstanceOf(TransientDeliveryError);
    expect((await row(msg!.id))?.status).toBe("queued");
  });
});
