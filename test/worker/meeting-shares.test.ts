// Meeting shares: issue (emailed through the outbox), open /s/{token} without login, expire, revoke.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ShareMeetingInput } from "#schema/contracts/meetings";
import { tokenInstance } from "#worker/durable-objects/share-tokens";
import { makeProject } from "../factories/billing";
import { makeMeeting, shareMeeting } from "../factories/meetings";
import { Browser, failure, ok, signedUp } from "./http";

async function sharedMeeting() {
  const owner = await signedUp();
  const meeting = await makeMeeting(owner.browser, { summaryText: "Panel moves north; GC signs off Friday." });
  const share = await shareMeeting(owner.browser, meeting.id, "GC@Example.com");
  return { owner, meeting, share };
}

const share = (browser: Browser, meetingId: number, json: ShareMeetingInput) =>
  browser.api.meetings[":id"].share.$post({ param: { id: String(meetingId) }, json });
const meetingOf = (browser: Browser, id: number) => ok(browser.api.meetings[":id"].$get({ param: { id: String(id) } }));
const revoke = (browser: Browser, meetingId: number, shareId: number) =>
  browser.api.meetings[":id"].shares[":shareId"].$delete({
    param: { id: String(meetingId), shareId: String(shareId) },
  });

const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

describe("meeting shares", () => {
  it("issues a 30-day link, stores only its hash, and emails it", async () => {
    const { meeting, share } = await sharedMeeting();
    expect(share.url).toMatch(/^https:\/\/paystage\.test\/s\/[A-Za-z0-9_-]{40,}$/);
    const days = (Date.parse(share.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const token = tokenOf(share.url);
    const row = await env.DB.prepare("select * from meeting_shares where meeting_id = ?")
      .bind(meeting.id)
      .first<Record<string, unknown>>();
    expect(row?.share_token).not.toBe(token);
    expect(row?.share_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.recipient_email).toBe("gc@example.com");
    const message = await env.DB.prepare("select * from messages where dedupe_key = ?")
      .bind(`meeting-share:${row?.id}`)
      .first<Record<string, string>>();
    expect(message?.to).toBe("gc@example.com");
    expect(message?.body).toContain(share.url);
  });

  it("validates the recipient and the expiry", async () => {
    const { owner, meeting } = await sharedMeeting();
    const bad = await failure(share(owner.browser, meeting.id, { recipientEmail: "" }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please enter a valid email");
    const long = await failure(
      share(owner.browser, meeting.id, { recipientEmail: "a@example.com", expirationDays: 365 }),
    );
    expect(long.status).toBe(400);
  });

  it("opens read-only without login and records the access", async () => {
    const { meeting, share } = await sharedMeeting();
    const page = await new Browser().fetch(new URL(share.url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Panel rough-in walkthrough");
    expect(html).toContain("Panel moves north; GC signs off Friday.");
    expect(html).toContain("Panel moves 2 ft north");
    expect(html).toContain("Order 200A breaker");
    expect(html).toContain("Assigned to Sam");
    expect(html).toContain("Sam Ortiz");
    expect(html).not.toContain("<script");
    const row = await env.DB.prepare("select accessed_at from meeting_shares where meeting_id = ?")
      .bind(meeting.id)
      .first<{ accessed_at: number | null }>();
    expect(row?.accessed_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it("names the meeting's project, its time in the owner's profile zone, and due dates as dates", async () => {
    const owner = await signedUp();
    const project = await makeProject(owner.browser, { name: "Webb Kitchen Remodel" });
    const meeting = await makeMeeting(owner.browser, { projectId: project.id });
    // The app's list and detail name it too (the card and the detail page).
    const listed = await ok(owner.browser.api.meetings.$get());
    expect(listed.find((m) => m.id === meeting.id)?.projectName).toBe("Webb Kitchen Remodel");
    expect((await meetingOf(owner.browser, meeting.id)).projectName).toBe("Webb Kitchen Remodel");
    const link = await shareMeeting(owner.browser, meeting.id, "gc@example.com");
    const html = await (await new Browser().fetch(new URL(link.url).pathname)).text();
    expect(html).toContain("Project: Webb Kitchen Remodel");
    // 2026-11-20T15:30Z in the owner's America/New_York, the zone named; the action item's day spelled out.
    expect(html).toContain("Nov 20, 2026, 10:30 AM EST");
    expect(html).toContain("Due Nov 25, 2026");
    expect(html).not.toContain("Due 2026-11-25");
  });

  it("shows a recording's automatic title with its time once, in the owner's zone and named (issue 38)", async () => {
    const owner = await signedUp();
    // Named on a device in another zone: 15:30Z is 10:30 in the owner's New York.
    const meeting = await makeMeeting(owner.browser, { title: "Meeting on 11/20/2026 at 16:30" });
    const link = await shareMeeting(owner.browser, meeting.id, "gc@example.com");
    const html = await (await new Browser().fetch(new URL(link.url).pathname)).text();
    expect(html).toContain("<h1>Meeting on Nov 20, 2026, 10:30 AM EST</h1>");
    expect(html).not.toContain("16:30");
    expect(html.match(/10:30 AM EST/g)).toHaveLength(2); // the <title> and the heading, not the line under it
  });

  it("shows a 404 page for unknown, expired and revoked links", async () => {
    const { owner, meeting, share: first } = await sharedMeeting();
    const visitor = new Browser();
    const unknown = await visitor.fetch("/s/not-a-real-token-but-long-enough-000000");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Meeting notes not found");

    const shares = (await meetingOf(owner.browser, meeting.id)).shares;
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ recipientEmail: "gc@example.com", active: true });
    await ok(revoke(owner.browser, meeting.id, shares[0]!.id), 200);
    const after = await visitor.fetch(new URL(first.url).pathname);
    expect(after.status).toBe(404);
    expect((await meetingOf(owner.browser, meeting.id)).shares[0]!.active).toBe(false);

    // A 1-day link opened after its expiry.
    const short = await ok(share(owner.browser, meeting.id, { recipientEmail: "b@example.com", expirationDays: 1 }));
    const stub = tokenInstance(env, tokenOf(short.url));
    expect((await visitor.fetch(new URL(short.url).pathname)).status).toBe(200);
    const later = await stub.redeem(tokenOf(short.url), Date.now() + 2 * 86_400_000);
    expect(later.status).toBe("expired");
    // Move that link's expiry into the past: the page now reads not found.
    const hash = Buffer.from(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(tokenOf(short.url))),
    ).toString("hex");
    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec("update tokens set expires_at = ? where hash = ?", Date.now() - 1000, hash);
    });
    const expired = await visitor.fetch(new URL(short.url).pathname);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain("Meeting notes not found");
    const third = await ok(share(owner.browser, meeting.id, { recipientEmail: "c@example.com" }));
    expect((await visitor.fetch(new URL(third.url).pathname)).status).toBe(200);

    // Deleting the meeting kills its links.
    await ok(owner.browser.api.meetings[":id"].$delete({ param: { id: String(meeting.id) } }));
    expect((await visitor.fetch(new URL(third.url).pathname)).status).toBe(404);
  });

  it("keeps another user's share out of reach", async () => {
    const { meeting } = await sharedMeeting();
    const other = await signedUp();
    const res = await failure(revoke(other.browser, meeting.id, 1));
    expect(res.status).toBe(404);
  });
});
