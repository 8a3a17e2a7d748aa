// POST /api/support and the footer sign-up: the spec's messages, the stored request, and the email to the inbox.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { SupportRequest } from "#schema/contracts/support";
import { MAX_SUPPORT_REQUESTS_PER_WINDOW, SUPPORT_RATE_LIMIT_MESSAGE } from "#worker/services/support";
import { Browser, failure, ok, uniqueName } from "./http";

let ipSeq = 0;
/** Each test sends from its own address, so the per-network limit never leaks between tests. */
const visitor = () => new Browser(undefined, `198.51.100.${++ipSeq}`);

const request = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  name: "Dana Reyes",
  email: "Dana@Example.com",
  subject: `Invoice PDF will not open ${uniqueName("s")}`,
  message: "The PDF for invoice #14 shows a blank page on my phone.",
  ...overrides,
});

const send = (browser: Browser, json: SupportRequest) => browser.api.support.$post({ json });

type SupportRow = { id: number; name: string; email: string; subject: string; message: string };
type MessageRow = {
  channel: string;
  to: string;
  subject: string;
  body: string;
  user_id: number | null;
  dedupe_key: string;
};

const supportRows = (subject: string) =>
  env.DB.prepare("select * from support_requests where subject = ?")
    .bind(subject)
    .all<SupportRow>()
    .then((r) => r.results);
const messagesFor = (key: string) =>
  env.DB.prepare("select * from messages where dedupe_key = ?")
    .bind(key)
    .all<MessageRow>()
    .then((r) => r.results);

describe("POST /api/support", () => {
  it("stores the request and emails it to the support inbox", async () => {
    const data = request();
    const body = await ok(send(visitor(), data), 201);
    expect(body.id).toEqual(expect.any(Number));

    const [row] = await supportRows(data.subject);
    expect(row).toMatchObject({
      id: body.id,
      name: "Dana Reyes",
      email: "dana@example.com",
      subject: data.subject,
      message: data.message,
    });

    const [message] = await messagesFor(`support-request:${body.id}`);
    expect(message).toMatchObject({ channel: "email", to: env.SUPPORT_INBOX, user_id: null });
    expect(message!.to).toBe("support@paystage.app");
    expect(message!.subject).toContain(data.subject);
    expect(message!.body).toContain(data.message);
    expect(message!.body).toContain("Dana Reyes <dana@example.com>");
  });

  it.each([
    [{ name: "   " }, "name", "Name is required"],
    [{ name: undefined }, "name", "Name is required"],
    [{ email: "dana@" }, "email", "Please enter a valid email address"],
    [{ email: undefined }, "email", "Please enter a valid email address"],
    [{ subject: "" }, "subject", "Subject is required"],
    [{ message: "Too short" }, "message", "Message must be at least 10 characters long"],
    [{ message: "      short     " }, "message", "Message must be at least 10 characters long"],
  ])("rejects %o with the spec's message on the field", async (overrides, field, message) => {
    const data = request(overrides);
    const { status, body } = await failure(send(visitor(), data));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors?.[field]).toBe(message);
    expect(await supportRows(data.subject)).toHaveLength(0);
  });

  it("reports every invalid field at once, so the form can mark them all", async () => {
    const { status, body } = await failure(send(visitor(), { name: "", email: "x", subject: " ", message: "" }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      subject: "Subject is required",
      message: "Message must be at least 10 characters long",
    });
  });

  it("answers a retried or double-tapped request with the first one: one row, one email", async () => {
    const data = request();
    const browser = visitor();
    const a = await ok(send(browser, data), 201);
    const b = await ok(send(browser, data), 201);
    expect(b.id).toBe(a.id);
    expect(await supportRows(data.subject)).toHaveLength(1);
    expect(await messagesFor(`support-request:${a.id}`)).toHaveLength(1);
  });

  it("limits how many requests one network can send in a short time", async () => {
    const browser = visitor();
    for (let i = 0; i < MAX_SUPPORT_REQUESTS_PER_WINDOW; i++) {
      expect((await send(browser, request())).status).toBe(201);
    }
    const blocked = request();
    const { status, body } = await failure(send(browser, blocked));
    expect(status).toBe(429);
    expect(body.message).toBe(SUPPORT_RATE_LIMIT_MESSAGE);
    expect(await supportRows(blocked.subject)).toHaveLength(0);
    // Someone else is not affected.
    expect((await send(visitor(), request())).status).toBe(201);
  });
});

describe("POST /api/support/newsletter", () => {
  it("emails the sign-up to the support inbox once, however often the address is sent", async () => {
    const email = `${uniqueName("news")}@example.com`;
    for (let i = 0; i < 2; i++) {
      expect(await ok(visitor().api.support.newsletter.$post({ json: { email } }), 200)).toEqual({ ok: true });
    }
    const sent = await messagesFor(`newsletter:${email}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: "email", to: env.SUPPORT_INBOX });
    expect(sent[0]!.subject).toContain(email);
  });

  it("refuses an address that is not one", async () => {
    const { status, body } = await failure(visitor().api.support.newsletter.$post({ json: { email: "nope" } }));
    expect(status).toBe(400);
    expect(body.message).toBe("Please enter a valid email address");
  });
});
