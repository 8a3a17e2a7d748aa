// Xero as it answers today (ADR 0134), against recorded answers played by a fake Xero behind the Worker's fetch: one
// Xero login holding several organisations (each consent's own by authEventId, the owner choosing among several,
// reconnect to the same books, disconnect of one organisation only), granular scopes and the provider's own error
// text, 429s with Retry-After and X-Rate-Limit-Problem that pause the organisation and re-queue the job, paged
// payments, and invoices found by number linked only when they bill this contact for this amount.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  INTEGRATION_TENANT_UNKNOWN,
  type IntegrationView,
  integrationOtherTenant,
  notSyncedText,
  providerTotalDiffersText,
  SYNC_WAITING_RATE_LIMIT,
} from "#schema/contracts/accounting";
import type { Job } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import { app } from "#worker/app";
import { getDb } from "#worker/lib/db";
import { accountingApi } from "#worker/providers/accounting";
import { XERO_SCOPE } from "#worker/providers/accounting/xero";
import { reconcileCompany } from "#worker/services/accounting/reconcile";
import { giveUpOnSync, invoiceNumberOf, syncBilling } from "#worker/services/accounting/sync";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { type Browser, ORIGIN, signedUp } from "./http";

const db = getDb(env);
const live = {
  ...env,
  XERO_CLIENT_ID: "xero-client",
  XERO_CLIENT_SECRET: "xero-secret",
  XERO_WEBHOOK_KEY: "xero-key",
} as Env;

type Org = { tenantId: string; tenantName: string; id: string; authEventId: string };
type Invoice = { InvoiceID: string; InvoiceNumber: string; ContactID: string; Total: number; Status: string };

const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, "");
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

/** Xero as recorded: identity (token, connections) and the Accounting API for the organisations of one login. */
class FakeXero {
  /** The login's connections, oldest first as Xero lists them; a re-authorised organisation moves to its new event. */
  connections: Org[] = [];
  consents = new Map<string, { authEventId: string; orgs: Array<{ tenantId: string; tenantName: string }> }>();
  tokens = new Map<string, string>();
  requests: Array<{ method: string; url: string }> = [];
  revoked = 0;
  /** Answers for the next Accounting API calls (429s), oldest first. */
  faults: Response[] = [];
  contacts: Array<{ ContactID: string; tenantId: string; Name: string; EmailAddress: string }> = [];
  invoices: Array<Invoice & { tenantId: string }> = [];
  payments: Array<{ PaymentID: string; Amount: number; Date: string; Invoice: { InvoiceID: string } }> = [];
  /** Cents Xero adds to every invoice it creates (an organisation that taxes on top). */
  addedCents = 0;
  private seq = 0;

  uuid() {
    return `00000000-0000-4000-8000-${String(++this.seq).padStart(12, "0")}`;
  }

  /** A consent screen where the person ticked these organisations: the code the callback brings back. */
  consent(orgs: Array<{ tenantId: string; tenantName: string }>) {
    const code = `code-${this.uuid()}`;
    this.consents.set(code, { authEventId: `event-${this.uuid()}`, orgs });
    return code;
  }

  issue(authEventId: string) {
    const access = `${b64({ alg: "RS256" })}.${b64({ authentication_event_id: authEventId, n: this.uuid() })}.sig`;
    this.tokens.set(access, authEventId);
    return json({ access_token: access, refresh_token: `rt-${this.uuid()}`, expires_in: 1800, token_type: "Bearer" });
  }

