// Tenancy and sign-in, generated from the app's own route table (`inspectRoutes(app)`), so a new route is covered the
// day it is added: every /api route that is not public answers 401 signed out, and every route that names an object
// by a path parameter answers 404 to another contractor, carrying none of the victim's data and changing nothing.
// Lists never mix owners, and a public token opens only its own progress.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PHOTO_NOT_UPLOADED } from "#schema/contracts/uploads";
import { app } from "#worker/app";
import { todayIn } from "../factories/api";
import { approvedProgress, makeClient, makeProgress, makeProject, SIGNATURE, uploadPhoto } from "../factories/billing";
import { tinyPng } from "../factories/images";
import { makeMeeting, shareMeeting } from "../factories/meetings";
import { Browser, ok, signedUp, uniqueName } from "./http";
import { API_ROUTES, fillParams, PUBLIC, paramsOf, splitRoute as split, UNSAFE_METHODS as UNSAFE } from "./route-table";

const TODAY = todayIn();

type Owner = Awaited<ReturnType<typeof makeOwner>>;

/** A contractor with one of everything a path can name: client, project, pending and approved progress (with a
 * photo and a signature), template, badge, meeting with a share, a passkey and a session; and payment details. */
async function makeOwner(label: string) {
  const { browser, user, member } = await signedUp({ fullName: `${label} Owner`, companyName: `${label} Electric` });
  const secret = uniqueName(`Secret${label}`);
  const client = await makeClient(browser, { name: `${secret} Client`, email: `${secret.toLowerCase()}@example.com` });
  const project = await makeProject(browser, { clientId: client.id, name: `${secret} Kitchen` });
  const photo = await uploadPhoto(browser, tinyPng());
  const pending = await makeProgress(browser, {
    projectId: project.id,
    completionPercentage: 40,
    amount: 123_400,
    photos: [photo.url],
  });
  const approved = await approvedProgress(browser, {
    projectId: project.id,
    completionPercentage: 60,
    amount: 222_200,
  });
  await ok(
    browser.api.user["payment-details"].$put({
      json: { preferredPaymentMethod: "paypal", paypalUsername: `${label}Pay` },
    }),
  );
  const templates = await ok(browser.api["nudge-templates"].$get());
  const signature = await env.DB.prepare("select signature from progress where id = ?")
    .bind(approved.id)
    .first<{ signature: string }>();
  const meeting = await makeMeeting(browser, {
    title: `${secret} site walk`,
    participants: [{ name: `${secret} Foreman` }],
  });
  const share = await shareMeeting(browser, meeting.id, `${secret.toLowerCase()}@gc.example`);
  // Their first client earned them a badge (awarded with the client).
  const achievement = await env.DB.prepare("select id from user_achievements where user_id = ? and progress = 100")
    .bind(user.id)
    .first<{ id: number }>();
  // A passkey row as registration leaves it (the ceremony itself is account-security.test.ts's business).
  const passkeyId = `pk-${secret}`;
  await env.DB.prepare(
    "insert into passkeys (id, user_id, public_key, counter, transports, device_type, backed_up, name) values (?, ?, 'AQID', 0, '[]', 'singleDevice', 0, 'Phone')",
  )
    .bind(passkeyId, user.id)
    .run();
  const sessions = await ok(browser.api.account.security.sessions.$get());
  // A pending invite into the company (its link is the invitee's key; its id is what the team page names).
  const invite = await ok(
    browser.api.team.invites.$post({
      json: { fullName: `${secret} Tech`, email: `${secret.toLowerCase()}-tech@example.com`, role: "field" },
    }),
    201,
  );
  // A pay-application project with a draft application (issue 37).
  const contracted = await makeProject(browser, { name: `${secret} clinic`, clientId: client.id });
  await browser.fetch(`/api/projects/${contracted.id}/contract`, {
    method: "PUT",
    json: { billingMode: "pay_apps", originalContractSum: 100_000 },
  });
  const sov = (await (
    await browser.fetch(`/api/projects/${contracted.id}/sov-lines`, {
      method: "POST",
      json: { description: `${secret} wiring`, scheduledValue: 100_000 },
    })
  ).json()) as { lines: { id: number }[] };
  const payApp = (await (
    await browser.fetch(`/api/projects/${contracted.id}/pay-apps`, {
      method: "POST",
      json: { kind: "progress", periodTo: TODAY, lines: [{ sovLineId: sov.lines[0]!.id, workThisPeriod: 10_000 }] },
    })
  ).json()) as { id: number };
  // A change order on it (issue 37, ADR 0205).
  const changeOrder = (await (
    await browser.fetch(`/api/projects/${contracted.id}/change-orders`, {
      method: "POST",
      json: { title: `${secret} extra outlets`, amount: 5_000 },
    })
  ).json()) as { id: number };

  // A lien waiver on it (issue 37), written directly: the draft has none of its own.
  const waiver = await env.DB.prepare(
    `insert into lien_waivers (company_id, project_id, pay_app_id, kind, state, template_key, body, body_sha256, fields, amount_cents, currency, status, notary_required)
     values (?, ?, ?, 'conditional-progress', 'MS', 'default:conditional-progress:v1', ?, 'x', '{}', 1, 'USD', 'awaiting_notary', 1) returning id`,
  )
    .bind(member.companyId, contracted.id, payApp.id, `${secret} waiver`)
    .first<{ id: number }>();
  return {
    lienWaiverId: waiver!.id,
    browser,
    user,
    companyId: member.companyId,
    payAppId: payApp.id,
    changeOrderId: changeOrder.id,
    inviteId: invite.id,
    secret,
    client,
    project,
    photo,
    pendingId: pending.id,
    approvedId: approved.id,
    approvalUrl: pending.approval!.url!,
    templateId: templates[0]!.id,
    signatureKey: signature!.signature,
    achievementId: achievement!.id,
    meetingId: meeting.id,
    shareId: share.id,
    passkeyId,
    sessionId: sessions.find((s) => s.current)!.id,
  };
}

