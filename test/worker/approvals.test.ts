// Client approval: links, the public token API, exactly one decision per progress, evidence, payment claim, mark paid.
import { env } from "cloudflare:workers";
import type { ClientResponse } from "hono/client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CLAIM_NEEDS_APPROVAL,
  CONTENT_CHANGED,
  LINK_NEEDS_PENDING,
  MARK_PAID_NEEDS_APPROVAL,
  PAID_ON_FUTURE,
  SIGNATURE_NOT_PNG,
  SIGNATURE_REQUIRED,
  SIGNATURE_TOO_LARGE,
  SIGNER_NAME_REQUIRED,
  SIGNER_NAME_TOO_LONG,
} from "#schema/contracts";
import type { LinkApprove, MarkPaid, OwnerApprove, Reject, RequestApprovalLink } from "#schema/contracts/approvals";
import { ApiErrorBodySchema } from "#schema/contracts/errors";
import { app } from "#worker/app";
import { shareTokens } from "#worker/durable-objects/share-tokens";
import type { ApprovalCertificate } from "#worker/pdf/approval-certificate";
import { type InvoiceData, renderInvoicePdf } from "#worker/pdf/invoice";
import { type ApprovedContent, canonicalJson, contentHash, decodeSignature } from "#worker/services/approval-evidence";
import { photoAtWidth, variantKey } from "#worker/services/photo-variants";
import { todayIn } from "../factories/api";
import { makeClient, makeProject, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { notificationRowsOf, notificationsOf } from "../factories/reads";
import { Browser, failure, ORIGIN, ok, signedUp, uniqueName } from "./http";
import { readPdf } from "./pdf-text";

// A real 1x1 PNG: valid for the magic-byte check, for R2, and for pdf-lib.
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const PNG_BYTES = Uint8Array.from(Buffer.from(PNG_BASE64, "base64"));
const SIGNATURE = `data:image/png;base64,${PNG_BASE64}`;
/** Another valid PNG (different bytes): a different drawing. */
const OTHER_SIGNATURE = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_BYTES), Buffer.from([0])]).toString("base64")}`;

type Fixture = Awaited<ReturnType<typeof contractorWithProgress>>;

/** A contractor with a client, a project and one pending progress with a photo, through the real APIs. */
async function contractorWithProgress(opts: { completion?: number; clientPhone?: string | null } = {}) {
  const { browser, user } = await signedUp({ companyName: "Reyes Electric" });
  const clientEmail = `${uniqueName("client")}@example.com`;
  const client = await makeClient(browser, {
    name: "Marcus Webb",
    companyName: "Webb Family Homes",
    email: clientEmail,
    phone: opts.clientPhone === undefined ? "+1 512 555 0188" : opts.clientPhone,
  });
  const project = await makeProject(browser, {
    name: uniqueName("Kitchen Rewire "),
    clientId: client.id,
    totalValue: 1_850_000,
  });
  const upload = await uploadPhoto(browser, PNG_BYTES);
  const progress = await ok(
    browser.api.progress.$post({
      json: {
        projectId: project.id,
        completionPercentage: opts.completion ?? 60,
        amount: 555_050,
        description: "Under-cabinet lighting and device trim-out.",
        photos: [{ url: upload.url, caption: "Panel" }],
        dueDate: "2030-01-15",
      },
    }),
    201,
  );
  return {
    submitted: progress.approval!,
    browser,
    user,
    clientEmail,
    clientId: client.id,
    projectId: project.id,
    projectName: project.name,
    progressId: progress.id,
    photoUrl: upload.url,
  };
}

/** The owner asks for a link (sent to the client, or only copied): the link and its token. */
const requestLink = (browser: Browser, progressId: number, json: RequestApprovalLink = {}) =>
  browser.api.progress[":id"]["approval-link"].$post({ param: { id: String(progressId) }, json });

async function linkFor(f: Fixture, deliver = true) {
  const link = await ok(requestLink(f.browser, f.progressId, { deliver }), 201);
  return { ...link, token: link.url.split("/a/")[1]! };
}

/** The client's phone: its own browser and address. */
const client = () => new Browser(undefined, "198.51.100.7");
/** The client's view of the link (`GET /api/a/{token}`). */
const viewLink = (token: string) => client().api.a[":token"].$get({ param: { token } });
/** Tests send what the contract refuses too (no signature, a blank name): an override may be any value. */
const approveViaLink = (token: string, json: Partial<Record<keyof LinkApprove, unknown>> = {}) =>
  client().api.a[":token"].approve.$post(
    { param: { token }, json: { signature: SIGNATURE, signerName: "Marcus Webb", ...json } as LinkApprove },
    { headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)" } },
  );
const rejectViaLink = (token: string, json: Reject = {}) =>
  client().api.a[":token"].reject.$post({ param: { token }, json });
const claimPayment = (token: string) => client().api.a[":token"]["payment-claim"].$post({ param: { token } });

/** A 409 ALREADY_DECIDED carries the decision on record beside the error, for the screen to show read-only. */
const AlreadyDecidedSchema = ApiErrorBodySchema.extend({ decision: z.looseObject({}).nullable() });
async function alreadyDecided(call: Promise<Response | ClientResponse<unknown, number, string>>) {
  const res = await call;
  return { status: res.status, body: AlreadyDecidedSchema.parse(await res.json()) };
}

const q = <T>(sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .all<T>()
    .then((r) => r.results);

/** The `progress` columns these tests read. */
type ProgressRow = {
  status: string;
  approved_by: string | null;
  signature: string | null;
  rejection_reason: string | null;
  payment_claimed_at: number | null;
};
const progressRow = (id: number) => env.DB.prepare("select * from progress where id = ?").bind(id).first<ProgressRow>();

/** An `approvals` row: the write-once evidence of a decision. */
type ApprovalRow = {
  decision: string;
  via: string;
  signer_name: string | null;
  signature_key: string | null;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  content_hash: string | null;
  sent_at: number | null;
  first_opened_at: number | null;
  decided_at: number;
};
const approvalsOf = (id: number) => q<ApprovalRow>("select * from approvals where progress_id = ?", id);

/** An `approval_links` row: when the link was sent, opened and revoked. */
type LinkRow = {
  expires_at: number;
  sent_at: number | null;
  first_opened_at: number | null;
  last_opened_at: number | null;
  revoked_at: number | null;
};
type MessageRow = { channel: string; to: string; subject: string | null; body: string };

describe("approval links", () => {
  it("issues an absolute /a/{token} link, records it, and emails and texts it to the client", async () => {
    // Submitting the progress issues and sends the link by itself.
    const f = await contractorWithProgress();
    expect(f.submitted.url).toMatch(/^https:\/\/paystage\.test\/a\/[A-Za-z0-9_-]{43}$/);
    const link = { url: f.submitted.url!, expiresAt: f.submitted.expiresAt!, token: f.submitted.url!.split("/a/")[1]! };
    expect(f.submitted).toMatchObject({ delivery: "queued" });
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const rows = await q<LinkRow>("select * from approval_links where progress_id = ?", f.progressId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at).toBe(Date.parse(link.expiresAt));
    const sent = await q<MessageRow>(
      'select channel, "to", subject, body from messages where body like ?',
      `%${link.token}%`,
    );
    expect(sent.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    const email = sent.find((m) => m.channel === "email")!;
    expect(email.to).toBe(f.clientEmail);
    expect(email.subject).toContain("Reyes Electric: please approve Progress #1");
    expect(email.body).toContain("$5,550.50");
    expect(sent.find((m) => m.channel === "sms")!.to).toBe("+15125550188");
  });

  it("sends the link once when a submission is retried with the same Idempotency-Key", async () => {
    const f = await contractorWithProgress();
    const submit = () =>
      f.browser.api.progress.$post(
        { json: { projectId: f.projectId, completionPercentage: 80, amount: 100_000 } },
        { headers: { "Idempotency-Key": "retry-key-0001" } },
      );
    const first = await ok(submit(), 201);
    const retry = await ok(submit(), 200);
    expect(retry.id).toBe(first.id);
    expect(retry.approval).toBeNull();
    const links = await q<{ id: number }>("select id from approval_links where progress_id = ?", first.id);
    expect(links).toHaveLength(1);
    const sent = await q<MessageRow>(
      'select channel from messages where "to" = ? and body like ?',
      f.clientEmail,
      "%Progress #2%",
    );
    expect(sent).toHaveLength(1);
  });

  it("emails only when the client has no phone", async () => {
    const f = await contractorWithProgress({ clientPhone: null });
    const link = await linkFor(f);
    const sent = await q<MessageRow>("select channel from messages where body like ?", `%${link.token}%`);
    expect(sent.map((m) => m.channel)).toEqual(["email"]);
  });

  it("resending revokes the older link; a copied link leaves the sent one working", async () => {
    const f = await contractorWithProgress();
    const first = await linkFor(f);
    const copied = await linkFor(f, false);
    expect(copied).toMatchObject({ delivery: "not_sent" });
    expect((await viewLink(first.token)).status).toBe(200);
    expect((await viewLink(copied.token)).status).toBe(200);
    const resent = await linkFor(f);
    for (const old of [first, copied]) {
      const res = await failure(viewLink(old.token));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Progress not found");
    }
    expect((await viewLink(resent.token)).status).toBe(200);
    const revoked = await q<LinkRow>(
      "select revoked_at from approval_links where progress_id = ? order by id",
      f.progressId,
    );
    // The link sent at submission, the first resend and the copy are revoked; the latest resend works.
    expect(revoked.map((r) => r.revoked_at !== null)).toEqual([true, true, true, false]);
  });

  it("only the owner can request a link, and only for pending progress", async () => {
    const f = await contractorWithProgress();
    const { browser: stranger } = await signedUp();
    const res = await failure(requestLink(stranger, f.progressId));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Progress not found");
    expect((await requestLink(new Browser(), f.progressId)).status).toBe(401);
    const { token } = await linkFor(f);
    expect((await approveViaLink(token)).status).toBe(200);
    const again = await failure(requestLink(f.browser, f.progressId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LINK_NEEDS_PENDING);
  });
});

describe("the /a/{token} page (Worker-rendered, ADR 0090)", () => {
  const page = (browser: Browser, token: string) => browser.fetch(`/a/${token}`);
  /** A form the browser posts from our own page: same origin, url-encoded. */
  const postForm = (browser: Browser, path: string, fields: Record<string, string>, site = "same-origin") =>
    browser.fetch(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        Origin: site === "same-origin" ? ORIGIN : "https://evil.example",
        "Sec-Fetch-Site": site,
      },
      redirect: "manual",
    });
  const contentHashIn = (html: string) => /name="contentHash" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? "";

  it("puts the work in the HTML, loads only the island, and keeps the page out of caches, referrers and search engines", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const res = await page(client(), token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(res.headers.get("Permissions-Policy")).toContain("microphone=()");
    // One external module script, no inline script: the page policy ('self' only) allows it.
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self';");
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      expect.stringMatching(/^<script type="module" src="\/(assets\/link\.js|web\/link\/island\.ts)">$/),
    ]);
    for (const text of [
      "<h1>Progress Approval</h1>",
      "Reyes Electric asks you to review this work and approve it with your signature.",
      f.projectName,
      "$5,550.50",
      'aria-valuenow="60"',
      "Under-cabinet lighting and device trim-out.",
      "Jan 15, 2030",
      "By signing above, you confirm that the work has been completed as described",
      "Signature is required",
      "Approving needs JavaScript",
      `action="/a/${token}/reject"`,
      "Reject this progress?",
    ])
      expect(html, text).toContain(text);
    // Phone-sized thumbnails with room reserved, full size on tap through a plain link.
    expect(html).toContain(`href="/api/a/${token}/photos/0" aria-label="Enlarge photo 1: Panel"`);
    expect(html).toContain(`src="/api/a/${token}/photos/0?w=320"`);
    expect(html).toContain(`srcset="/api/a/${token}/photos/0?w=320 320w, /api/a/${token}/photos/0?w=640 640w"`);
    expect(html).toMatch(/width="320" height="320"/);
    expect(contentHashIn(html)).toMatch(/^[0-9a-f]{64}$/);
    // Viewed tracking, as the JSON view records it.
    const [opened] = await q<LinkRow>(
      "select first_opened_at from approval_links where progress_id = ? order by id desc limit 1",
      f.progressId,
    );
    expect(opened!.first_opened_at).toBeGreaterThan(0);
  });

  it("answers a guessed, expired or replaced link with the one Progress not found page, and no script", async () => {
    const f = await contractorWithProgress();
    const { token: old } = await linkFor(f);
    await linkFor(f);
    const expired = await shareTokens(env).issue("approval", f.progressId, 1_000, Date.now() - 10_000);
    for (const token of [old, expired.token, "A".repeat(43), "abc"]) {
      const res = await page(client(), token);
      expect(res.status, token).toBe(404);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain("<h1>Progress not found</h1>");
      expect(html).toContain("The progress submission you&#39;re looking for doesn&#39;t exist");
      expect(html).not.toContain("<script");
      expect(html).not.toContain(f.projectName);
    }
  });

  it("rejects without JavaScript: spec messages re-rendered, cross-site refused, exactly one decision on a double submit", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const phone = client();
    const hash = contentHashIn(await (await page(phone, token)).text());

    const tooLong = await postForm(phone, `/a/${token}/reject`, { reason: "x".repeat(501), contentHash: hash });
    expect(tooLong.status).toBe(400);
    const refused = await tooLong.text();
    expect(refused).toContain("Must be at most 500 characters");
    // The form comes back open (not a popover) with what was typed.
    expect(refused).toContain(`>${"x".repeat(501)}</textarea>`);
    expect(refused).not.toContain('popover="auto"');

    const forged = await postForm(phone, `/a/${token}/reject`, { reason: "forged", contentHash: hash }, "cross-site");
    expect(forged.status).toBe(403);
    expect((await progressRow(f.progressId))?.status).toBe("pending");

    const fields = { reason: "The outlet by the sink has no cover plate.", contentHash: hash };
    const [first, second] = await Promise.all([
      postForm(phone, `/a/${token}/reject`, fields),
      postForm(phone, `/a/${token}/reject`, fields),
    ]);
    for (const res of [first, second]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/thank-you");
    }
    expect(first.headers.get("Set-Cookie")).toMatch(
      new RegExp(`^paystage_decided=${token}; Max-Age=2592000; Path=/thank-you; .*HttpOnly.*SameSite=Strict`),
    );
    const evidence = await approvalsOf(f.progressId);
    expect(evidence).toHaveLength(1);
    expect(evidence[0]).toMatchObject({ decision: "rejected", reason: fields.reason, ip: phone.ip });
    expect((await notificationRowsOf(f.user.id)).filter((n) => n.kind === "rejected")).toHaveLength(1);

    const thanks = await phone.fetch("/thank-you");
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain("Thanks for letting us know");
    const decided = await (await page(phone, token)).text();
    expect(decided).toContain("Rejected on");
    expect(decided).toContain("Reason: The outlet by the sink has no cover plate.");
    expect(decided).not.toContain("signature-canvas");
    expect(decided).not.toContain("/reject");
    // Changed content is refused with the spec's message, the reason kept.
    const g = await contractorWithProgress();
    const { token: other } = await linkFor(g);
    const stale = await postForm(client(), `/a/${other}/reject`, { reason: "Stale", contentHash: "0".repeat(64) });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(`Rejection failed: ${CONTENT_CHANGED.replaceAll("'", "&#39;")}`);
  });

  it("after Approve: /thank-you and the read-only page show how to pay, and the claim form records once", async () => {
    const f = await contractorWithProgress();
    await ok(
      f.browser.api.user["payment-details"].$put({
        json: { preferredPaymentMethod: "paypal", paypalUsername: "reyeselectric" },
      }),
      200,
    );
    const { token } = await linkFor(f);
    const phone = client();
    await ok(
      phone.api.a[":token"].approve.$post({
        param: { token },
        json: { signature: SIGNATURE, signerName: "Marcus Webb" },
      }),
      200,
    );
    expect(phone.cookie).toBe(`paystage_decided=${token}`);
    const thanks = await (await phone.fetch("/thank-you")).text();
    for (const text of [
      "Thank you!",
      "What happens next",
      "Pay $5,550.50 with one of the options below.",
      "How to pay",
    ])
      expect(thanks, text).toContain(text);
    expect(thanks).toContain('href="https://paypal.me/reyeselectric/5550.50"');
    expect(thanks).toContain(`${f.projectName} - Progress #1`);

    const readOnly = await (await page(phone, token)).text();
    expect(readOnly).toMatch(/Approved by Marcus Webb on \w{3} \d{1,2}, \d{4}/);
    expect(readOnly).not.toContain("signature-canvas");
    const claims = await Promise.all([
      postForm(phone, `/a/${token}/payment-claim`, { back: "thank-you" }),
      postForm(phone, `/a/${token}/payment-claim`, { back: "link" }),
    ]);
    expect(claims.map((r) => [r.status, r.headers.get("Location")])).toEqual([
      [303, "/thank-you"],
      [303, `/a/${token}`],
    ]);
    expect((await notificationRowsOf(f.user.id)).filter((n) => n.kind === "payment_claimed")).toHaveLength(1);
    expect(await (await page(phone, token)).text()).toMatch(/You told Reyes Electric you sent the payment on/);
  });

  it("/thank-you without a decision through a link is the app's page (in-person signing keeps its state there)", async () => {
    const assets = {
      fetch: async () => new Response('<div id="root"></div>', { headers: { "Content-Type": "text/html" } }),
    };
    const withAssets = { ...env, ASSETS: assets } as unknown as Env;
    const plain = await app.fetch(new Request(`${ORIGIN}/thank-you`), withAssets);
    expect(await plain.text()).toBe('<div id="root"></div>');
    // A remembered link that no longer opens drops the cookie and shows the app's page too.
    const dead = await app.fetch(
      new Request(`${ORIGIN}/thank-you`, { headers: { Cookie: `paystage_decided=${"A".repeat(43)}` } }),
      withAssets,
    );
    expect(await dead.text()).toBe('<div id="root"></div>');
    expect(dead.headers.get("Set-Cookie")).toMatch(/^paystage_decided=; Max-Age=0; Path=\/thank-you/);
  });
});