  async handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    this.requests.push({ method: req.method, url: req.url });
    if (url.href === "https://identity.xero.com/connect/token") {
      const form = new URLSearchParams(await req.text());
      const consent = this.consents.get(form.get("code") ?? "");
      if (!consent) return json({ error: "invalid_grant" }, 400);
      for (const org of consent.orgs) {
        this.connections = this.connections.filter((c) => c.tenantId !== org.tenantId);
        this.connections.push({ ...org, id: `conn-${org.tenantId}`, authEventId: consent.authEventId });
      }
      // Listed in an order Xero does not document (here by tenant id), so "the last row" is not this consent's.
      this.connections.sort((a, b) => (a.tenantId < b.tenantId ? -1 : 1));
      return this.issue(consent.authEventId);
    }
    if (url.href === "https://identity.xero.com/connect/revocation") {
      this.revoked++;
      return json({});
    }
    const token = req.headers.get("Authorization")?.replace(/^Bearer /, "") ?? "";
    if (!this.tokens.has(token)) return json({ Title: "Unauthorized" }, 401);
    if (url.origin + url.pathname === "https://api.xero.com/connections") {
      const event = url.searchParams.get("authEventId");
      return json(this.connections.filter((c) => !event || c.authEventId === event));
    }
    const deleted = url.pathname.match(/^\/connections\/(.+)$/);
    if (deleted && req.method === "DELETE") {
      this.connections = this.connections.filter((c) => c.id !== deleted[1]);
      return new Response(null, { status: 204 });
    }
    const tenant = req.headers.get("xero-tenant-id") ?? "";
    if (!this.connections.some((c) => c.tenantId === tenant)) return json({ Title: "Forbidden" }, 403);
    const fault = this.faults.shift();
    if (fault) return fault;
    const resource = url.pathname.replace("/api.xro/2.0/", "");
    if (resource === "Contacts" && req.method === "GET") {
      const where = url.searchParams.get("where") ?? "";
      const value = where.match(/=="(.*)"$/)?.[1];
      return json({
        Contacts: this.contacts.filter((c) => c.tenantId === tenant && (c.EmailAddress === value || c.Name === value)),
      });
    }
    if (resource === "Contacts") {
      const c = ((await req.json()) as { Contacts: Array<{ Name: string; EmailAddress: string }> }).Contacts[0]!;
      const contact = { ContactID: this.uuid(), tenantId: tenant, ...c };
      this.contacts.push(contact);
      return json({ Contacts: [contact] });
    }
    if (resource === "Invoices" && req.method === "GET") {
      const number = url.searchParams.get("InvoiceNumbers");
      return json({
        Invoices: this.invoices
          .filter((i) => i.tenantId === tenant && i.InvoiceNumber === number)
          .map((i) => ({ ...i, Contact: { ContactID: i.ContactID } })),
      });
    }
    if (resource === "Invoices") {
      const body = (await req.json()) as {
        Invoices: Array<{
          InvoiceNumber: string;
          Contact: { ContactID: string };
          LineItems: Array<{ UnitAmount: number }>;
        }>;
      };
      const i = body.Invoices[0]!;
      const cents = Math.round(i.LineItems[0]!.UnitAmount * 100) + this.addedCents;
      const invoice = {
        InvoiceID: this.uuid(),
        InvoiceNumber: i.InvoiceNumber,
        ContactID: i.Contact.ContactID,
        Total: cents / 100,
        Status: "AUTHORISED",
        tenantId: tenant,
      };
      this.invoices.push(invoice);
      return json({ Invoices: [invoice] });
    }
    if (resource === "Payments" && req.method === "GET") {
      const page = Number(url.searchParams.get("page") ?? 1);
      const size = Number(url.searchParams.get("pageSize") ?? 100);
      return json({
        pagination: { page, pageSize: size, pageCount: Math.ceil(this.payments.length / size) },
        Payments: this.payments.slice((page - 1) * size, page * size).map((p) => ({ ...p, Status: "AUTHORISED" })),
      });
    }
    return json({ Message: `No fake for ${req.method} ${resource}` }, 404);
  }
}

const xero = new FakeXero();
const realFetch = globalThis.fetch;
beforeAll(() => {
  vi.stubGlobal("fetch", async (input: Request | string | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const host = new URL(req.url).hostname;
    return host.endsWith("xero.com") ? xero.handle(req) : realFetch(req);
  });
});
afterAll(() => vi.unstubAllGlobals());

/** A signed-up owner whose requests reach the app with Xero keys set. */
async function owner(companyName = "Reyes Electric") {
  const o = await signedUp({ companyName });
  o.browser.handler = async (req) => app.fetch(req, live);
  return { ...o, companyId: o.member.companyId as CompanyId };
}

/** Connect, as Xero would bring the browser back after the person ticked `orgs` on its consent screen. */
async function consentTo(browser: Browser, orgs: Array<{ tenantId: string; tenantName: string }>) {
  const start = await browser.json<{ url: string }>("/api/integrations/xero/connect", { method: "POST" });
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.url);
  const code = xero.consent(orgs);
  const back = await browser.fetch(
    `/api/integrations/xero/callback?code=${code}&state=${authorize.searchParams.get("state")}`,
    { redirect: "manual" },
  );
  return { authorize, location: back.headers.get("Location") ?? "" };
}