let a: Owner;
let b: Owner;

// Two whole workspaces through the real APIs: slow on a busy 2-core machine, never a hang.
beforeAll(async () => {
  a = await makeOwner("Alpha");
  b = await makeOwner("Bravo");
}, 60_000);

// ---- 401 sweep -------------------------------------------------------------------------------------------------

describe("signed out", () => {
  it("finds the app's routes, and every public one still exists", () => {
    expect(API_ROUTES.length).toBeGreaterThan(80);
    expect(API_ROUTES).toContain("GET /api/clients/:id");
    expect(Object.keys(PUBLIC).filter((r) => !API_ROUTES.includes(r))).toEqual([]);
  });

  it("every /api route that is not public answers 401, whatever it would have read", async () => {
    const visitor = new Browser();
    const wrong: string[] = [];
    for (const route of API_ROUTES.filter((r) => !(r in PUBLIC))) {
      const { method, path } = split(route);
      const res = await visitor.fetch(fillParams(path), { method, json: UNSAFE.has(method) ? {} : undefined });
      if (res.status !== 401) wrong.push(`${route}: ${res.status} (not public, and not behind a session?)`);
      else expect(await res.text()).not.toContain(a.secret);
    }
    expect(wrong).toEqual([]);
  });
});

// ---- Tenancy walk ----------------------------------------------------------------------------------------------

type Param =
  /** The victim's objects this parameter can name (each is tried). */
  | { victim: (o: Owner) => (string | number)[] }
  /** Not an object: the same value for everyone (e.g. a part number). */
  | { fixed: string }
  /** The route names only the caller's own things through it: nothing of another owner to walk. */
  | { self: string };

/**
 * How to name another owner's object for each path parameter. A route whose parameter is not here fails the walk
 * until someone says how to name it; a new route under a known collection ("clients/:id/notes") is walked at once.
 */
