// Read replicas (ADR 0128): every request runs on one D1 session; writes and the paths that must read the newest state
// start on the primary, other reads on a replica no older than the visitor's bookmark cookie, which a write sets so
// the person reads their own writes. Jobs carry the bookmark of the request that queued them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ClientInput } from "#schema/contracts/clients";
import { enqueue } from "#worker/lib/queue";
import { BOOKMARK_COOKIE, bookmarkOf, sessionStart, validBookmark, withBookmark } from "#worker/lib/replica";
import { ok, signedUp } from "./http";

const client: ClientInput = { name: "Ana Ruiz", companyName: "Ruiz Homes", email: "ana@ruiz.example", phone: "" };
const BOOKMARK = "0000004d-00000002-00004ef8-2a5ae3d4a0e1c0b7a4c3f9bd9e8c1d21";

describe("where a request's D1 session starts", () => {
  it("writes and the paths that must be newest start on the primary", () => {
    expect(sessionStart("POST", "/api/clients", BOOKMARK)).toBe("first-primary");
    expect(sessionStart("DELETE", "/api/clients/1", null)).toBe("first-primary");
    for (const path of [
      "/api/auth/user",
      "/api/a/abc",
      "/a/abc",
      "/api/payments/x",
      "/api/stripe/webhook",
      "/api/twilio/status",
      "/api/health",
    ]) {
      expect(sessionStart("GET", path, BOOKMARK), path).toBe("first-primary");
    }
  });

  it("other reads use a replica at least as new as the visitor's bookmark, or any replica without one", () => {
    expect(sessionStart("GET", "/api/invoices", BOOKMARK)).toBe(BOOKMARK);
    expect(sessionStart("GET", "/api/dashboard", null)).toBe("first-unconstrained");
    // A cookie that is not a bookmark is never handed to D1.
    expect(sessionStart("GET", "/api/dashboard", "'; drop table users")).toBe("first-unconstrained");
    expect(validBookmark("x".repeat(300))).toBeNull();
  });
});

describe("the bookmark cookie", () => {
  it("a write sets it; the next read sends it and reads the write back", async () => {
    const { browser } = await signedUp();
    browser.bookmarkCookie = "";
    const res = await browser.send(
      new Request("https://paystage.test/api/clients", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(client),
      }),
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number };
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
    // Local D1 answers bookmarks as the hosted one does; the cookie is short-lived and not readable by scripts.
    expect(cookie).toMatch(/^ps_d1=[0-9a-f-]+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(browser.bookmarkCookie).toBe(cookie!.split(";")[0]);

    // The read carries the bookmark and sees the client just created.
    const read = await browser.send(new Request("https://paystage.test/api/clients"));
    expect(read.status).toBe(200);
    expect(((await read.json()) as { id: number }[]).map((c) => c.id)).toContain(created.id);
    // A read does not move the cookie.
    expect(read.headers.getSetCookie().some((c) => c.startsWith(`${BOOKMARK_COOKIE}=`))).toBe(false);
  });

  it("a forged bookmark cookie is ignored: the read still answers", async () => {
    const { browser } = await signedUp();
    browser.bookmarkCookie = `${BOOKMARK_COOKIE}=not-a-bookmark`;
    const list = await ok(browser.api.clients.$get({ query: {} }));
    expect(list).toEqual([]);
  });
});

describe("jobs carry the bookmark", () => {
  it("a job queued during a request carries that request's bookmark, and the consumer reads it back", async () => {
    const sent: unknown[] = [];
    const queue = { send: async (b: unknown) => void sent.push(b), sendBatch: async () => {} };
    await withBookmark(
      () => BOOKMARK,
      () => enqueue(queue, { type: "health-ping" }),
    );
    expect(sent).toEqual([{ type: "health-ping", bookmark: BOOKMARK }]);
    expect(bookmarkOf(sent[0])).toBe(BOOKMARK);
    // Without a request (the cron), a job carries none and runs on the primary.
    await enqueue(queue, { type: "health-ping" });
    expect(sent[1]).toEqual({ type: "health-ping" });
    expect(bookmarkOf(sent[1])).toBeNull();
    expect(env.DB.withSession).toBeTypeOf("function");
  });
});