const view = async (browser: Browser) =>
  (await browser.json<{ integration: IntegrationView | null }>("/api/integrations")).body.integration;

const integrationRow = (companyId: number) =>
  env.DB.prepare("select * from accounting_integrations where company_id = ?")
    .bind(companyId)
    .first<{ id: number; tenant_id: string; connection_id: string; status: string; token_version: number }>();

async function approvedBilling(browser: Browser, amount = 125_050) {
  const client = await makeClient(browser, { email: `c.${crypto.randomUUID()}@example.com` });
  const project = await makeProject(browser, { clientId: client.id, name: "Kitchen" });
  const progress = await makeProgress(browser, { projectId: project.id, amount, dueDate: "2026-12-15" });
  await env.DB.prepare("update progress set status = 'approved', approved_at = ? where id = ?")
    .bind(Date.now(), progress.id)
    .run();
  return progress;
}

/** A queue that records each job with the delay it was sent with. */
function recordingQueue() {
  const sent: Array<{ job: Job; delaySeconds?: number }> = [];
  const queue = {
    send: async (body: unknown, options?: { delaySeconds?: number }) =>
      void sent.push({ job: body as Job, delaySeconds: options?.delaySeconds }),
    sendBatch: async (batch: Iterable<{ body: unknown }>, options?: { delaySeconds?: number }) =>
      void sent.push(...[...batch].map((m) => ({ job: m.body as Job, delaySeconds: options?.delaySeconds }))),
  };
  return { env: { ...live, JOBS: queue as unknown as Queue }, sent };
}

const ORG_A = { tenantId: "tenant-c-reyes", tenantName: "Reyes Electric Ltd" };
const ORG_B = { tenantId: "tenant-b-webb", tenantName: "Webb Plumbing Ltd" };
const ORG_C = { tenantId: "tenant-a-stone", tenantName: "Stone Roofing Ltd" };

/** A connected company with its income and bank accounts chosen. */
async function connected(org: { tenantId: string; tenantName: string }, name: string) {
  const o = await owner(name);
  const { location } = await consentTo(o.browser, [org]);
  expect(location).toBe("/profile?integration=connected#integrations");
  await env.DB.prepare(
    "update accounting_integrations set income_ref = '200', deposit_ref = '090' where company_id = ?",
  )
    .bind(o.companyId)
    .run();
  return { ...o, row: (await integrationRow(o.companyId))! };
}