const PARAMS: Record<string, Param> = {
  "clients/:id": { victim: (o) => [o.client.id] },
  "projects/:id": { victim: (o) => [o.project.id] },
  "progress/:id": { victim: (o) => [o.pendingId, o.approvedId] },
  "pay-apps/:id": { victim: (o) => [o.payAppId] },
  "change-orders/:id": { victim: (o) => [o.changeOrderId] },

  "lien-waivers/:id": { victim: (o) => [o.lienWaiverId] },
  "lien-waiver-templates/:kind": { self: "a waiver kind; it reads and versions the caller's own company's text" },
  "nudge-templates/:id": { victim: (o) => [o.templateId] },
  "achievements/:id": { victim: (o) => [o.achievementId] },
  "uploads/:key{.+}": { victim: (o) => [o.photo.url.replace("/api/uploads/", ""), o.signatureKey] },
  "meetings/:id": { victim: (o) => [o.meetingId] },
  "shares/:shareId": { victim: (o) => [o.shareId] },
  "parts/:part": { fixed: "1" },
  "passkeys/:id": { victim: (o) => [o.passkeyId] },
  "sessions/:id": { victim: (o) => [o.sessionId] },
  "invites/:id": { victim: (o) => [o.inviteId] },
  "members/:id": { victim: (o) => [o.user.id] },
  "payment-details/:method": { self: "a payment method name; it removes the caller's own details" },
  "jobs/:id": {
    self: "a data export id: read only under the caller's own company and person (another's is a 404, data-export-job.test.ts)",
  },
  "integrations/:provider": { self: "a provider name; it connects the caller's own company" },
};

/** Valid bodies for the walked routes that read one: without it a route answers 400 before it looks at the owner. */
const BODIES: Record<string, (o: Owner, me: Owner) => unknown> = {
  "PUT /api/clients/:id": () => ({ name: "Hijacked", companyName: "Hijacked", email: "x@example.com" }),
  "PATCH /api/projects/:id": () => ({ name: "Hijacked" }),
  "PUT /api/projects/:id/contract": () => ({ billingMode: "pay_apps", originalContractSum: 1 }),
  "POST /api/projects/:id/sov-lines": () => ({ description: "Hijacked", scheduledValue: 1 }),
  "PATCH /api/projects/:id/sov-lines": () => ({ lines: [{ id: 1, description: "Hijacked" }] }),
  "POST /api/projects/:id/pay-apps": () => ({ kind: "progress", periodTo: TODAY, lines: [] }),
  "PATCH /api/pay-apps/:id": () => ({ periodTo: TODAY }),
  "POST /api/projects/:id/change-orders": () => ({ title: "Hijacked", amount: 1 }),
  "PATCH /api/change-orders/:id": () => ({ title: "Hijacked" }),
  "POST /api/projects/:id/deposits": () => ({ basis: "flat", amount: 1 }),

  "POST /api/pay-apps/:id/lien-waivers": () => ({ kind: "conditional-progress" }),
  "POST /api/pay-apps/:id/lien-waivers/vendor-requests": () => ({
    kind: "conditional-progress",
    vendorName: "Hijacked",
    amount: 100,
  }),
  "POST /api/lien-waivers/:id/sign": () => ({ signerName: "Hijacked", signerTitle: "Owner", agree: true }),
  "POST /api/lien-waivers/:id/notarize": () => ({ notaryName: "Hijacked", commission: "1", notarizedOn: TODAY }),
  "POST /api/progress/:id/approval-link": () => ({ deliver: false }),
  "PATCH /api/progress/:id/approve": () => ({ signature: SIGNATURE }),
  "PATCH /api/progress/:id/reject": () => ({ reason: "no" }),
  "POST /api/progress/:id/mark-paid": () => ({ paidOn: TODAY, method: "cash" }),
  "PUT /api/nudge-templates/:id": () => ({
    name: "Hijacked",
    emailSubject: "s",
    emailBody: "b",
    smsBody: "t",
    triggerType: "on_due_date",
    channels: ["email"],
  }),
  "PUT /api/meetings/:id": () => ({ title: "Hijacked", meetingDate: new Date().toISOString(), location: "office" }),
  "POST /api/meetings/:id/share": () => ({ recipientEmail: "attacker@example.com", expirationDays: 30 }),
  "POST /api/meetings/:id/recording/complete": () => ({ parts: 1 }),
  "PATCH /api/team/members/:id": () => ({ role: "field" }),
};

