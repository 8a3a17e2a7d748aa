// Tenancy: every owner-scoped route, walked by a second contractor. Another user's object is a 404 that carries
// none of its data, a signed-out caller is a 401, lists never mix owners, and a public token opens only its own progress.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PHOTO_NOT_UPLOADED } from "../../schema/contracts";
import { app } from "../../worker/app";
import { makeClient, makeProject, submitProgress, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { Browser, signedUp, uniqueName } from "./http";

const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const SIGNATURE = `data:image/png;base64,${PNG_BASE64}`;
const TODAY = new Date().toISOString().slice(0, 10);

type Owner = Awaited<ReturnType<typeof makeOwner>>;

/** A contractor with a client, a pending progress (with a photo) and an approved one (signed in person), and payment details. */
async function makeOwner(label: string) {
  const { browser, user } = await signedUp({ fullName: `${label} Owner`, companyName: `${label} Electric` });
  const secret = uniqueName(`Secret${label}`);
  const client = await makeClient(browser, { name: `${secret} Client`, email: `${secret.toLowerCase()}@example.com` });
  const project = await makeProject(browser, { clientId: client.id, name: `${secret} Kitchen` });
  const photo = await uploadPhoto(browser, tinyPng());
  const pending = await submitProgress(browser, {
    projectId: project.id,
    completionPercentage: 40,
    amount: 123_400,
    photos: [photo.url],
  });
  expect(pending.status, JSON.stringify(pending.body)).toBe(201);
  const later = await submitProgress(browser, { projectId: project.id, completionPercentage: 60, amount: 222_200 });
  expect(later.status, JSON.stringify(later.body)).toBe(201);
  const approved = await browser.json(`/api/progress/${later.body.id}/approve`, {
    method: "PATCH",
    json: { signature: SIGNATURE },
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const details = await browser.json("/api/user/payment-details", {
    method: "PUT",
    json: { preferredPaymentMethod: "paypal", paypalUsername: `${label}Pay` },
  });
  expect(details.status).toBe(200);
  const templates = (await browser.json<{ id: number; name: string }[]>("/api/nudge-templates")).body;
  const signature = await env.DB.prepare("select signature from progress where id = ?")
    .bind(later.body.id)
    .first<{ signature: string }>();
  const meeting = await browser.json("/api/meetings", {
    method: "POST",
    json: {
      title: `${secret} site walk`,
      meetingDate: new Date().toISOString(),
      location: "jobsite",
      participants: [{ name: `${secret} Foreman` }],
    },
  });
  expect(meeting.status, JSON.stringify(meeting.body)).toBe(201);
  // Their first client earned them a badge (awarded with the client).
  const achievement = await env.DB.prepare("select id from user_achievements where user_id = ? and progress = 100")
    .bind(user.id)
    .first<{ id: number }>();
  return {
    browser,
    user,
    secret,
    client,
    project,
    photo,
    pendingId: pending.body.id as number,
    approvedId: later.body.id as number,
    approvalUrl: (pending.body.approval as { url: string }).url,
    templateId: templates[0]!.id,
    signatureKey: signature!.signature,
    achievementId: achievement!.id,
    meetingId: meeting.body.id as number,
  };
}

let a: Owner;
let b: Owner;

beforeAll(async () => {
  a = await makeOwner("Alpha");
  b = await makeOwner("Bravo");
});

type Call = {
  name: string;
  method: string;
  path: (o: Owner, me: Owner) => string;
  json?: (o: Owner, me: Owner) => unknown;
};

/** Every route that takes another owner's object by id: `o` is the victim, `me` the caller (for mixing in own ids). */
const OWNED: Call[] = [
  { name: "read client", method: "GET", path: (o) => `/api/clients/${o.client.id}` },
  {
    name: "edit client",
    method: "PUT",
    path: (o) => `/api/clients/${o.client.id}`,
    json: () => ({ name: "Hijacked", companyName: "Hijacked", email: "x@example.com" }),
  },
  { name: "delete client", method: "DELETE", path: (o) => `/api/clients/${o.client.id}` },
  { name: "read project", method: "GET", path: (o) => `/api/projects/${o.project.id}` },
  {
    name: "edit project",
    method: "PATCH",
    path: (o) => `/api/projects/${o.project.id}`,
    json: () => ({ name: "Hijacked" }),
  },
  {
    name: "move project to my client",
    method: "PATCH",
    path: (o) => `/api/projects/${o.project.id}`,
    json: (_o, me) => ({ clientId: me.client.id }),
  },
  { name: "complete project", method: "POST", path: (o) => `/api/projects/${o.project.id}/complete` },
  { name: "reopen project", method: "POST", path: (o) => `/api/projects/${o.project.id}/reopen` },
  { name: "archive project", method: "POST", path: (o) => `/api/projects/${o.project.id}/archive` },
  { name: "delete project", method: "DELETE", path: (o) => `/api/projects/${o.project.id}` },
  { name: "list project progress", method: "GET", path: (o) => `/api/projects/${o.project.id}/progress` },
  {
    name: "create project on their client",
    method: "POST",
    path: () => "/api/projects",
    json: (o) => ({ name: "Hijack", clientId: o.client.id }),
  },
  {
    name: "bill their project",
    method: "POST",
    path: () => "/api/progress",
    json: (o) => ({ projectId: o.project.id, completionPercentage: 90, amount: 10_000 }),
  },
  { name: "read progress", method: "GET", path: (o) => `/api/progress/${o.pendingId}` },
  { name: "invoice PDF", method: "GET", path: (o) => `/api/progress/${o.approvedId}/invoice.pdf` },
  {
    name: "approval link",
    method: "POST",
    path: (o) => `/api/progress/${o.pendingId}/approval-link`,
    json: () => ({ deliver: false }),
  },
  { name: "approval view", method: "GET", path: (o) => `/api/progress/${o.pendingId}/approval` },
  {
    name: "approve in person",
    method: "PATCH",
    path: (o) => `/api/progress/${o.pendingId}/approve`,
    json: () => ({ signature: SIGNATURE }),
  },
  {
    name: "reject in person",
    method: "PATCH",
    path: (o) => `/api/progress/${o.pendingId}/reject`,
    json: () => ({ reason: "no" }),
  },
  {
    name: "mark paid",
    method: "POST",
    path: (o) => `/api/progress/${o.approvedId}/mark-paid`,
    json: () => ({ paidOn: TODAY, method: "cash" }),
  },
  { name: "photo", method: "GET", path: (o) => o.photo.url },
  { name: "signature image", method: "GET", path: (o) => `/api/uploads/${o.signatureKey}` },
  {
    name: "payment links",
    method: "POST",
    path: () => "/api/payments/generate-links",
    json: (o) => ({ progressId: o.approvedId, clientId: o.client.id, paymentMethod: "all" }),
  },
  {
    name: "payment request",
    method: "POST",
    path: () => "/api/payments/request",
    json: (o) => ({ progressId: o.approvedId, channel: "both" }),
  },
  {
    name: "edit template",
    method: "PUT",
    path: (o) => `/api/nudge-templates/${o.templateId}`,
    json: () => ({
      name: "Hijacked",
      emailSubject: "s",
      emailBody: "b",
      smsBody: "t",
      triggerType: "on_due_date",
      channels: ["email"],
    }),
  },
  { name: "delete template", method: "DELETE", path: (o) => `/api/nudge-templates/${o.templateId}` },
  {
    name: "send reminder for their progress",
    method: "POST",
    path: () => "/api/send-nudge",
    json: (o, me) => ({ progressId: o.pendingId, templateId: me.templateId, channels: ["email"] }),
  },
  {
    name: "send reminder with their template",
    method: "POST",
    path: () => "/api/send-nudge",
    json: (o, me) => ({ progressId: me.pendingId, templateId: o.templateId, channels: ["email"] }),
  },
  { name: "reminder history", method: "GET", path: (o) => `/api/nudge-history?progressId=${o.pendingId}` },
  { name: "read meeting", method: "GET", path: (o) => `/api/meetings/${o.meetingId}` },
  {
    name: "edit meeting",
    method: "PUT",
    path: (o) => `/api/meetings/${o.meetingId}`,
    json: () => ({ title: "Hijacked", meetingDate: new Date().toISOString(), location: "office" }),
  },
  { name: "delete meeting", method: "DELETE", path: (o) => `/api/meetings/${o.meetingId}` },
  {
    name: "share meeting",
    method: "POST",
    path: (o) => `/api/meetings/${o.meetingId}/share`,
    json: () => ({ recipientEmail: "attacker@example.com", expirationDays: 30 }),
  },
  { name: "meeting audio", method: "GET", path: (o) => `/api/meetings/${o.meetingId}/audio` },
  { name: "meeting transcript", method: "GET", path: (o) => `/api/meetings/${o.meetingId}/transcript` },
  { name: "meeting recording state", method: "GET", path: (o) => `/api/meetings/${o.meetingId}/recording` },
  { name: "mark achievement read", method: "POST", path: (o) => `/api/user/achievements/${o.achievementId}/read` },
  {
    name: "quick reminder",
    method: "POST",
    path: () => "/api/nudge-history",
    json: (o) => ({ progressId: o.pendingId, channel: "email" }),
  },
  {
    name: "quick reminder with their template",
    method: "POST",
    path: () => "/api/nudge-history",
    json: (o, me) => ({ progressId: me.pendingId, templateId: o.templateId, channel: "email" }),
  },
];

/** Routes with no id: a signed-out caller is a 401 on each, like on every route above. */
const SESSION_ONLY: { method: string; path: string; json?: unknown }[] = [
  { method: "GET", path: "/api/user" },
  { method: "PUT", path: "/api/user/profile", json: {} },
  { method: "PUT", path: "/api/user/payment-details", json: {} },
  { method: "DELETE", path: "/api/user/payment-details/paypal" },
  { method: "GET", path: "/api/notifications" },
  { method: "POST", path: "/api/notifications/read" },
  { method: "GET", path: "/api/clients" },
  { method: "POST", path: "/api/clients", json: {} },
  { method: "GET", path: "/api/projects" },
  { method: "GET", path: "/api/progress" },
  { method: "GET", path: "/api/dashboard" },
  { method: "POST", path: "/api/uploads" },
  { method: "GET", path: "/api/nudge-templates" },
  { method: "POST", path: "/api/nudge-templates", json: {} },
  { method: "GET", path: "/api/nudge-targets" },
  { method: "GET", path: "/api/badges" },
  { method: "POST", path: "/api/user/check-achievement", json: { category: "clients" } },
  { method: "POST", path: "/api/user/achievements/1/read" },
  { method: "POST", path: "/api/test/create-accounts" },
  { method: "GET", path: "/api/subscription-status" },
  { method: "POST", path: "/api/create-checkout-session", json: { priceId: "price_starter" } },
  { method: "POST", path: "/api/cancel-subscription" },
  { method: "POST", path: "/api/resume-subscription" },
  { method: "POST", path: "/api/billing-portal" },
  { method: "POST", path: "/api/test-checkout/complete", json: {} },
  { method: "GET", path: "/api/meetings" },
  { method: "POST", path: "/api/meetings", json: {} },
  { method: "POST", path: "/api/meetings/recordings", json: {} },
  { method: "GET", path: "/api/user/export" },
  { method: "GET", path: "/api/account/security" },
];

const call = (browser: Browser, c: Call, victim: Owner, me: Owner) =>
  browser.fetch(c.path(victim, me), { method: c.method, json: c.json?.(victim, me) });

describe("another contractor's objects", () => {
  it.each(OWNED.map((c) => [c.name, c] as const))("%s: 404 without their data, and unchanged", async (_name, c) => {
    const before = await snapshot(a);
    const res = await call(b.browser, c, a, b);
    const text = await res.text();
    expect(res.status, text).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(text).not.toContain(a.secret);
    expect(text).not.toContain("AlphaPay");
    expect(await snapshot(a)).toEqual(before);
  });

  it.each(OWNED.map((c) => [c.name, c] as const))("%s: 401 when signed out", async (_name, c) => {
    const res = await call(new Browser(), c, a, b);
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain(a.secret);
  });

  it.each(SESSION_ONLY.map((c) => [`${c.method} ${c.path}`, c] as const))(
    "%s: 401 when signed out",
    async (_name, c) => {
      const res = await new Browser().fetch(c.path, { method: c.method, json: c.json });
      expect(res.status).toBe(401);
    },
  );

  it("keeps a photo of theirs out of my progress, and my payment links off their client", async () => {
    const photo = await submitProgress(b.browser, {
      projectId: b.project.id,
      completionPercentage: 70,
      amount: 10_000,
      photos: [a.photo.url],
    });
    expect(photo.status).toBe(400);
    expect(photo.body.message).toBe(PHOTO_NOT_UPLOADED);
    const links = await b.browser.json("/api/payments/generate-links", {
      method: "POST",
      json: { progressId: b.approvedId, clientId: a.client.id, paymentMethod: "all" },
    });
    expect(links.status).toBe(400);
    expect(JSON.stringify(links.body)).not.toContain(a.secret);
  });

  it("lists, the dashboard, reminder targets and notifications hold only my own rows", async () => {
    const lists = [
      "/api/clients",
      "/api/projects",
      `/api/projects?clientId=${a.client.id}`,
      "/api/progress",
      "/api/dashboard",
      "/api/nudge-targets",
      "/api/nudge-templates",
      "/api/notifications",
    ];
    for (const path of lists) {
      const res = await b.browser.fetch(path);
      const text = await res.text();
      expect(res.status, path).toBe(200);
      expect(text, path).not.toContain(a.secret);
    }
    const theirs = await b.browser.json(`/api/projects?clientId=${a.client.id}`);
    expect(theirs.body).toEqual([]);
    const dashboard = await b.browser.json("/api/dashboard");
    expect(dashboard.body.cashFlow).toEqual({ pending: 123_400, approved: 222_200, paid: 0 });
    const progress = await b.browser.json<{ id: number }[]>("/api/progress");
    expect(progress.body.map((p) => p.id).sort()).toEqual([b.pendingId, b.approvedId].sort());

    // Marking my notifications read leaves theirs unread.
    const unreadBefore = (await a.browser.json("/api/notifications")).body.unreadCount;
    expect(unreadBefore).toBeGreaterThan(0);
    expect((await b.browser.json("/api/notifications/read", { method: "POST" })).status).toBe(200);
    expect((await a.browser.json("/api/notifications")).body.unreadCount).toBe(unreadBefore);
  });
});

describe("public approval tokens", () => {
  it("open only their own progress, and never the owner's private photo URLs or link history", async () => {
    const token = a.approvalUrl.split("/a/")[1]!;
    const visitor = new Browser(undefined, "198.51.100.9");
    const view = await visitor.fetch(`/api/a/${token}`);
    const text = await view.text();
    expect(view.status).toBe(200);
    const body = JSON.parse(text);
    expect(body.progress.id).toBe(a.pendingId);
    expect(body.project.name).toBe(a.project.name);
    expect(body.link).toBeNull();
    expect(body.payment).toBeNull();
    expect(text).not.toContain("/api/uploads/");
    expect(text).not.toContain(b.secret);
    expect(text).not.toContain(a.user.username);
    expect(body.progress.photos).toEqual([{ url: `/api/a/${token}/photos/0`, caption: null }]);

    const photo = await visitor.fetch(`/api/a/${token}/photos/0`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/png");
    for (const index of ["1", "-1", "abc", "1e3", "99999999999999999999"]) {
      const res = await visitor.fetch(`/api/a/${token}/photos/${index}`);
      expect(res.status, index).toBe(404);
    }
    // A token is not a session: it opens none of the owner's API.
    expect((await visitor.fetch(`/api/progress/${a.pendingId}`)).status).toBe(401);
    expect((await visitor.fetch(a.photo.url)).status).toBe(401);
  });
});

describe("development routes", () => {
  it("answer 404 in production, to everyone", async () => {
    const prod = { ...env, APP_ENV: "production", RESEND_API_KEY: "re_fake" } as Env;
    for (const path of ["/api/dev/outbox", "/api/dev/anything"]) {
      const res = await app.fetch(
        new Request(`https://paystage.test${path}`, { headers: { Cookie: a.browser.cookie } }),
        prod,
      );
      expect(res.status, path).toBe(404);
    }
  });
});

/** What an intruder's call could change about the victim. */
async function snapshot(o: Owner) {
  const q = (sql: string, ...args: unknown[]) =>
    env.DB.prepare(sql)
      .bind(...args)
      .all()
      .then((r) => r.results);
  return {
    client: await q("select name, company_name, email, archived_at from clients where id = ?", o.client.id),
    projects: await q(
      "select id, name, status, client_id, total_value, archived_at from projects where user_id = ? order by id",
      o.user.id,
    ),
    progress: await q(
      "select id, status, paid_at, payment_method from progress where submitted_by = ? order by id",
      o.user.id,
    ),
    templates: await q("select id, name from nudge_templates where user_id = ? order by id", o.user.id),
    links: await q("select count(*) n from approval_links where progress_id in (?, ?)", o.pendingId, o.approvedId),
    history: await q("select count(*) n from nudge_history where progress_id in (?, ?)", o.pendingId, o.approvedId),
    messages: await q('select count(*) n from messages where "to" = ?', o.client.email),
    achievements: await q(
      "select id, progress, is_new from user_achievements where user_id = ? order by id",
      o.user.id,
    ),
    meetings: await q("select id, title, location, updated_at from meetings where user_id = ? order by id", o.user.id),
    shares: await q("select count(*) n from meeting_shares where meeting_id = ?", o.meetingId),
  };
}