describe("one Xero login, several organisations (a bookkeeper connecting several contractors' books)", () => {
  it("takes this consent's organisations only, asks the owner to choose among several, and disconnects one alone", async () => {
    // Company A connects Reyes Electric's organisation first.
    const a = await connected(ORG_A, "Reyes Electric");
    expect(a.row).toMatchObject({
      tenant_id: ORG_A.tenantId,
      connection_id: `conn-${ORG_A.tenantId}`,
      status: "connected",
    });

    // The same person then connects company B, ticking two organisations. Xero lists Reyes (A) last: the old "last
    // row" rule would have posted B's invoices into A's books.
    const b = await owner("Webb Plumbing");
    const { location } = await consentTo(b.browser, [ORG_B, ORG_C]);
    expect(location).toBe("/profile?integration=choose#integrations");
    expect(xero.connections.at(-1)?.tenantId).toBe(ORG_A.tenantId);
    const choosing = await view(b.browser);
    expect(choosing?.status).toBe("choose");
    expect(choosing?.tenantChoices).toHaveLength(2);
    expect(choosing?.tenantChoices).toEqual(
      expect.arrayContaining([
        { id: ORG_B.tenantId, name: ORG_B.tenantName },
        { id: ORG_C.tenantId, name: ORG_C.tenantName },
      ]),
    );
    // Nothing syncs before the owner has chosen.
    const early = await approvedBilling(b.browser);
    await syncBilling(live, db, b.companyId, early.id);
    expect(xero.invoices).toHaveLength(0);
    // Another company's organisation is not among the choices.
    const wrong = await b.browser.json<{ message: string }>("/api/integrations/tenant", {
      method: "PUT",
      json: { tenantId: ORG_A.tenantId },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(INTEGRATION_TENANT_UNKNOWN);
    const chosen = await b.browser.json<{ integration: IntegrationView }>("/api/integrations/tenant", {
      method: "PUT",
      json: { tenantId: ORG_B.tenantId },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.integration).toMatchObject({
      status: "connected",
      tenantName: ORG_B.tenantName,
      tenantChoices: null,
    });

    // B's billing lands in B's organisation, A's in A's.
    await env.DB.prepare(
      "update accounting_integrations set income_ref = '200', deposit_ref = '090' where company_id = ?",
    )
      .bind(b.companyId)
      .run();
    await syncBilling(live, db, b.companyId, early.id);
    const fromA = await approvedBilling(a.browser);
    await syncBilling(live, db, a.companyId, fromA.id);
    expect(xero.invoices.find((i) => i.InvoiceNumber === invoiceNumberOf(early.id))?.tenantId).toBe(ORG_B.tenantId);
    expect(xero.invoices.find((i) => i.InvoiceNumber === invoiceNumberOf(fromA.id))?.tenantId).toBe(ORG_A.tenantId);

    // B disconnects: DELETE /connections/{B's id} only; the token is never revoked, so A keeps syncing.
    const deletes = () => xero.requests.filter((r) => r.method === "DELETE").map((r) => r.url);
    const gone = await b.browser.json<{ integration: unknown }>("/api/integrations", { method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(deletes()).toEqual([`https://api.xero.com/connections/conn-${ORG_B.tenantId}`]);
    expect(xero.revoked).toBe(0);
    expect(xero.connections.map((c) => c.tenantId)).toEqual(expect.arrayContaining([ORG_A.tenantId, ORG_C.tenantId]));
    const later = await approvedBilling(a.browser);
    await syncBilling(live, db, a.companyId, later.id);
    expect(xero.invoices.find((i) => i.InvoiceNumber === invoiceNumberOf(later.id))?.tenantId).toBe(ORG_A.tenantId);
  });

  it("reconnects to the same organisation (same row, links kept) and refuses other books on reconnect", async () => {
    const a = await connected({ tenantId: "tenant-r-1", tenantName: "Reconnect Ltd" }, "Reconnect Electric");
    const billing = await approvedBilling(a.browser);
    await syncBilling(live, db, a.companyId, billing.id);
    await env.DB.prepare("update accounting_integrations set status = 'reconnect' where id = ?").bind(a.row.id).run();

    const other = await consentTo(a.browser, [{ tenantId: "tenant-r-2", tenantName: "Someone Else Ltd" }]);
    expect(other.location).toBe(
      `/profile?integration=failed&reason=${encodeURIComponent(integrationOtherTenant("Reconnect Ltd"))}#integrations`,
    );
    const again = await consentTo(a.browser, [{ tenantId: "tenant-r-1", tenantName: "Reconnect Ltd" }]);
    expect(again.location).toBe("/profile?integration=connected#integrations");
    const row = (await integrationRow(a.companyId))!;
    expect(row).toMatchObject({ id: a.row.id, status: "connected", tenant_id: "tenant-r-1" });
    expect(row.token_version).toBeGreaterThan(a.row.token_version);
    const links = await env.DB.prepare("select count(*) as n from accounting_links where company_id = ?")
      .bind(a.companyId)
      .first<{ n: number }>();
    expect(links?.n).toBe(2);
  });
});

describe("consent", () => {
  it("asks for the granular scopes and shows Xero's own words when consent fails; Cancel says cancelled", async () => {
    const o = await owner();
    const start = await o.browser.json<{ url: string }>("/api/integrations/xero/connect", { method: "POST" });
    const authorize = new URL(start.body.url);
    expect(authorize.searchParams.get("scope")).toBe(XERO_SCOPE);
    expect(XERO_SCOPE).not.toContain("accounting.transactions");
    // The redirect URI is APP_URL's, whatever host the request reached.
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/integrations/xero/callback`);
    const state = authorize.searchParams.get("state");
    const refused = await o.browser.fetch(
      `/api/integrations/xero/callback?error=invalid_scope&error_description=${encodeURIComponent("Invalid scope for client")}&state=${state}`,
      { redirect: "manual" },
    );
    expect(refused.headers.get("Location")).toBe(
      `/profile?integration=failed&reason=${encodeURIComponent("invalid_scope: Invalid scope for client")}#integrations`,
    );
    const cancelled = await o.browser.fetch(`/api/integrations/xero/callback?error=access_denied&state=${state}`, {
      redirect: "manual",
    });
    expect(cancelled.headers.get("Location")).toBe("/profile?integration=cancelled#integrations");
  });

  it("builds the redirect URI from APP_URL when the request came to another host", async () => {
    const o = await owner();
    o.browser.handler = async (req) =>
      app.fetch(new Request(req.url.replace(new URL(req.url).origin, "https://other-host.workers.dev"), req), live);
    const start = await o.browser.json<{ url: string }>("/api/integrations/xero/connect", {
      method: "POST",
      headers: { Origin: "https://other-host.workers.dev" },
    });
    expect(start.status).toBe(200);
    expect(new URL(start.body.url).searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/integrations/xero/callback`);
  });
});

describe("rate limits (5 concurrent, 60 a minute, 5,000 a day per organisation)", () => {
  it("a 429 with Retry-After and X-Rate-Limit-Problem pauses the organisation and re-queues with that wait", async () => {
    const a = await connected({ tenantId: "tenant-429", tenantName: "Busy Ltd" }, "Busy Electric");
    const billing = await approvedBilling(a.browser);
    xero.faults.push(json(null, 429, { "Retry-After": "37", "X-Rate-Limit-Problem": "minute" }));
    const { env: recording, sent } = recordingQueue();
    await syncBilling(recording, db, a.companyId, billing.id);
    expect(sent).toEqual([
      { job: expect.objectContaining({ type: "accounting-sync", progressId: billing.id }), delaySeconds: 37 },
    ]);
    const state = await a.browser.json<{ sync: { status: string; reason: string; text: string } }>(
      `/api/progress/${billing.id}/accounting-sync`,
    );
    expect(state.body.sync).toMatchObject({ status: "pending", reason: SYNC_WAITING_RATE_LIMIT });
    expect(state.body.sync.text).not.toContain("429");

    // While paused, a job makes no call at all and goes back with the rest of the wait.
    const before = xero.requests.length;
    await syncBilling(recording, db, a.companyId, billing.id);
    expect(xero.requests.length).toBe(before);
    expect(sent[1]!.delaySeconds).toBeGreaterThan(30);
    expect(sent[1]!.delaySeconds).toBeLessThanOrEqual(37);

    // The wait is over: it syncs.
    await env.DB.prepare("update accounting_integrations set api_paused_until = null where id = ?")
      .bind(a.row.id)
      .run();
    await syncBilling(recording, db, a.companyId, billing.id);
    expect(
      (await a.browser.json<{ sync: { status: string } }>(`/api/progress/${billing.id}/accounting-sync`)).body.sync
        .status,
    ).toBe("synced");
  });

  it("one job talks to an organisation at a time, a few turns a minute; the daily limit waits Xero's Retry-After", async () => {
    const a = await connected({ tenantId: "tenant-pace", tenantName: "Paced Ltd" }, "Paced Electric");
    const billings = [
      await approvedBilling(a.browser),
      await approvedBilling(a.browser),
      await approvedBilling(a.browser),
    ];
    const { env: recording, sent } = recordingQueue();
    await Promise.all(billings.map((b) => syncBilling(recording, db, a.companyId, b.id)));
    // The ones that found the turn taken went back on the queue, unspent, to look again shortly.
    expect(sent.length).toBeGreaterThanOrEqual(1);
    for (const s of sent) expect(s.delaySeconds).toBeGreaterThan(0);
    // Past the minute's turns, the next job waits for the window to end.
    await env.DB.prepare(
      "update accounting_integrations set api_window_start = ?, api_window_turns = 6, api_turn_until = null where id = ?",
    )
      .bind(Date.now(), a.row.id)
      .run();
    sent.length = 0;
    await syncBilling(recording, db, a.companyId, billings[2]!.id);
    expect(sent[0]!.delaySeconds).toBeGreaterThan(50);
    // The day's limit: Xero says how long (hours), and the organisation waits exactly that.
    await env.DB.prepare(
      "update accounting_integrations set api_window_start = null, api_window_turns = 0 where id = ?",
    )
      .bind(a.row.id)
      .run();
    xero.faults.push(json(null, 429, { "Retry-After": "7200", "X-Rate-Limit-Problem": "day" }));
    sent.length = 0;
    await syncBilling(recording, db, a.companyId, billings[2]!.id);
    expect(sent[0]!.delaySeconds).toBe(7200);
  });

  it("a sync the queue gave up on (5xx) is Not synced for now, and the hourly reconciliation takes it up again", async () => {
    const a = await connected({ tenantId: "tenant-5xx", tenantName: "Flaky Ltd" }, "Flaky Electric");
    const billing = await approvedBilling(a.browser);
    xero.faults.push(json({ Message: "Service Unavailable" }, 503));
    await expect(syncBilling(live, db, a.companyId, billing.id)).rejects.toMatchObject({ kind: "transient" });
    await giveUpOnSync(db, a.companyId, billing.id);
    const failed = await a.browser.json<{ sync: { status: string; text: string } }>(
      `/api/progress/${billing.id}/accounting-sync`,
    );
    expect(failed.body.sync).toMatchObject({ status: "failed", text: notSyncedText("Service Unavailable") });
    const { env: recording, sent } = recordingQueue();
    await reconcileCompany(recording, db, a.row.id);
    expect(sent.map((s) => s.job)).toContainEqual({
      type: "accounting-sync",
      companyId: a.companyId,
      progressId: billing.id,
    });
  });
});

describe("payments and invoices as Xero answers them", () => {
  it("pages GET Payments (100 a page) until the last page", async () => {
    const a = await connected({ tenantId: "tenant-pay", tenantName: "Paid Ltd" }, "Paid Electric");
    xero.payments = Array.from({ length: 150 }, (_, n) => ({
      PaymentID: `pay-${n}`,
      Amount: 10,
      Date: "2026-11-20",
      Invoice: { InvoiceID: `inv-${n}` },
    }));
    const api = accountingApi(live, "xero", ORIGIN)!;
    const token = [...xero.tokens.keys()].at(-1)!;
    const before = xero.requests.length;
    const payments = await api.paymentsSince({ accessToken: token, tenantId: a.row.tenant_id }, new Date("2026-11-01"));
    expect(payments).toHaveLength(150);
    const pages = xero.requests.slice(before).map((r) => new URL(r.url).searchParams.get("page"));
    expect(pages).toEqual(["1", "2"]);
    xero.payments = [];
  });

  it("sends NoTax, compares Xero's total with the billing, and never links another contact's invoice by number", async () => {
    const a = await connected({ tenantId: "tenant-inv", tenantName: "Invoices Ltd" }, "Invoice Electric");
    // Someone else's PS-{id} already in the books: found by number, but another contact's, so never linked.
    const taken = await approvedBilling(a.browser, 50_000);
    xero.invoices.push({
      InvoiceID: "theirs",
      InvoiceNumber: invoiceNumberOf(taken.id),
      ContactID: "another-contact",
      Total: 500,
      Status: "AUTHORISED",
      tenantId: "tenant-inv",
    });
    await syncBilling(live, db, a.companyId, taken.id);
    const linked = await env.DB.prepare(
      "select provider_id as id from accounting_links where paystage_id = ? and kind = 'invoice'",
    )
      .bind(taken.id)
      .all<{ id: string }>();
    expect(linked.results.map((r) => r.id)).not.toContain("theirs");

    // An organisation that adds tax on top: the invoice is kept, and the difference is said on the billing.
    xero.addedCents = 12_505;
    const taxed = await approvedBilling(a.browser, 125_050);
    await syncBilling(live, db, a.companyId, taxed.id);
    const differs = await a.browser.json<{ sync: { note: string | null } }>(
      `/api/progress/${taxed.id}/accounting-sync`,
    );
    expect(differs.body.sync.note).toBe(providerTotalDiffersText("xero", 137_555, 125_050));
    // Its retry finds that invoice linked, rather than making a second one.
    await syncBilling(live, db, a.companyId, taxed.id);
    expect(xero.invoices.filter((i) => i.InvoiceNumber === invoiceNumberOf(taxed.id))).toHaveLength(1);
    xero.addedCents = 0;
  });
});