/** Routes that name another owner's object in their body or query rather than their path (the table cannot see these). */
const BY_BODY: {
  name: string;
  /** 404 unless the route reports a bad reference as a field error (400 naming the field, still without their data). */
  status?: 400;
  method: string;
  path: (o: Owner, me: Owner) => string;
  json?: (o: Owner, me: Owner) => unknown;
}[] = [
  {
    name: "move my project to their client",
    method: "PATCH",
    path: (_o, me) => `/api/projects/${me.project.id}`,
    json: (o) => ({ clientId: o.client.id }),
  },
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
  {
    name: "meeting on their project",
    method: "POST",
    path: () => "/api/meetings",
    json: (o) => ({
      title: "Hijack",
      meetingDate: new Date().toISOString(),
      location: "office",
      projectId: o.project.id,
    }),
    status: 400,
  },
  {
    name: "hand my company to their owner",
    method: "POST",
    path: () => "/api/team/transfer-ownership",
    json: (o) => ({ userId: o.user.id }),
  },
  {
    name: "their owner as my clients' contact",
    method: "PUT",
    path: () => "/api/team/client-contact",
    json: (o) => ({ userId: o.user.id }),
  },
];

/** Routes with a path parameter that are neither public nor about the caller's own things only. */
const PARAMETRISED = API_ROUTES.filter((r) => !(r in PUBLIC) && paramsOf(r).length > 0);
const WALKED = PARAMETRISED.filter((r) => !paramsOf(r).some((p) => PARAMS[p] && "self" in PARAMS[p]));

/**
 * The concrete calls for one route: each of the victim's objects per parameter; with two owned parameters, also my
 * object beside theirs (my share on their meeting, their share on my meeting).
 */
function callsFor(route: string, victim: Owner, me: Owner) {
  const { method, path } = split(route);
  const params = paramsOf(path);
  const missing = params.find((p) => !PARAMS[p]);
  if (missing) throw new Error(`${route}: no PARAMS entry for "${missing}"; say how to name another owner's object`);
  const owned = params.filter((p) => "victim" in PARAMS[p]!);
  const choices: Owner[][] = [owned.map(() => victim)];
  if (owned.length > 1) for (const i of owned.keys()) choices.push(owned.map((_, j) => (i === j ? me : victim)));
  const segments = path.split("/");
  return choices.flatMap((owners) => {
    // Each segment becomes its possible values; a parameter's come from PARAMS, keyed with the segment before it.
    const options = segments.map((segment, i) => {
      if (!segment.startsWith(":")) return [segment];
      const key = `${segments[i - 1]}/${segment}`;
      const spec = PARAMS[key]!;
      return "fixed" in spec
        ? [spec.fixed]
        : "victim" in spec
          ? spec.victim(owners[owned.indexOf(key)]!).map(String)
          : [];
    });
    const paths = options.reduce<string[]>((acc, values) => acc.flatMap((x) => values.map((v) => `${x}/${v}`)), [""]);
    return paths.map((p) => ({ method, path: p.slice(1) }));
  });
}