describe("the public token API", () => {
  it("shows the progress to the token holder and records when the link was opened", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const res = await viewLink(token);
    const body = await ok(res, 200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(body).toMatchObject({
      project: { name: f.projectName },
      contractor: { companyName: "Reyes Electric" },
      client: { name: "Marcus Webb" },
      progress: {
        progressNumber: 1,
        amount: 555_050,
        completionPercentage: 60,
        description: "Under-cabinet lighting and device trim-out.",
        dueDate: "2030-01-15",
        status: "pending",
        photos: [{ url: `/api/a/${token}/photos/0`, caption: "Panel" }],
      },
      decision: null,
      payment: null,
    });
    expect(body.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const opens = async () =>
      (
        await q<LinkRow>(
          "select first_opened_at, last_opened_at from approval_links where progress_id = ? order by id desc limit 1",
          f.progressId,
        )
      )[0]!;
    const opened = await opens();
    expect(opened.first_opened_at).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 5));
    await viewLink(token);
    const again = await opens();
    expect(again.first_opened_at).toBe(opened.first_opened_at);
    expect(again.last_opened_at).toBeGreaterThan(opened.last_opened_at!);
  });

  it("answers every guessed, malformed, expired or revoked token with 404 Progress not found", async () => {
    const f = await contractorWithProgress();
    const expired = await shareTokens(env).issue("approval", f.progressId, 1_000, Date.now() - 10_000);
    const meetingToken = await shareTokens(env).issue("meeting", f.progressId, 60_000);
    const guesses = ["A".repeat(43), "abc", "x".repeat(200), expired.token, meetingToken.token, "%00"];
    for (const guess of guesses) {
      for (const [path, init] of [
        [`/api/a/${guess}`, {}],
        [`/api/a/${guess}/photos/0`, {}],
        [`/api/a/${guess}/approve`, { method: "POST", json: { signature: SIGNATURE, signerName: "Eve" } }],
        [`/api/a/${guess}/reject`, { method: "POST", json: {} }],
        [`/api/a/${guess}/payment-claim`, { method: "POST" }],
      ] as const) {
        // Malformed tokens ("%00", 200 characters) are paths the typed client would encode: every guess goes by path.
        const res = await client().fetch(path, init);
        expect(res.status, `${path}`).toBe(404);
      }
    }
    const res = await failure(viewLink("A".repeat(43)));
    expect(res.body.message).toBe("Progress not found");
    expect((await progressRow(f.progressId))?.status).toBe("pending");
  });

  it("another progress's token decides only its own progress", async () => {
    const a = await contractorWithProgress();
    const b = await contractorWithProgress();
    const linkA = await linkFor(a);
    await linkFor(b);
    expect((await approveViaLink(linkA.token)).status).toBe(200);
    expect((await progressRow(a.progressId))?.status).toBe("approved");
    expect((await progressRow(b.progressId))?.status).toBe("pending");
  });

  it("serves photo bytes only to the token holder", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const res = await client().fetch(`/api/a/${token}/photos/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await client().fetch(`/api/a/${token}/photos/1`)).status).toBe(404);
    expect((await client().fetch(`/api/a/${token}/photos/-1`)).status).toBe(404);
    expect((await client().fetch(`/api/a/${token}/photos/zero`)).status).toBe(404);
    // Phone widths: without the Images binding (local, tests) the original answers; other widths are no photo of ours.
    const thumb = await client().fetch(`/api/a/${token}/photos/0?w=320`);
    expect(new Uint8Array(await thumb.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await client().fetch(`/api/a/${token}/photos/0?w=333`)).status).toBe(404);
    // Without the token the photo is the owner's private upload.
    expect((await client().fetch(f.photoUrl)).status).toBe(401);
    // After a resend the old token no longer opens the photo.
    await linkFor(f);
    expect((await client().fetch(`/api/a/${token}/photos/0`)).status).toBe(404);
  });
});

describe("photo variants (ADR 0091)", () => {
  it("resizes once through the Images binding, keeps the variant in R2, and falls back to the original on failure", async () => {
    const key = `u/999/${uniqueName("photo")}.png`;
    await env.MEDIA.put(key, PNG_BYTES);
    const original = { key, contentType: "image/png", size: PNG_BYTES.length };
    const WEBP = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80]);
    const asked: unknown[] = [];
    let fail = false;
    const IMAGES = {
      input: () => ({
        transform(options: unknown) {
          asked.push(options);
          return this;
        },
        output: async () => {
          if (fail) throw new Error("ERROR 9412: not an image");
          return { image: () => new Response(WEBP).body };
        },
      }),
    };
    const withImages = { ...env, IMAGES } as unknown as Env;
    const bytes = async (p: Promise<{ body: ReadableStream; contentType: string } | null>) => {
      const got = (await p)!;
      return { type: got.contentType, bytes: new Uint8Array(await new Response(got.body).arrayBuffer()) };
    };
    expect(await bytes(photoAtWidth(withImages, original, 320))).toEqual({ type: "image/webp", bytes: WEBP });
    expect(await bytes(photoAtWidth(withImages, original, 320))).toEqual({ type: "image/webp", bytes: WEBP });
    expect(asked).toEqual([{ width: 320, height: 320, fit: "cover" }]);
    expect(await env.MEDIA.head(variantKey(key, 320))).not.toBeNull();
    fail = true;
    expect(await bytes(photoAtWidth(withImages, original, 640))).toEqual({ type: "image/png", bytes: PNG_BYTES });
    expect(await bytes(photoAtWidth(env, original, 640))).toEqual({ type: "image/png", bytes: PNG_BYTES });
  });
});

describe("deciding", () => {
  it("validates the signature and the signer's name with clear 400s", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const cases: [Partial<Record<keyof LinkApprove, unknown>>, number, string][] = [
      [{ signature: undefined }, 400, SIGNATURE_REQUIRED],
      [{ signature: "" }, 400, SIGNATURE_REQUIRED],
      [{ signature: "data:image/jpeg;base64,/9j/4AAQSkZJRg==" }, 400, SIGNATURE_NOT_PNG],
      [
        {
          signature: `data:image/png;base64,${Buffer.from("GIF89a not a png at all, just text padding").toString("base64")}`,
        },
        400,
        SIGNATURE_NOT_PNG,
      ],
      [
        { signature: `data:image/png;base64,${Buffer.alloc(600 * 1024, 1).toString("base64")}` },
        400,
        SIGNATURE_TOO_LARGE,
      ],
      // Passes the length check of the JSON field, caught after decoding.
      [
        {
          signature: `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_BYTES), Buffer.alloc(512 * 1024 - 40)]).toString("base64")}`,
        },
        400,
        SIGNATURE_TOO_LARGE,
      ],
      [{ signerName: undefined }, 400, SIGNER_NAME_REQUIRED],
      [{ signerName: "   " }, 400, SIGNER_NAME_REQUIRED],
      [{ signerName: "x".repeat(101) }, 400, SIGNER_NAME_TOO_LONG],
    ];
    for (const [override, status, message] of cases) {
      const res = await failure(approveViaLink(token, override));
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await progressRow(f.progressId))?.status).toBe("pending");
    expect(await approvalsOf(f.progressId)).toHaveLength(0);
  });

  it("approves through the link with write-once evidence, a notification and an email to the contractor", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const view = await ok(viewLink(token));
    const res = await ok(approveViaLink(token, { contentHash: view.contentHash }), 200);
    expect(res).toMatchObject({
      replayed: false,
      decision: { decision: "approved", signerName: "Marcus Webb", via: "link", reason: null },
    });

    const row = await progressRow(f.progressId);
    expect(row).toMatchObject({ status: "approved", approved_by: "Marcus Webb" });
    expect(row?.signature).toMatch(new RegExp(`^sig/${f.user.id}/${f.progressId}/`));
    const stored = await env.MEDIA.get(row!.signature!);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG_BYTES);

    const [evidence, ...more] = await approvalsOf(f.progressId);
    expect(more).toHaveLength(0);
    const link = (
      await q<LinkRow>("select * from approval_links where progress_id = ? order by id desc limit 1", f.progressId)
    )[0]!;
    expect(evidence).toMatchObject({
      decision: "approved",
      via: "link",
      signer_name: "Marcus Webb",
      signature_key: row!.signature,
      ip: "198.51.100.7",
      user_agent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
      content_hash: view.contentHash,
      sent_at: link.sent_at,
      first_opened_at: link.first_opened_at,
    });
    expect(evidence!.decided_at).toBeGreaterThanOrEqual(link.first_opened_at!);
    const [sigUpload] = await q<{ user_id: number; kind: string; content_type: string; size: number }>(
      "select * from uploads where key = ?",
      row!.signature,
    );
    expect(sigUpload).toMatchObject({
      user_id: f.user.id,
      kind: "signature",
      content_type: "image/png",
      size: PNG_BYTES.length,
    });

    const notes = await notificationRowsOf(f.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "approved", title: "Progress approved", link: `/progress/${f.progressId}` });
    expect(notes[0]!.body).toBe(`Marcus Webb approved Progress #1 for ${f.projectName} ($5,550.50).`);
    expect((await notificationsOf(f.browser)).unreadCount).toBe(1);
    const mail = await q<MessageRow>(
      'select "to", subject from messages where dedupe_key = ?',
      `decision:${f.progressId}:${f.user.id}`,
    );
    expect(mail).toEqual([{ to: "dana@example.com", subject: `Progress approved: ${f.projectName}, Progress #1` }]);
    const audit = await q<{ action: string; user_id: number }>(
      "select action, user_id from audit_events where entity = 'progress' and entity_id = ?",
      f.progressId,
    );
    expect(audit).toEqual([{ action: "approved", user_id: f.user.id }]);

    // Later visits show the decision read-only.
    const after = await ok(viewLink(token));
    expect(after.progress.status).toBe("approved");
    expect(after.decision).toMatchObject({ decision: "approved", signerName: "Marcus Webb" });
    expect(after.payment).toMatchObject({ reference: `${f.projectName} - Progress #1` });
  });

  it("a retried identical approve answers the same decision; anything else after a decision is 409 ALREADY_DECIDED", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const first = await ok(approveViaLink(token));
    const retry = await ok(approveViaLink(token), 200);
    expect(retry).toMatchObject({
      replayed: true,
      decision: { decision: "approved", decidedAt: first.decision.decidedAt },
    });

    const otherName = await alreadyDecided(approveViaLink(token, { signerName: "Someone Else" }));
    expect(otherName.status).toBe(409);
    expect(otherName.body.code).toBe("ALREADY_DECIDED");
    expect(otherName.body.message).toMatch(/^This progress was already approved by Marcus Webb on /);
    // The loser gets the decision on record, for the screen to show read-only.
    expect(otherName.body.decision).toMatchObject({
      decision: "approved",
      signerName: "Marcus Webb",
      decidedAt: first.decision.decidedAt,
    });
    expect((await approveViaLink(token, { signature: OTHER_SIGNATURE })).status).toBe(409);
    const reject = await failure(rejectViaLink(token, { reason: "changed my mind" }));
    expect(reject.status).toBe(409);
    expect(reject.body.code).toBe("ALREADY_DECIDED");

    // Evidence is written once: the first decision stands, one signature object, one notification.
    const rows = await approvalsOf(f.progressId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.decided_at).toBe(Date.parse(first.decision.decidedAt));
    const objects = await env.MEDIA.list({ prefix: `sig/${f.user.id}/${f.progressId}/` });
    expect(objects.objects).toHaveLength(1);
    expect(await notificationRowsOf(f.user.id)).toHaveLength(1);
  });

  it("a race between the link and the in-person screen ends with exactly one decision", async () => {
    for (let round = 0; round < 3; round++) {
      const f = await contractorWithProgress();
      const { token } = await linkFor(f);
      const [viaLink, inPerson] = await Promise.all([
        approveViaLink(token),
        f.browser.api.progress[":id"].reject.$patch({
          param: { id: String(f.progressId) },
          json: { status: "rejected", reason: "Not finished" },
        }),
      ]);
      expect([viaLink.status, inPerson.status].sort()).toEqual([200, 409]);
      const loser = await failure(Promise.resolve(viaLink.status === 409 ? viaLink : inPerson));
      expect(loser.body.code).toBe("ALREADY_DECIDED");
      const winner = viaLink.status === 200 ? "approved" : "rejected";
      expect((await progressRow(f.progressId))?.status).toBe(winner);
      const rows = await approvalsOf(f.progressId);
      expect(rows.map((r) => r.decision)).toEqual([winner]);
      const notes = await notificationRowsOf(f.user.id);
      expect(notes.map((n) => n.kind)).toEqual([winner]);
      const objects = await env.MEDIA.list({ prefix: `sig/${f.user.id}/${f.progressId}/` });
      expect(objects.objects).toHaveLength(winner === "approved" ? 1 : 0);
    }
  });

  it("a double tap on Approve gives one decision and two clean answers", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const results = await Promise.all([approveViaLink(token), approveViaLink(token), approveViaLink(token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const answers = await Promise.all(results.map((r) => ok(r)));
    expect(answers.filter((a) => a.replayed === false)).toHaveLength(1);
    expect(await approvalsOf(f.progressId)).toHaveLength(1);
    expect(await notificationRowsOf(f.user.id)).toHaveLength(1);
    expect((await env.MEDIA.list({ prefix: `sig/${f.user.id}/${f.progressId}/` })).objects).toHaveLength(1);
  });

  it("refuses to approve content that changed after the client opened it", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const view = await ok(viewLink(token));
    await env.DB.prepare("update progress set amount = 999900 where id = ?").bind(f.progressId).run();
    const res = await failure(approveViaLink(token, { contentHash: view.contentHash }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CONTENT_CHANGED);
    expect((await progressRow(f.progressId))?.status).toBe("pending");
  });

  it("only pending progress can be decided", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    for (const status of ["rejected", "paid", "approved"]) {
      // History without evidence rows (imported or seeded) is as final as any.
      await env.DB.prepare("update progress set status = ?, approved_at = ?, rejected_at = ? where id = ?")
        .bind(status, Date.now(), Date.now(), f.progressId)
        .run();
      const res = await failure(approveViaLink(token));
      expect(res.status, status).toBe(409);
      expect(res.body.code).toBe("ALREADY_DECIDED");
      const owner = await f.browser.api.progress[":id"].reject.$patch({
        param: { id: String(f.progressId) },
        json: { status: "rejected" },
      });
      expect(owner.status).toBe(409);
    }
    expect(await approvalsOf(f.progressId)).toHaveLength(0);
    expect(await notificationRowsOf(f.user.id)).toHaveLength(0);
  });

  it("rejects through the link with an optional reason, and tells the contractor why", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const res = await ok(rejectViaLink(token, { reason: "  Outlet by the sink is missing its cover.  " }), 200);
    expect(res.decision).toMatchObject({
      decision: "rejected",
      reason: "Outlet by the sink is missing its cover.",
    });
    expect(await progressRow(f.progressId)).toMatchObject({
      status: "rejected",
      rejection_reason: "Outlet by the sink is missing its cover.",
    });
    const [note] = await notificationRowsOf(f.user.id);
    expect(note).toMatchObject({ kind: "rejected", title: "Progress rejected" });
    expect(note!.body).toBe(
      `Marcus Webb rejected Progress #1 for ${f.projectName} ($5,550.50). Reason: "Outlet by the sink is missing its cover."`,
    );
    const view = await ok(viewLink(token));
    expect(view.decision).toMatchObject({
      decision: "rejected",
      reason: "Outlet by the sink is missing its cover.",
    });
    expect(view.payment).toBeNull();

    const g = await contractorWithProgress();
    const other = await linkFor(g);
    expect((await rejectViaLink(other.token)).status).toBe(200);
    const [bare] = await notificationRowsOf(g.user.id);
    expect(bare!.body).toMatch(/No reason given\.$/);
  });

  it("lets the owner capture an in-person signature (the spec's PATCH calls); anyone else gets 404", async () => {
    const f = await contractorWithProgress();
    const { browser: stranger } = await signedUp();
    const param = { id: String(f.progressId) };
    const approveInPerson = (browser: Browser, json: OwnerApprove) =>
      browser.api.progress[":id"].approve.$patch({ param, json });
    const theirs = await failure(approveInPerson(stranger, { signature: SIGNATURE, status: "approved" }));
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Progress not found");
    expect((await stranger.api.progress[":id"].approval.$get({ param })).status).toBe(404);
    expect((await approveInPerson(new Browser(), { signature: SIGNATURE })).status).toBe(401);
    // No signature at all: the contract's own refusal.
    const missing = await failure(approveInPerson(f.browser, { status: "approved" } as OwnerApprove));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(SIGNATURE_REQUIRED);

    const view = await ok(f.browser.api.progress[":id"].approval.$get({ param }), 200);
    expect(view.progress.photos[0]!.url).toBe(f.photoUrl);
    const res = await ok(approveInPerson(f.browser, { signature: SIGNATURE, status: "approved" }), 200);
    // The spec's payload has no name: the client's contact name stands in.
    expect(res.decision).toMatchObject({ decision: "approved", signerName: "Marcus Webb", via: "in_person" });
    const [evidence] = await approvalsOf(f.progressId);
    expect(evidence).toMatchObject({ via: "in_person", ip: f.browser.ip, sent_at: null });
  });
});