describe("another contractor's objects", () => {
  it("every path parameter of a walked route has a way to name another owner's object", () => {
    const unknown = [...new Set(PARAMETRISED.flatMap(paramsOf))].filter((p) => !(p in PARAMS));
    expect(unknown, "add these to PARAMS").toEqual([]);
    expect(
      Object.keys(PARAMS).filter((p) => !PARAMETRISED.some((r) => paramsOf(r).includes(p))),
      "stale PARAMS",
    ).toEqual([]);
    expect(
      Object.keys(BODIES).filter((r) => !WALKED.includes(r)),
      "stale BODIES",
    ).toEqual([]);
    expect(WALKED.length).toBeGreaterThan(30);
  });

  it.each(WALKED)("%s: 404 without their data, and unchanged", async (route) => {
    const calls = callsFor(route, a, b);
    for (const call of calls) {
      const before = await snapshot(a);
      const res = await b.browser.fetch(call.path, { method: call.method, json: BODIES[route]?.(a, b) });
      const text = await res.text();
      const label = `${call.method} ${call.path}`;
      expect(res.status, `${label}: ${text}`).toBe(404);
      expect(res.headers.get("Content-Type"), label).toMatch(/^application\/json/);
      expect(text, label).not.toContain(a.secret);
      expect(text, label).not.toContain("AlphaPay");
      expect(await snapshot(a), label).toEqual(before);
    }
  });

  it.each(BY_BODY.map((c) => [c.name, c] as const))("%s: 404 without their data, and unchanged", async (_name, c) => {
    const before = await snapshot(a);
    const res = await b.browser.fetch(c.path(a, b), { method: c.method, json: c.json?.(a, b) });
    const text = await res.text();
    expect(res.status, text).toBe(c.status ?? 404);
    if (c.status === 400) expect(JSON.parse(text).message).toMatch(/not found/);
    expect(text).not.toContain(a.secret);
    expect(await snapshot(a)).toEqual(before);
  });

  it("keeps a photo of theirs out of my progress, and my payment links off their client", async () => {
    const photo = await b.browser.api.progress.$post({
      json: { projectId: b.project.id, completionPercentage: 70, amount: 10_000, photos: [a.photo.url] },
    });
    expect(photo.status).toBe(400);
    expect((await photo.json()) as unknown).toMatchObject({ message: PHOTO_NOT_UPLOADED });
    const links = await b.browser.fetch("/api/payments/generate-links", {
      method: "POST",
      json: { progressId: b.approvedId, clientId: a.client.id, paymentMethod: "all" },
    });
    expect(links.status).toBe(400);
    expect(await links.text()).not.toContain(a.secret);
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
      "/api/meetings",
    ];
    for (const path of lists) {
      const res = await b.browser.fetch(path);
      const text = await res.text();
      expect(res.status, path).toBe(200);
      expect(text, path).not.toContain(a.secret);
    }
    expect(await ok(b.browser.api.projects.$get({ query: { clientId: String(a.client.id) } }))).toEqual([]);
    const dashboard = await ok(b.browser.api.dashboard.$get());
    expect(dashboard.cashFlow).toEqual({ pending: 123_400, approved: 222_200, paid: 0 });
    const progress = await ok(b.browser.api.progress.$get({ query: {} }));
    expect(progress.map((p) => p.id).sort()).toEqual([b.pendingId, b.approvedId].sort());

    // Marking my notifications read leaves theirs unread.
    const unreadBefore = (await ok(a.browser.api.notifications.$get())).unreadCount;
    expect(unreadBefore).toBeGreaterThan(0);
    await ok(b.browser.api.notifications.read.$post());
    expect((await ok(a.browser.api.notifications.$get())).unreadCount).toBe(unreadBefore);
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
    waivers: await q("select id, status, notary from lien_waivers where company_id = ? order by id", o.companyId),
    links: await q("select count(*) n from approval_links where progress_id in (?, ?)", o.pendingId, o.approvedId),
    history: await q("select count(*) n from nudge_history where progress_id in (?, ?)", o.pendingId, o.approvedId),
    messages: await q('select count(*) n from messages where "to" = ?', o.client.email),
    achievements: await q(
      "select id, progress, is_new from user_achievements where user_id = ? order by id",
      o.user.id,
    ),
    meetings: await q("select id, title, location, updated_at from meetings where user_id = ? order by id", o.user.id),
    shares: await q("select id, expires_at from meeting_shares where meeting_id = ? order by id", o.meetingId),
    passkeys: await q("select id from passkeys where user_id = ? order by id", o.user.id),
    sessions: await q("select sid, revoked_at from session where user_id = ? order by sid", o.user.id),
    members: await q("select id, role, removed_at from users where company_id = ? order by id", o.companyId),
    invites: await q("select id, revoked_at, accepted_at from invites where company_id = ? order by id", o.companyId),
  };
}