describe("getting paid", () => {
  it("the client's payment claim needs an approval, records once, pauses reminders and notifies the contractor", async () => {
    const f = await contractorWithProgress();
    const { token } = await linkFor(f);
    const early = await failure(claimPayment(token));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(CLAIM_NEEDS_APPROVAL);
    await approveViaLink(token);
    const [first, second] = await Promise.all([ok(claimPayment(token), 200), ok(claimPayment(token), 200)]);
    expect(first.paymentClaimedAt).toBe(second.paymentClaimedAt);
    expect(first.status).toBe("approved");
    const row = await progressRow(f.progressId);
    expect(row).toMatchObject({ status: "approved", payment_claimed_at: Date.parse(first.paymentClaimedAt!) });
    const claimed = (await notificationRowsOf(f.user.id)).filter((n) => n.kind === "payment_claimed");
    expect(claimed).toHaveLength(1);
    expect(claimed[0]!.body).toBe(
      `Marcus Webb says they've sent $5,550.50 for Progress #1 (${f.projectName}). Confirm it arrived, then mark it paid.`,
    );
    expect(
      await q("select 1 from messages where dedupe_key = ?", `payment-claim:${f.progressId}:${f.user.id}`),
    ).toHaveLength(1);
    const view = await ok(viewLink(token));
    expect(view.progress.paymentClaimedAt).toBe(first.paymentClaimedAt);
  });

  it("the owner marks approved progress paid once; pending, others and future dates are refused", async () => {
    const f = await contractorWithProgress();
    const today = todayIn();
    const body: MarkPaid = { paidOn: "2026-01-05", method: "check", reference: "Check #1042" };
    const markPaid = (browser: Browser, json: MarkPaid) =>
      browser.api.progress[":id"]["mark-paid"].$post({ param: { id: String(f.progressId) }, json });
    const pending = await failure(markPaid(f.browser, body));
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(MARK_PAID_NEEDS_APPROVAL);
    const { token } = await linkFor(f);
    await approveViaLink(token);
    // Billed last December, so a January payment date is a real one (a date before submission is refused).
    await env.DB.prepare("update progress set created_at = ? where id = ?")
      .bind(Date.UTC(2025, 11, 1, 15), f.progressId)
      .run();
    const { browser: stranger } = await signedUp();
    expect((await markPaid(stranger, body)).status).toBe(404);
    const future = await failure(markPaid(f.browser, { ...body, paidOn: "2999-01-01" }));
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(PAID_ON_FUTURE);
    const typo = await failure(markPaid(f.browser, { ...body, paidOn: "0026-01-05" }));
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe("Please enter a valid payment date");
    const bad = await failure(markPaid(f.browser, { paidOn: today, method: "bitcoin" as never }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Choose how you were paid");

    const paid = await ok(markPaid(f.browser, body), 200);
    expect(paid).toMatchObject({
      status: "paid",
      paidAt: "2026-01-05T12:00:00.000Z",
      paymentMethod: "check",
      paymentReference: "Check #1042",
    });
    const again = await ok(markPaid(f.browser, { paidOn: today, method: "cash" }), 200);
    expect(again).toMatchObject({ paidAt: "2026-01-05T12:00:00.000Z", paymentMethod: "check" });
    // 60% paid: the project is still active.
    const project = await env.DB.prepare("select status from projects where id = ?")
      .bind(f.projectId)
      .first<{ status: string }>();
    expect(project?.status).toBe("active");
    // The link now shows it paid and offers no payment claim.
    const view = await ok(viewLink(token));
    expect(view.progress.status).toBe("paid");
    expect((await claimPayment(token)).status).toBe(200);
  });

  it("paying a 100% progress completes its project", async () => {
    const f = await contractorWithProgress({ completion: 100 });
    const { token } = await linkFor(f);
    await approveViaLink(token);
    const today = todayIn();
    await ok(
      f.browser.api.progress[":id"]["mark-paid"].$post({
        param: { id: String(f.progressId) },
        json: { paidOn: today, method: "zelle" },
      }),
      200,
    );
    const project = await env.DB.prepare("select status, completion_percentage from projects where id = ?")
      .bind(f.projectId)
      .first<{ status: string; completion_percentage: number }>();
    expect(project).toEqual({ status: "completed", completion_percentage: 100 });
    const audit = await q<{ action: string }>(
      "select action from audit_events where entity_id = ? order by id",
      f.progressId,
    );
    expect(audit.map((a) => a.action)).toEqual(["approved", "marked_paid"]);
  });
});

describe("evidence", () => {
  const content: ApprovedContent = {
    projectId: 3,
    projectName: "Webb Kitchen Rewire",
    progressNumber: 2,
    amount: 555_050,
    completionPercentage: 60,
    description: "Under-cabinet lighting",
    photos: ["a".repeat(64), "b".repeat(64)],
  };

  it("hashes the same content to the same SHA-256 whatever the key order", async () => {
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as ApprovedContent;
    expect(await contentHash(reordered)).toBe(await contentHash(content));
    expect(await contentHash({ ...content })).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it("changes the hash when any approved field changes", async () => {
    const base = await contentHash(content);
    const changes: Partial<ApprovedContent>[] = [
      { projectId: 4 },
      { projectName: "Webb Kitchen Rewire " },
      { progressNumber: 3 },
      { amount: 555_051 },
      { completionPercentage: 61 },
      { description: null },
      { description: "Under-cabinet lighting." },
      { photos: ["b".repeat(64), "a".repeat(64)] },
      { photos: ["a".repeat(64)] },
      { photos: ["a".repeat(64), null] },
    ];
    const hashes = await Promise.all(changes.map((c) => contentHash({ ...content, ...c })));
    for (const h of hashes) expect(h).not.toBe(base);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it("accepts only PNG data URLs within the size cap", () => {
    expect(decodeSignature(SIGNATURE)).toEqual(PNG_BYTES);
    expect(() => decodeSignature(null)).toThrow(SIGNATURE_REQUIRED);
    expect(() => decodeSignature("data:image/png;base64,AAAA")).toThrow(SIGNATURE_NOT_PNG);
    expect(() => decodeSignature(`data:image/svg+xml;base64,${PNG_BASE64}`)).toThrow(SIGNATURE_NOT_PNG);
    expect(() => decodeSignature(`${SIGNATURE}<script>`)).toThrow(SIGNATURE_NOT_PNG);
  });
});

describe("approval certificate", () => {
  const base: InvoiceData = {
    id: 77,
    timezone: "America/Chicago",
    issuedAt: new Date("2026-03-04T15:00:00Z"),
    dueDate: "2026-03-17",
    status: "approved",
    approvedAt: new Date("2026-03-05T02:30:00Z"),
    paidAt: null,
    contractor: { company: "Reyes Electric", name: "Dana Reyes", email: "dana@example.com", phone: null },
    client: { company: "Webb Family Homes", name: "Marcus Webb", email: "marcus@example.com", phone: null },
    projectName: "Webb Kitchen Rewire",
    progressNumber: 2,
    completionPercentage: 60,
    description: "Under-cabinet lighting.",
    amount: 555_050,
    payment: {
      preferredMethod: "paypal",
      bankAccountName: null,
      bankAccountNumber: null,
      bankRoutingNumber: null,
      paypalUsername: "reyeselectric",
      venmoUsername: null,
      zelleEmail: null,
      cashAppUsername: null,
    },
    photos: [],
    generatedAt: new Date("2026-03-06T00:00:00Z"),
  };
  const approval: ApprovalCertificate = {
    via: "link",
    signerName: "Marcus Webb",
    // 02:30 UTC on Mar 5 is 8:30 PM on Mar 4 in Chicago.
    decidedAt: new Date("2026-03-05T02:30:00Z"),
    ip: "198.51.100.7",
    userAgent: "Mozilla/5.0 (iPhone)",
    contentHash: "ab".repeat(32),
    sentAt: new Date("2026-03-04T15:01:00Z"),
    firstOpenedAt: new Date("2026-03-04T16:00:00Z"),
    signaturePng: tinyPng(),
  };

  it("adds one page with the signer, time in the contractor's timezone, IP, device, fingerprint and the signature image", async () => {
    const without = await readPdf(await renderInvoicePdf(base));
    const withCert = await readPdf(await renderInvoicePdf({ ...base, approval }));
    expect(withCert.doc.getPageCount()).toBe(without.doc.getPageCount() + 1);
    const last = withCert.pages[withCert.pages.length - 1]!.join("\n");
    for (const expected of [
      "Approval certificate",
      "Marcus Webb",
      "Mar 4, 2026, 8:30:00 PM CST",
      "198.51.100.7",
      "Mozilla/5.0 (iPhone)",
      "ab".repeat(32),
      "$5,550.50",
    ]) {
      expect(last).toContain(expected);
    }
    expect(withCert.images[withCert.images.length - 1]).toBe(1);
    expect(without.text).not.toContain("Approval certificate");
  });

  it("still prints the evidence when the signature image is unreadable", async () => {
    const { pages } = await readPdf(
      await renderInvoicePdf({ ...base, approval: { ...approval, signaturePng: new Uint8Array([1, 2, 3]) } }),
    );
    expect(pages[pages.length - 1]!.join("\n")).toContain("The signature image could not be read.");
  });

  it("the invoice PDF of a progress grows by the certificate page once the client approves", async () => {
    const f = await contractorWithProgress();
    const before = await f.browser.fetch(`/api/progress/${f.progressId}/invoice.pdf`);
    expect(before.status).toBe(200);
    const beforePdf = await readPdf(new Uint8Array(await before.arrayBuffer()));
    const { token } = await linkFor(f);
    const view = await ok(viewLink(token));
    await approveViaLink(token);
    const after = await readPdf(
      new Uint8Array(await (await f.browser.fetch(`/api/progress/${f.progressId}/invoice.pdf`)).arrayBuffer()),
    );
    expect(after.doc.getPageCount()).toBe(beforePdf.doc.getPageCount() + 1);
    const last = after.pages[after.pages.length - 1]!.join("\n");
    expect(last).toContain("Approval certificate");
    expect(last).toContain("198.51.100.7");
    expect(last).toContain(view.contentHash);
  });
});
