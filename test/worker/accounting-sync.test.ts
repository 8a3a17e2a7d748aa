// Connected accounting sync (ADR 0126) against the local stand-in, which plays QuickBooks Online and Xero with their
// shapes: OAuth state and PKCE, token refresh and rotation, webhook signatures, idempotent creates under retries
// and parallel runs, payments both ways, reconciliation, refusals shown on the billing, and disconnect.

import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import {
  type AccountingProvider,
  chooseTaxCodeFor,
  INTEGRATION_RECONNECT,
  INTEGRATION_STATE_INVALID,
  notSyncedText,
  TAX_CODE_RATE_UNKNOWN,
} from "#schema/contracts/accounting";
import type { Job } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import { customerNameOf } from "#schema/rules/customer-name";
import { localDate } from "#schema/rules/time";
import { app } from "#worker/app";
import { runJob } from "#worker/jobs/handlers";
import { getDb } from "#worker/lib/db";
import { accountingApi, LOCAL_WEBHOOK_KEY } from "#worker/providers/accounting";
import { qbMultiCurrencyOff } from "#worker/providers/accounting/quickbooks";
import { AccountingError, hmacBase64 } from "#worker/providers/accounting/types";
import { codeChallengeOf } from "#worker/services/accounting/connect";
import { putLocalVendor, qbCreate, setLocalCompany } from "#worker/services/accounting/local-books";
import { reconcileCompany, reconcilePage } from "#worker/services/accounting/reconcile";
import { applyProviderPayments, giveUpOnSync, invoiceNumberOf, syncBilling } from "#worker/services/accounting/sync";
import { openToken, refreshTokens } from "#worker/services/accounting/tokens";
import { receiveWebhook } from "#worker/services/accounting/webhooks";
import { markPaid } from "#worker/services/payment-received";
import { makeClient, makeProgress, makeProject } from "../factories/billing";
import { type Browser, ORIGIN, signedUp } from "./http";

const db = getDb(env);
/** Redirects are the answer under test: the runtime's fetch would follow them. */
const MANUAL = { redirect: "manual" } as const;

/** An env whose queue records jobs instead of running them in the background: the test runs them in order. */
function recordingEnv() {
  const sent: Job[] = [];
  const queue = {
    send: async (body: unknown) => void sent.push(body as Job),
    sendBatch: async (batch: Iterable<{ body: unknown }>) => void sent.push(...[...batch].map((m) => m.body as Job)),
  };
  return { env: { ...env, JOBS: queue as unknown as Queue }, sent };
}

type IntegrationRow = {
  id: number;
  company_id: number;
  provider: string;
  tenant_id: string;
  access_token: string;
  refresh_token: string;
  token_version: number;
  status: string;
};
const integrationOf = (companyId: number) =>
  env.DB.prepare("select * from accounting_integrations where company_id = ?").bind(companyId).first<IntegrationRow>();

const ledgerOf = (progressId: number) =>
  env.DB.prepare("select amount, source from billing_payments where progress_id = ? order by id")
    .bind(progressId)
    .all<{ amount: number; source: string }>()
    .then((r) => r.results);

const localRecords = (tenant: string, kind: string) =>
  env.DB.prepare("select id, body from local_accounting_records where tenant_id = ? and kind = ? order by id")
    .bind(tenant, kind)
    .all<{ id: number; body: string }>()
    .then((r) => r.results.map((row) => ({ id: row.id, ...JSON.parse(row.body) })));

/** The browser's whole consent round trip: connect, the stand-in's consent page, its Connect button, the callback. */
async function consent(browser: Browser, provider: AccountingProvider) {
  const start = await browser.json<{ url: string }>(`/api/integrations/${provider}/connect`, { method: "POST" });
  expect(start.status).toBe(200);
  const authorize = new URL(start.body.url);
  const page = await browser.fetch(authorize.toString());
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Connect PayStage");
  const approve = await browser.fetch(`${authorize.origin}${authorize.pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: authorize.searchParams.toString(),
    redirect: "manual",
  });
  expect(approve.status).toBe(302);
  return { authorize, callback: approve.headers.get("Location")! };
}

async function connected(
  provider: AccountingProvider = "quickbooks",
  settings = { incomeRef: "1", taxCode: "NON" },
  xeroTaxCode = "NONE",
) {
  const owner = await signedUp({ companyName: "Reyes Electric" });
  const { callback } = await consent(owner.browser, provider);
  const back = await owner.browser.fetch(callback, MANUAL);
  expect(back.status).toBe(302);
  expect(back.headers.get("Location")).toBe("/profile?integration=connected#integrations");
  const saved = await owner.browser.json(`/api/integrations/settings`, {
    method: "PUT",
    json:
      provider === "xero"
        ? { incomeRef: "200", taxCode: xeroTaxCode, depositRef: "090" }
        : { ...settings, depositRef: "35" },
  });
  expect(saved.status).toBe(200);
  const row = (await integrationOf(owner.member.companyId))!;
  return { ...owner, integration: row, companyId: owner.member.companyId as CompanyId };
}

/** An approved billing (approval itself is tested elsewhere: set directly, so no background sync races the test). */
async function approvedBilling(
  browser: Browser,
  amount = 1_248_050,
  email = `marcus.${crypto.randomUUID()}@webbhomes.example`,
) {
  const client = await makeClient(browser, { email, name: `Marcus Webb ${crypto.randomUUID().slice(0, 6)}` });
  const project = await makeProject(browser, { clientId: client.id, name: "Kitchen & Bath" });
  const progress = await makeProgress(browser, { projectId: project.id, amount, dueDate: "2026-12-15" });
  await env.DB.prepare("update progress set status = 'approved', approved_at = ? where id = ?")
    .bind(Date.now(), progress.id)
    .run();
  return { client, project, progress };
}

describe("connecting (OAuth 2.0 authorization code with PKCE)", () => {
  it("connects the QuickBooks stand-in, seals both tokens, and shows the connection to the owner", async () => {
    const { browser, integration, companyId } = await connected("quickbooks");
    expect(integration.provider).toBe("quickbooks");
    expect(integration.tenant_id).toMatch(/^local-quickbooks-/);
    // Sealed at rest: neither token is stored readable.
    expect(integration.access_token).toMatch(/^sb1:/);
    expect(integration.refresh_token).toMatch(/^sb1:/);
    expect(integration.access_token).not.toContain("local_at_");
    const view = await browser.json<{ integration: { provider: string; incomeRef: string; status: string } }>(
      "/api/integrations",
    );
    expect(view.body.integration).toMatchObject({ provider: "quickbooks", incomeRef: "1", status: "connected" });
    expect(companyId).toBeGreaterThan(0);
  });

  it("connects the Xero stand-in through /connections for the tenant", async () => {
    const { integration } = await connected("xero");
    expect(integration.provider).toBe("xero");
    expect(integration.tenant_id).toMatch(/^local-xero-/);
  });

  it("sends a PKCE S256 challenge and a state, never the verifier", async () => {
    const { browser } = await signedUp();
    const { authorize } = await consent(browser, "quickbooks");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("state")!.length).toBeGreaterThanOrEqual(43);
    const stored = await env.DB.prepare("select state_hash, code_verifier from accounting_oauth_states").all<{
      state_hash: string;
      code_verifier: string;
    }>();
    // Only hashes and sealed verifiers at rest.
    for (const row of stored.results) {
      expect(row.state_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_verifier).toMatch(/^sb1:/);
    }
  });

  it("refuses a replayed callback: the state is single use", async () => {
    const { browser } = await signedUp();
    const { callback } = await consent(browser, "quickbooks");
    expect((await browser.fetch(callback, MANUAL)).headers.get("Location")).toContain("integration=connected");
    const again = await browser.fetch(callback, MANUAL);
    expect(again.headers.get("Location")).toContain("integration=failed");
  });

  it("refuses a callback in another session than the one that asked (state bound to the session)", async () => {
    const owner = await signedUp();
    const { callback } = await consent(owner.browser, "quickbooks");
    const other = await signedUp();
    const res = await other.browser.fetch(callback, MANUAL);
    expect(res.headers.get("Location")).toBe(
      `/profile?integration=failed&reason=${encodeURIComponent(INTEGRATION_STATE_INVALID)}#integrations`,
    );
    expect(await integrationOf(other.member.companyId)).toBeNull();
    // The state was spent by the refused attempt too: the owner must start again.
    expect((await owner.browser.fetch(callback, MANUAL)).headers.get("Location")).toContain("integration=failed");
  });

  it("refuses an expired state", async () => {
    const { browser, member } = await signedUp();
    const { callback } = await consent(browser, "quickbooks");
    await env.DB.prepare("update accounting_oauth_states set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, member.id)
      .run();
    expect((await browser.fetch(callback, MANUAL)).headers.get("Location")).toContain("integration=failed");
  });

  it("the token endpoint refuses a code with the wrong PKCE verifier", async () => {
    const { browser } = await signedUp();
    const { callback } = await consent(browser, "quickbooks");
    const code = new URL(callback).searchParams.get("code")!;
    const api = accountingApi(env, "quickbooks", ORIGIN)!;
    await expect(
      api.exchangeCode({
        code,
        codeVerifier: "not-the-verifier-not-the-verifier-not-the-verifier",
        redirectUri: callback.split("?")[0]!,
      }),
    ).rejects.toMatchObject({ kind: "revoked" });
    expect(await codeChallengeOf("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
  });

  it("only the owner connects; the connection is one per company", async () => {
    const { browser } = await connected("quickbooks");
    const second = await browser.json<{ message: string }>("/api/integrations/xero/connect", { method: "POST" });
    expect(second.status).toBe(409);
  });
});

describe("token refresh and rotation", () => {
  it("refreshes an access token near expiry and stores the rotated refresh token in the same write", async () => {
    const { integration, browser, companyId } = await connected();
    const { progress } = await approvedBilling(browser);
    const before = await openToken(env, { ...rowOf(integration) }, "refresh");
    await env.DB.prepare("update accounting_integrations set access_expires_at = ? where id = ?")
      .bind(Date.now() + 1000, integration.id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    const after = (await integrationOf(companyId))!;
    expect(after.token_version).toBe(integration.token_version + 1);
    expect(await openToken(env, rowOf(after), "refresh")).not.toBe(before);
    // The old refresh token is spent at the provider: using it again is refused.
    const api = accountingApi(env, "quickbooks", ORIGIN)!;
    await expect(api.refresh(before)).rejects.toMatchObject({ kind: "revoked" });
  });

  it("two refreshes at once spend the refresh token once", async () => {
    const { integration, companyId } = await connected();
    const api = accountingApi(env, "quickbooks", ORIGIN)!;
    const row = await db.query.accountingIntegrations.findFirst({ where: (t, { eq }) => eq(t.id, integration.id) });
    const results = await Promise.allSettled([refreshTokens(env, db, api, row!), refreshTokens(env, db, api, row!)]);
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const r of results) {
      if (r.status === "rejected") expect((r.reason as AccountingError).kind).toBe("transient");
    }
    const after = (await integrationOf(companyId))!;
    expect(after.token_version).toBe(integration.token_version + 1);
    expect(after.status).toBe("connected");
    const used = await localRecords(after.tenant_id, "token");
    expect(used.filter((t) => t.used === true)).toHaveLength(1);
  });

  it("a refresh token the provider refuses (already used) is not retried: the connection asks to reconnect", async () => {
    const { integration, browser, companyId } = await connected();
    const { progress } = await approvedBilling(browser);
    const api = accountingApi(env, "quickbooks", ORIGIN)!;
    // Spend the refresh token behind the app's back, as a second copy of the app would.
    await api.refresh(await openToken(env, rowOf(integration), "refresh"));
    await env.DB.prepare("update accounting_integrations set access_expires_at = ? where id = ?")
      .bind(Date.now(), integration.id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    expect((await integrationOf(companyId))!.status).toBe("reconnect");
    const sync = await browser.json<{ sync: { status: string; text: string } }>(
      `/api/progress/${progress.id}/accounting-sync`,
    );
    expect(sync.body.sync).toMatchObject({ status: "failed", text: notSyncedText(INTEGRATION_RECONNECT) });
  });
});

/** The row as drizzle reads it, for the token helpers. */
function rowOf(row: IntegrationRow) {
  return {
    companyId: row.company_id,
    provider: row.provider,
    accessToken: row.access_token,
    refreshToken: row.refresh_token,
  } as unknown as Parameters<typeof openToken>[1];
}

describe("what flows to the books", () => {
  it("an approved billing becomes one customer and one invoice with exact cents and a link to the evidence", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress, client } = await approvedBilling(browser, 1_248_055);
    await syncBilling(env, db, companyId, progress.id);
    const customers = await localRecords(integration.tenant_id, "customer");
    expect(customers).toHaveLength(1);
    // Named by the company, as the exports name it (issue 38: one rule, one customer).
    expect(customers[0]).toMatchObject({ name: client.companyName, email: client.email });
    const invoices = await localRecords(integration.tenant_id, "invoice");
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      number: invoiceNumberOf(progress.id),
      amountCents: 1_248_055,
      dueDate: "2026-12-15",
    });
    expect(invoices[0].url).toContain(`/progress/${progress.id}`);
    const sync = await browser.json<{ sync: { status: string } }>(`/api/progress/${progress.id}/accounting-sync`);
    expect(sync.body.sync.status).toBe("synced");
    // The billing's own detail says the same, so its screen needs no second read.
    const detail = await browser.json<{ accountingSync: { status: string; text: string } | null }>(
      `/api/progress/${progress.id}`,
    );
    expect(detail.body.accountingSync).toMatchObject({ status: "synced", text: "Synced to QuickBooks Online" });
  });

  it("a billing's detail carries no sync line when no books are connected, or before it is approved", async () => {
    const owner = await signedUp({ companyName: "Unconnected Electric" });
    const { progress } = await approvedBilling(owner.browser);
    const approved = await owner.browser.json<{ accountingSync: unknown }>(`/api/progress/${progress.id}`);
    expect(approved.status).toBe(200);
    expect(approved.body.accountingSync).toBeNull();
    const { browser } = await connected();
    const pending = await makeProgress(browser, {
      projectId: (await approvedBilling(browser)).project.id,
      amount: 10_000,
      dueDate: "2026-12-20",
    });
    const detail = await browser.json<{ accountingSync: unknown }>(`/api/progress/${pending.id}`);
    expect(detail.body.accountingSync).toBeNull();
  });

  it("matches an existing customer by email instead of creating a second", async () => {
    const { browser, companyId, integration } = await connected();
    const email = `existing.${crypto.randomUUID()}@example.com`;
    await qbCreate(
      db,
      integration.tenant_id,
      "customer",
      { DisplayName: "Already There", PrimaryEmailAddr: { Address: email } },
      null,
    );
    const { progress } = await approvedBilling(browser, 50_000, email);
    await syncBilling(env, db, companyId, progress.id);
    expect(await localRecords(integration.tenant_id, "customer")).toHaveLength(1);
  });

  it("retries and parallel runs create one customer, one invoice and one payment", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress } = await approvedBilling(browser);
    await Promise.all([1, 2, 3].map(() => syncBilling(env, db, companyId, progress.id)));
    // A lost answer: the link was never recorded, the retry must find what was made.
    await env.DB.prepare("delete from accounting_links where company_id = ? and kind = 'invoice'")
      .bind(companyId)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    expect(await localRecords(integration.tenant_id, "customer")).toHaveLength(1);
    expect(await localRecords(integration.tenant_id, "invoice")).toHaveLength(1);

    await env.DB.prepare("update progress set status = 'paid', paid_at = ?, payment_method = 'zelle' where id = ?")
      .bind(Date.now(), progress.id)
      .run();
    await Promise.all([1, 2].map(() => syncBilling(env, db, companyId, progress.id)));
    await syncBilling(env, db, companyId, progress.id);
    const payments = await localRecords(integration.tenant_id, "payment");
    expect(payments).toHaveLength(1);
    expect(payments[0].amountCents).toBe(1_248_050);
  });

  it("a 503 backs off (the job throws for the queue to retry); a 429 goes back on the queue with its wait, pending", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress } = await approvedBilling(browser);
    await browser.fetch("/api/local-accounting/quickbooks/faults", {
      method: "POST",
      json: { tenant: integration.tenant_id, statuses: [503, 429] },
    });
    await expect(syncBilling(env, db, companyId, progress.id)).rejects.toBeInstanceOf(AccountingError);
    const pending = await browser.json<{ sync: { status: string } }>(`/api/progress/${progress.id}/accounting-sync`);
    expect(pending.body.sync.status).toBe("pending");
    // The 429 is not a failure: the same job is queued again after the provider's Retry-After (1 s here).
    const { env: recording, sent } = recordingEnv();
    await expect(syncBilling(recording, db, companyId, progress.id)).resolves.toBeUndefined();
    expect(sent).toEqual([expect.objectContaining({ type: "accounting-sync", progressId: progress.id })]);
    expect(
      (await browser.json<{ sync: { status: string } }>(`/api/progress/${progress.id}/accounting-sync`)).body.sync
        .status,
    ).toBe("pending");
    // Once the wait is over the retry makes one invoice.
    await env.DB.prepare("update accounting_integrations set api_paused_until = null where id = ?")
      .bind(integration.id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    expect(await localRecords(integration.tenant_id, "invoice")).toHaveLength(1);
  });

  it("a refused record shows on the billing as Not synced: reason, and Retry after the fix syncs it", async () => {
    const { browser, companyId, integration } = await connected("quickbooks", { incomeRef: "1", taxCode: "BAD" });
    // Outside the US the chosen code is sent on every line (a US company gets NON for a billing without tax).
    await setLocalCompany(db, integration.tenant_id, { country: "CA" });
    const { progress } = await approvedBilling(browser);
    await syncBilling(env, db, companyId, progress.id);
    const failed = await browser.json<{ sync: { status: string; text: string } }>(
      `/api/progress/${progress.id}/accounting-sync`,
    );
    expect(failed.body.sync.status).toBe("failed");
    expect(failed.body.sync.text).toBe(notSyncedText("Invalid tax code: Tax code BAD does not exist"));
    await browser.fetch("/api/integrations/settings", { method: "PUT", json: { incomeRef: "1", taxCode: "NON" } });
    const retried = await browser.json<{ sync: { status: string } }>(
      `/api/progress/${progress.id}/accounting-sync/retry`,
      {
        method: "POST",
      },
    );
    expect(retried.status).toBe(200);
    expect(retried.body.sync.status).toBe("pending");
    await syncBilling(env, db, companyId, progress.id);
    expect(await localRecords(integration.tenant_id, "invoice")).toHaveLength(1);
  });

  it("a sync the queue gave up on (the provider kept failing) shows as Not synced with the last reason", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress } = await approvedBilling(browser);
    await browser.fetch("/api/local-accounting/quickbooks/faults", {
      method: "POST",
      json: { tenant: integration.tenant_id, statuses: [503] },
    });
    await expect(syncBilling(env, db, companyId, progress.id)).rejects.toMatchObject({ kind: "transient" });
    await giveUpOnSync(db, companyId, progress.id);
    const failed = await browser.json<{ sync: { status: string; text: string } }>(
      `/api/progress/${progress.id}/accounting-sync`,
    );
    expect(failed.body.sync).toMatchObject({ status: "failed", text: notSyncedText("Service unavailable") });
  });

  it("Xero: contact, ACCREC invoice and payment to the chosen bank account", async () => {
    const { browser, companyId, integration } = await connected("xero");
    const { progress } = await approvedBilling(browser, 99_999);
    await syncBilling(env, db, companyId, progress.id);
    await env.DB.prepare("update progress set status = 'paid', paid_at = ?, payment_method = 'zelle' where id = ?")
      .bind(Date.now(), progress.id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    expect(await localRecords(integration.tenant_id, "customer")).toHaveLength(1);
    expect((await localRecords(integration.tenant_id, "invoice"))[0].amountCents).toBe(99_999);
    expect((await localRecords(integration.tenant_id, "payment"))[0].amountCents).toBe(99_999);
  });
});

const sign = async (body: string) => hmacBase64(LOCAL_WEBHOOK_KEY, body);

describe("webhooks", () => {
  const qbBody = (realmId: string, id = "1") =>
    JSON.stringify({
      eventNotifications: [
        {
          realmId,
          dataChangeEvent: {
            entities: [{ name: "Payment", id, operation: "Create", lastUpdated: "2026-11-24T01:00:00Z" }],
          },
        },
      ],
    });

  it("refuses unsigned and mis-signed deliveries with 401", async () => {
    const { integration } = await connected();
    const body = qbBody(integration.tenant_id);
    const post = (headers: Record<string, string>) =>
      app.fetch(new Request(`${ORIGIN}/api/accounting/webhooks/quickbooks`, { method: "POST", headers, body }), env);
    expect((await post({})).status).toBe(401);
    expect((await post({ "intuit-signature": await hmacBase64("wrong-key", body) })).status).toBe(401);
    expect((await post({ "intuit-signature": await sign(`${body} `) })).status).toBe(401);
  });

  it("records a replayed delivery once: the second queues nothing", async () => {
    const { integration } = await connected();
    const body = qbBody(integration.tenant_id, "777");
    const { env: recording, sent } = recordingEnv();
    const first = await receiveWebhook(recording, db, "quickbooks", body, await sign(body));
    const replay = await receiveWebhook(recording, db, "quickbooks", body, await sign(body));
    expect(first).toMatchObject({ status: 200, queued: 1, duplicates: 0 });
    expect(replay).toMatchObject({ status: 200, queued: 0, duplicates: 1 });
    expect(sent).toHaveLength(1);
  });

  it("a change whose record is gone (deleted since) settles without retrying", async () => {
    const { integration } = await connected();
    const body = qbBody(integration.tenant_id, "99999");
    const { env: recording, sent } = recordingEnv();
    await receiveWebhook(recording, db, "quickbooks", body, await sign(body));
    expect(sent).toHaveLength(1);
    await expect(runJob(sent[0]!, { db, env: recording })).resolves.toBeUndefined();
  });

  it("answers Xero's intent-to-receive: 200 when correctly signed, 401 when not", async () => {
    const body = JSON.stringify({ events: [], firstEventSequence: 0, lastEventSequence: 0, entropy: "ABCDEF" });
    const post = (signature: string) =>
      app.fetch(
        new Request(`${ORIGIN}/api/accounting/webhooks/xero`, {
          method: "POST",
          headers: { "x-xero-signature": signature },
          body,
        }),
        env,
      );
    const good = await post(await sign(body));
    expect(good.status).toBe(200);
    expect(await good.text()).toBe("");
    expect((await post(await hmacBase64("not-the-key", body))).status).toBe(401);
  });
});

describe("payments recorded in the books", () => {
  it("Record payment in the QuickBooks stand-in marks the billing paid, notifies, and stops its reminders", async () => {
    const { browser, companyId, integration, member } = await connected();
    const { progress } = await approvedBilling(browser);
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    const { env: recording, sent } = recordingEnv();
    // The stand-in's button: records the payment and POSTs the signed webhook to the app (through `recording`).
    const pay = await app.fetch(
      new Request(
        `${ORIGIN}/api/local-accounting/quickbooks/books/invoices/${invoice.id}/pay?tenant=${integration.tenant_id}`,
        { method: "POST", redirect: "manual" },
      ),
      recording,
    );
    expect(pay.status).toBe(303);
    expect(sent.map((j) => j.type)).toEqual(["accounting-webhook"]);
    for (const job of sent.splice(0)) await runJob(job, { db, env: recording });
    // The contractor's email about the payment, and the client's receipt (issue 38).
    expect(sent.map((j) => j.type)).toEqual(["deliver-message", "deliver-message"]);
    expect(
      await env.DB.prepare("select 1 from messages where dedupe_key = ?").bind(`client-receipt:${progress.id}`).all(),
    ).toMatchObject({ results: [{ 1: 1 }] });
    const row = await env.DB.prepare("select status, payment_reference from progress where id = ?")
      .bind(progress.id)
      .first<{
        status: string;
        payment_reference: string;
      }>();
    expect(row?.status).toBe("paid");
    // Words a person recognises: the invoice number in their books, not the provider's payment id.
    expect(row?.payment_reference).toBe(`Recorded in QuickBooks Online on invoice PS-${progress.id}`);
    const notes = await env.DB.prepare(
      "select title from notifications where user_id = ? and kind = 'payment_recorded'",
    )
      .bind(member.id)
      .all();
    expect(notes.results).toHaveLength(1);
    // The email says what the bell says, in today's English words (ADR 0243: an English member's email unchanged).
    const told = await env.DB.prepare(
      "select m.subject, m.body, n.body as note, u.full_name as name from messages m, notifications n, users u where m.dedupe_key = ? and n.user_id = u.id and u.id = ? and n.kind = 'payment_recorded'",
    )
      .bind(`accounting-paid:${progress.id}:${member.id}`, member.id)
      .first<{ subject: string; body: string; note: string; name: string }>();
    expect(told!.note).toMatch(
      /^Progress #\d+ for .+ \(\$[\d,.]+\) was marked paid in QuickBooks Online\. Reminders for it have stopped\.$/,
    );
    expect(told!.body).toBe(`Hi ${told!.name},\n\n${told!.note}`);
    expect(told!.subject).toMatch(/^Payment recorded: .+, Progress #\d+$/);
    // Not pushed back: the payment came from the books.
    await syncBilling(env, db, companyId, progress.id);
    expect(await localRecords(integration.tenant_id, "payment")).toHaveLength(1);
  });

  it("the hourly reconciliation catches a payment whose webhook never came, and queues billings never synced", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress } = await approvedBilling(browser, 20_000);
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    await qbCreate(
      db,
      integration.tenant_id,
      "payment",
      {
        TotalAmt: 200,
        TxnDate: "2026-11-24",
        Line: [{ Amount: 200, LinkedTxn: [{ TxnId: String(invoice.id), TxnType: "Invoice" }] }],
      },
      null,
    );
    const { progress: unsynced } = await approvedBilling(browser, 30_000);
    const { env: recording, sent } = recordingEnv();
    const result = await reconcileCompany(recording, db, integration.id);
    expect(result.marked).toBe(1);
    // The contractor's email about the payment, the client's receipt, and the billing that was never synced.
    expect(sent.map((j) => j.type)).toEqual(["deliver-message", "deliver-message", "accounting-sync"]);
    expect(sent[2]).toEqual({ type: "accounting-sync", companyId, progressId: unsynced.id });
    const row = await env.DB.prepare("select status from progress where id = ?")
      .bind(progress.id)
      .first<{ status: string }>();
    expect(row?.status).toBe("paid");
    // Run again: nothing new.
    const again = await reconcileCompany(recording, db, integration.id);
    expect(again.marked).toBe(0);
  });

  it("the hourly sweep pages connected companies by id and queues one reconciliation each", async () => {
    const a = await connected();
    const b = await connected("xero");
    const { env: recording, sent } = recordingEnv();
    await reconcilePage(recording, db, Math.min(a.integration.id, b.integration.id) - 1);
    const ids = sent.filter((j) => j.type === "accounting-reconcile-company").map((j) => j.integrationId);
    expect(ids).toEqual(expect.arrayContaining([a.integration.id, b.integration.id]));
    // A company that must reconnect is skipped.
    await env.DB.prepare("update accounting_integrations set status = 'reconnect' where id = ?")
      .bind(a.integration.id)
      .run();
    const { env: again, sent: second } = recordingEnv();
    await reconcilePage(again, db, a.integration.id - 1);
    expect(second.map((j) => ("integrationId" in j ? j.integrationId : null))).not.toContain(a.integration.id);
  });

  it("a part payment leaves the billing open", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress } = await approvedBilling(browser, 20_000);
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    await qbCreate(
      db,
      integration.tenant_id,
      "payment",
      {
        TotalAmt: 50,
        TxnDate: "2026-11-24",
        Line: [{ Amount: 50, LinkedTxn: [{ TxnId: String(invoice.id), TxnType: "Invoice" }] }],
      },
      null,
    );
    const { env: recording } = recordingEnv();
    expect((await reconcileCompany(recording, db, integration.id)).marked).toBe(0);
    // In the same ledger as a person's Mark paid (ADR 0165), once however often it is read: PayStage's balance agrees.
    expect((await reconcileCompany(recording, db, integration.id)).marked).toBe(0);
    expect(await ledgerOf(progress.id)).toEqual([{ amount: 5_000, source: "quickbooks" }]);
    const billing = await browser.json<{ status: string; amountPaid: number; balanceDue: number }>(
      `/api/progress/${progress.id}`,
    );
    expect(billing.body).toMatchObject({ status: "approved", amountPaid: 5_000, balanceDue: 15_000 });
    // The rest, paid there too: the billing is paid, the ledger holds both.
    await qbCreate(
      db,
      integration.tenant_id,
      "payment",
      {
        TotalAmt: 150,
        TxnDate: "2026-11-25",
        Line: [{ Amount: 150, LinkedTxn: [{ TxnId: String(invoice.id), TxnType: "Invoice" }] }],
      },
      null,
    );
    expect((await reconcileCompany(recording, db, integration.id)).marked).toBe(1);
    expect((await ledgerOf(progress.id)).map((p) => p.amount)).toEqual([5_000, 15_000]);
    const row = await env.DB.prepare("select status, amount_paid from progress where id = ?")
      .bind(progress.id)
      .first<{ status: string; amount_paid: number }>();
    expect(row).toEqual({ status: "paid", amount_paid: 20_000 });
  });

  for (const provider of ["quickbooks", "xero"] as const) {
    it(`each part payment marked here goes to ${provider} as its own payment, once, and never comes back`, async () => {
      const { browser, companyId, integration, member } = await connected(provider);
      const { progress } = await approvedBilling(browser, 20_000);
      await syncBilling(env, db, companyId, progress.id);
      const owner = { ...member, companyId, timezone: "America/Chicago" };
      const paidOn = localDate("America/Chicago", new Date());
      await markPaid(db, owner, progress.id, { paidOn, method: "check", reference: null, amount: 5_000 }, new Date(), {
        idempotencyKey: "push-part-0001",
      });
      await syncBilling(env, db, companyId, progress.id);
      await syncBilling(env, db, companyId, progress.id);
      const amounts = async () =>
        (await localRecords(integration.tenant_id, "payment")).map((p) => p.amountCents as number);
      expect(await amounts()).toEqual([5_000]);
      // The books' copy of it, read back by the reconciliation, is not a second payment here.
      const { env: recording } = recordingEnv();
      await reconcileCompany(recording, db, integration.id);
      expect(await ledgerOf(progress.id)).toEqual([{ amount: 5_000, source: "manual" }]);
      // The rest: its own payment there, and the billing is paid in both.
      const rest = await markPaid(db, owner, progress.id, { paidOn, method: "zelle", reference: null });
      expect(rest).toMatchObject({ status: "paid", balanceDue: 0, recorded: true });
      await syncBilling(env, db, companyId, progress.id);
      await syncBilling(env, db, companyId, progress.id);
      expect(await amounts()).toEqual([5_000, 15_000]);
    });
  }
});

describe("QuickBooks Online as Intuit documents it now (issue 32, ADR 0132)", () => {
  type SyncView = { sync: { status: string; text: string; note: string | null } };
  const syncOf = (browser: Browser, id: number) => browser.json<SyncView>(`/api/progress/${id}/accounting-sync`);
  const cloudEvent = (realm: string, entityId: string, id = crypto.randomUUID()) =>
    JSON.stringify([
      {
        specversion: "1.0",
        id,
        source: "intuit.test",
        type: "qbo.payment.created.v1",
        datacontenttype: "application/json",
        time: "2026-11-27T10:00:00Z",
        intuitentityid: entityId,
        intuitaccountid: realm,
        data: {},
      },
    ]);

  it("a CloudEvents delivery is queued once by its event id; the legacy shape still is", async () => {
    const { integration } = await connected();
    const body = cloudEvent(integration.tenant_id, "555");
    const { env: recording, sent } = recordingEnv();
    expect(await receiveWebhook(recording, db, "quickbooks", body, await sign(body))).toMatchObject({
      status: 200,
      queued: 1,
    });
    expect(await receiveWebhook(recording, db, "quickbooks", body, await sign(body))).toMatchObject({
      queued: 0,
      duplicates: 1,
    });
    expect(sent).toEqual([
      expect.objectContaining({
        type: "accounting-webhook",
        change: expect.objectContaining({ entity: "Payment", entityId: "555", tenantId: integration.tenant_id }),
      }),
    ]);
  });

  it("a signed body that yields no change writes a warn line", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const body = JSON.stringify([{ specversion: "1.0", id: "x", type: "qbo.payment.created.v1" }]);
      const { env: recording, sent } = recordingEnv();
      expect(await receiveWebhook(recording, db, "quickbooks", body, await sign(body))).toMatchObject({
        status: 200,
        queued: 0,
      });
      expect(sent).toHaveLength(0);
      const lines = warn.mock.calls.map((c) => JSON.parse(String(c[0])) as { msg: string; shape: string });
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: "signed accounting webhook yielded no change", shape: "array" }),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("the stand-in adds tax on a taxable code, as QuickBooks does: $1,000.00 becomes $1,082.50", async () => {
    const { integration } = await connected();
    const made = await qbCreate(
      db,
      integration.tenant_id,
      "invoice",
      {
        DocNumber: "OLD-1",
        CustomerRef: { value: "1" },
        Line: [{ Amount: 1000, SalesItemLineDetail: { ItemRef: { value: "1" }, TaxCodeRef: { value: "TAX" } } }],
      },
      null,
    );
    expect((made.body as { Invoice: { TotalAmt: number } }).Invoice.TotalAmt).toBe(1082.5);
  });

  it("a no-tax billing goes as NON with nothing added, although the owner chose a taxable code: totals match", async () => {
    const { browser, companyId, integration } = await connected("quickbooks", { incomeRef: "1", taxCode: "TAX" });
    const { progress } = await approvedBilling(browser, 100_000);
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    expect(invoice).toMatchObject({ amountCents: 100_000, taxCents: 0, number: invoiceNumberOf(progress.id) });
    expect((await syncOf(browser, progress.id)).body.sync).toMatchObject({ status: "synced", note: null });
  });

  it("outside the US the chosen code goes tax-inclusive: the books' total is the billing's", async () => {
    const { browser, companyId, integration } = await connected("quickbooks", { incomeRef: "1", taxCode: "TAX" });
    await setLocalCompany(db, integration.tenant_id, { country: "CA" });
    const { progress } = await approvedBilling(browser, 100_000);
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    expect(invoice.amountCents).toBe(100_000);
    expect(invoice.taxCents).toBeGreaterThan(0);
    expect((await syncOf(browser, progress.id)).body.sync.note).toBeNull();
  });

  it("an invoice whose total in the books differs (tax added there) is linked and the billing says so", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress, client } = await approvedBilling(browser, 100_000);
    // Sent before this fix: the customer, our number, and a taxable code on the line.
    const customer = await qbCreate(
      db,
      integration.tenant_id,
      "customer",
      { DisplayName: client.name, PrimaryEmailAddr: { Address: client.email } },
      null,
    );
    const customerId = (customer.body as { Customer: { Id: string } }).Customer.Id;
    await qbCreate(
      db,
      integration.tenant_id,
      "invoice",
      {
        DocNumber: invoiceNumberOf(progress.id),
        CustomerRef: { value: customerId },
        Line: [{ Amount: 1000, SalesItemLineDetail: { ItemRef: { value: "1" }, TaxCodeRef: { value: "TAX" } } }],
      },
      null,
    );
    await syncBilling(env, db, companyId, progress.id);
    expect(await localRecords(integration.tenant_id, "invoice")).toHaveLength(1);
    const view = (await syncOf(browser, progress.id)).body.sync;
    expect(view).toMatchObject({
      status: "synced",
      text: "Synced to QuickBooks Online",
      note: "QuickBooks Online shows $1,082.50, this billing is $1,000.00",
    });
    // The billing's own detail carries the note, and a later sync keeps it.
    await syncBilling(env, db, companyId, progress.id);
    const detail = await browser.json<{ accountingSync: { note: string | null } }>(`/api/progress/${progress.id}`);
    expect(detail.body.accountingSync.note).toBe("QuickBooks Online shows $1,082.50, this billing is $1,000.00");
  });

  it("an invoice found by number but for another customer or amount is never linked", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress } = await approvedBilling(browser, 100_000);
    await qbCreate(
      db,
      integration.tenant_id,
      "invoice",
      {
        DocNumber: invoiceNumberOf(progress.id),
        CustomerRef: { value: "999" },
        Line: [{ Amount: 1000, SalesItemLineDetail: { ItemRef: { value: "1" } } }],
      },
      null,
    );
    await syncBilling(env, db, companyId, progress.id);
    const invoices = await localRecords(integration.tenant_id, "invoice");
    expect(invoices).toHaveLength(2);
    const link = await env.DB.prepare(
      "select provider_id from accounting_links where company_id = ? and kind = 'invoice' and paystage_id = ?",
    )
      .bind(companyId, progress.id)
      .first<{ provider_id: string }>();
    expect(link?.provider_id).toBe(String(invoices[1].id));
  });

  it("with custom transaction numbers off, QuickBooks numbers the invoice and a lost answer still makes one", async () => {
    const { browser, companyId, integration } = await connected();
    await setLocalCompany(db, integration.tenant_id, { customTxnNumbers: false });
    const { progress } = await approvedBilling(browser, 50_000);
    await syncBilling(env, db, companyId, progress.id);
    await env.DB.prepare("delete from accounting_links where company_id = ? and kind = 'invoice'")
      .bind(companyId)
      .run();
    // The requestid's window has passed (the stand-in forgets it): found by the customer and the evidence link.
    await env.DB.prepare(
      "update local_accounting_records set idempotency_key = null where tenant_id = ? and kind = 'invoice'",
    )
      .bind(integration.tenant_id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    const invoices = await localRecords(integration.tenant_id, "invoice");
    expect(invoices).toHaveLength(1);
    expect(invoices[0].number).toMatch(/^\d+$/);
  });

  it("6240: a vendor with the client's name; the customer is made as 'Name (customer)' and the billing syncs", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress, client } = await approvedBilling(browser);
    await putLocalVendor(db, integration.tenant_id, customerNameOf(client));
    await syncBilling(env, db, companyId, progress.id);
    const customers = await localRecords(integration.tenant_id, "customer");
    expect(customers.map((c) => c.name)).toEqual([`${customerNameOf(client)} (customer)`]);
    expect((await syncOf(browser, progress.id)).body.sync.status).toBe("synced");
  });

  it("6240: an inactive customer of the same name is reactivated and used", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress, client } = await approvedBilling(browser);
    await qbCreate(
      db,
      integration.tenant_id,
      "customer",
      { DisplayName: customerNameOf(client), PrimaryEmailAddr: { Address: "someone.else@example.com" } },
      null,
    );
    await env.DB.prepare(
      "update local_accounting_records set body = json_set(body, '$.active', json('false')) where tenant_id = ? and kind = 'customer'",
    )
      .bind(integration.tenant_id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    const customers = await localRecords(integration.tenant_id, "customer");
    expect(customers).toHaveLength(1);
    expect(customers[0].active).toBe(true);
    expect((await syncOf(browser, progress.id)).body.sync.status).toBe("synced");
  });

  it("one payment over two invoices: the full share marks its billing paid, the smaller share leaves the other open", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress: first } = await approvedBilling(browser, 100_000);
    const { progress: second } = await approvedBilling(browser, 80_000);
    await syncBilling(env, db, companyId, first.id);
    await syncBilling(env, db, companyId, second.id);
    const [a, b] = await localRecords(integration.tenant_id, "invoice");
    const made = await qbCreate(
      db,
      integration.tenant_id,
      "payment",
      {
        TotalAmt: 1300,
        TxnDate: "2026-11-26",
        Line: [
          { Amount: 1000, LinkedTxn: [{ TxnId: String(a.id), TxnType: "Invoice" }] },
          { Amount: 300, LinkedTxn: [{ TxnId: String(b.id), TxnType: "Invoice" }] },
        ],
      },
      null,
    );
    const paymentId = (made.body as { Payment: { Id: string } }).Payment.Id;
    const body = cloudEvent(integration.tenant_id, paymentId);
    const { env: recording, sent } = recordingEnv();
    await receiveWebhook(recording, db, "quickbooks", body, await sign(body));
    for (const job of sent.splice(0)) await runJob(job, { db, env: recording });
    const status = (id: number) =>
      env.DB.prepare("select status from progress where id = ?")
        .bind(id)
        .first<{ status: string }>()
        .then((r) => r?.status);
    expect(await status(first.id)).toBe("paid");
    expect(await status(second.id)).toBe("approved");
    expect((await syncOf(browser, second.id)).body.sync.note).toBe(
      "Part paid in QuickBooks Online: $300.00 of $800.00",
    );
    // Seen again by the reconciliation: nothing more.
    const integrationRow = await db.query.accountingIntegrations.findFirst({
      where: (t, { eq }) => eq(t.id, integration.id),
    });
    const again = await applyProviderPayments(recording, db, integrationRow!, [
      {
        id: paymentId,
        date: "2026-11-26",
        amountCents: 130_000,
        invoiceIds: [String(a.id), String(b.id)],
        applied: [
          { invoiceId: String(a.id), amountCents: 100_000 },
          { invoiceId: String(b.id), amountCents: 30_000 },
        ],
      },
    ]);
    expect(again).toBe(0);
    expect(await status(second.id)).toBe("approved");
  });
});

describe("a billing in its own currency with its tax lines (issue 33, ADR 0163)", () => {
  /** A UK billing issued exclusive of VAT: £1,000.00 net, VAT 20% £200.00, total £1,200.00 (as the tax engine freezes it). */
  async function gbpBilling(browser: Browser, pricing: "exclusive" | "inclusive" = "exclusive") {
    const billing = await approvedBilling(browser, pricing === "exclusive" ? 100_000 : 120_000);
    const taxLines = [{ code: "GB-STD", label: "VAT 20%", rate: 20, base: 100_000, tax: 20_000 }];
    await env.DB.prepare(
      "update progress set currency = 'GBP', locale = 'en-GB', net_amount = 100000, tax_amount = 20000, total_amount = 120000, tax_lines = ? where id = ?",
    )
      .bind(JSON.stringify(taxLines), billing.progress.id)
      .run();
    return billing;
  }
  const xeroInvoice = async (tenant: string) => (await localRecords(tenant, "invoice"))[0];

  it("Xero: GBP exclusive of VAT goes as Exclusive, TaxType per line, TaxAmount 200.00, CurrencyCode GBP; paid in full", async () => {
    const { browser, companyId, integration } = await connected("xero", undefined, "OUTPUT2");
    const { progress } = await gbpBilling(browser);
    await syncBilling(env, db, companyId, progress.id);
    const invoice = await xeroInvoice(integration.tenant_id);
    expect(invoice).toMatchObject({
      currency: "GBP",
      lineAmountTypes: "Exclusive",
      amountCents: 100_000,
      taxCents: 20_000,
      lines: [{ amountCents: 100_000, taxType: "OUTPUT2", taxCents: 20_000 }],
    });
    // The books' total is the billing's: no "shows another total" note.
    const sync = await browser.json<{ sync: { status: string; note: string | null } }>(
      `/api/progress/${progress.id}/accounting-sync`,
    );
    expect(sync.body.sync).toMatchObject({ status: "synced", note: null });
    await env.DB.prepare("update progress set status = 'paid', paid_at = ? where id = ?")
      .bind(Date.now(), progress.id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    expect((await localRecords(integration.tenant_id, "payment"))[0].amountCents).toBe(120_000);
  });

  it("Xero: a price inclusive of VAT goes as Inclusive with the tax inside the line", async () => {
    const { browser, companyId, integration } = await connected("xero", undefined, "OUTPUT2");
    const { progress } = await gbpBilling(browser, "inclusive");
    await syncBilling(env, db, companyId, progress.id);
    expect(await xeroInvoice(integration.tenant_id)).toMatchObject({
      currency: "GBP",
      lineAmountTypes: "Inclusive",
      amountCents: 100_000,
      taxCents: 20_000,
      lines: [{ amountCents: 120_000, taxType: "OUTPUT2", taxCents: 20_000 }],
    });
  });

  it("a taxed billing waits for the owner's tax rate: Not synced, saying where to choose it", async () => {
    const { browser, companyId } = await connected("xero", undefined, "");
    const { progress } = await gbpBilling(browser);
    await syncBilling(env, db, companyId, progress.id);
    const sync = await browser.json<{ sync: { status: string; text: string } }>(
      `/api/progress/${progress.id}/accounting-sync`,
    );
    expect(sync.body.sync).toMatchObject({ status: "failed", text: notSyncedText(chooseTaxCodeFor("VAT 20%")) });
  });

  it("QuickBooks (UK company): TaxExcluded, the chosen code, the billing's VAT as TotalTax; CurrencyRef with multicurrency", async () => {
    const { browser, companyId, integration } = await connected("quickbooks", { incomeRef: "1", taxCode: "20" });
    await setLocalCompany(db, integration.tenant_id, { country: "GB", homeCurrency: "GBP", multiCurrency: true });
    const { progress } = await gbpBilling(browser);
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    expect(invoice).toMatchObject({ currency: "GBP", amountCents: 120_000, lineCents: 100_000, taxCents: 20_000 });
    const sync = await browser.json<{ sync: { status: string; note: string | null } }>(
      `/api/progress/${progress.id}/accounting-sync`,
    );
    expect(sync.body.sync).toMatchObject({ status: "synced", note: null });
  });

  /** A UK company (so /profile lists its rates) whose billing is taxed at the lines given. */
  async function ukBilling(
    browser: Browser,
    companyId: number,
    taxLines: Array<{ code: string; label: string; rate: number; base: number; tax: number }>,
  ) {
    await env.DB.prepare("update companies set country = 'GB', currency = 'GBP', tax_mode = 'exclusive' where id = ?")
      .bind(companyId)
      .run();
    const billing = await approvedBilling(browser, 100_000);
    const net = taxLines.reduce((sum, l) => sum + l.base, 0);
    const tax = taxLines.reduce((sum, l) => sum + l.tax, 0);
    await env.DB.prepare(
      "update progress set currency = 'GBP', locale = 'en-GB', amount = ?, net_amount = ?, tax_amount = ?, total_amount = ?, tax_lines = ? where id = ?",
    )
      .bind(net, net, tax, net + tax, JSON.stringify(taxLines), billing.progress.id)
      .run();
    return billing;
  }
  const VAT_5 = { code: "GB-RED", label: "VAT 5%", rate: 5, base: 100_000, tax: 5_000 };

  it("maps each of the company's rates to its own code: /profile lists the rates, a 5% billing books under the 5% code", async () => {
    const { browser, companyId, integration } = await connected("quickbooks", { incomeRef: "1", taxCode: "20" });
    await setLocalCompany(db, integration.tenant_id, { country: "GB", homeCurrency: "GBP", multiCurrency: true });
    const { progress } = await ukBilling(browser, companyId, [VAT_5]);
    const view = await browser.json<{ integration: { taxRates: Array<{ key: string }> } }>("/api/integrations");
    expect(view.body.integration.taxRates.map((r) => r.key)).toEqual(["GB-STD", "GB-RED", "GB-ZERO", "none"]);
    // The provider's own codes are what the pickers offer (the stand-in answers as QuickBooks' TaxCode query).
    const options = await browser.json<{ taxCodes: Array<{ id: string; name: string }> }>("/api/integrations/options");
    expect(options.body.taxCodes).toContainEqual({ id: "5", name: "5.0% R" });
    const unknown = await browser.json("/api/integrations/settings", {
      method: "PUT",
      json: { incomeRef: "1", taxCodes: { "AU-GST": { id: "5", name: "5.0% R" } } },
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: TAX_CODE_RATE_UNKNOWN } });
    const saved = await browser.json<{ integration: { taxCodes: object; taxCode: string } }>(
      "/api/integrations/settings",
      {
        method: "PUT",
        json: {
          incomeRef: "1",
          depositRef: "35",
          taxCodes: { "GB-STD": { id: "20", name: "20.0% S" }, "GB-RED": { id: "5", name: "5.0% R" } },
        },
      },
    );
    expect(saved.body.integration).toMatchObject({ taxCode: "20", taxCodes: { "GB-RED": { id: "5" } } });
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    expect(invoice).toMatchObject({ taxCodes: ["5"], lineCents: 100_000, taxCents: 5_000, amountCents: 105_000 });
  });

  it("QuickBooks (UK company): TxnTaxDetail carries a TaxLine per rate, its TaxRateRef from the mapped code (ADR 0211)", async () => {
    const { browser, companyId, integration } = await connected("quickbooks", { incomeRef: "1", taxCode: "20" });
    await setLocalCompany(db, integration.tenant_id, { country: "GB", homeCurrency: "GBP", multiCurrency: true });
    const vat20 = { code: "GB-STD", label: "VAT 20%", rate: 20, base: 50_000, tax: 10_000 };
    const vat5 = { ...VAT_5, base: 40_000, tax: 2_000 };
    const { progress } = await ukBilling(browser, companyId, [vat20, vat5]);
    await browser.json("/api/integrations/settings", {
      method: "PUT",
      json: {
        incomeRef: "1",
        depositRef: "35",
        taxCodes: { "GB-STD": { id: "20", name: "20.0% S" }, "GB-RED": { id: "5", name: "5.0% R" } },
      },
    });
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    expect(invoice).toMatchObject({
      taxCodes: ["20", "5"],
      taxCents: 12_000,
      amountCents: 102_000,
      taxLines: [
        { rateId: "4", percent: 20, netCents: 50_000, taxCents: 10_000 },
        { rateId: "6", percent: 5, netCents: 40_000, taxCents: 2_000 },
      ],
    });
  });

  it("a company's own rate is listed to map and its lines go under the code mapped to it, as a seeded rate's (ADR 0211)", async () => {
    const { browser, companyId, integration } = await connected("xero", undefined, "");
    const levy = { label: "Levy 5%", rate: 5, base: 100_000, tax: 5_000 };
    const { progress } = await ukBilling(browser, companyId, [{ code: "GB-STD", ...levy }]);
    const own = await browser.json<{ code: string }>("/api/tax-rates", {
      method: "POST",
      json: { label: levy.label, rate: levy.rate, validFrom: "2020-01-01" },
    });
    expect(own.status).toBe(201);
    const view = await browser.json<{ integration: { taxRates: Array<{ key: string; label: string }> } }>(
      "/api/integrations",
    );
    expect(view.body.integration.taxRates).toContainEqual({ key: own.body.code, label: "Levy 5%" });
    const saved = await browser.json("/api/integrations/settings", {
      method: "PUT",
      json: { incomeRef: "200", taxCodes: { [own.body.code]: { id: "RROUTPUT", name: "5% (VAT on Income)" } } },
    });
    expect(saved.status).toBe(200);
    await env.DB.prepare("update progress set tax_lines = ? where id = ?")
      .bind(JSON.stringify([{ code: own.body.code, ...levy }]), progress.id)
      .run();
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    expect(invoice).toMatchObject({ lines: [{ amountCents: 100_000, taxType: "RROUTPUT", taxCents: 5_000 }] });
  });

  it("Xero: a billing at two rates sends each line's own TaxType; a rate without a code waits, naming the rate", async () => {
    const { browser, companyId, integration } = await connected("xero", undefined, "");
    const vat20 = { code: "GB-STD", label: "VAT 20%", rate: 20, base: 50_000, tax: 10_000 };
    const vat5 = { ...VAT_5, base: 40_000, tax: 2_000 };
    const { progress } = await ukBilling(browser, companyId, [vat20, vat5]);
    await syncBilling(env, db, companyId, progress.id);
    const waiting = await browser.json<{ sync: { text: string } }>(`/api/progress/${progress.id}/accounting-sync`);
    expect(waiting.body.sync.text).toBe(notSyncedText(chooseTaxCodeFor("VAT 20%")));
    // Xero offers only the rates revenue may use: its purchases rate is not a choice.
    const options = await browser.json<{ taxCodes: Array<{ id: string }> }>("/api/integrations/options");
    expect(options.body.taxCodes.map((o) => o.id)).not.toContain("INPUT2");
    await browser.json("/api/integrations/settings", {
      method: "PUT",
      json: {
        incomeRef: "200",
        depositRef: "090",
        taxCodes: {
          "GB-STD": { id: "OUTPUT2", name: "20% (VAT on Income)" },
          "GB-RED": { id: "RROUTPUT", name: "5% (VAT on Income)" },
        },
      },
    });
    await browser.json(`/api/progress/${progress.id}/accounting-sync/retry`, { method: "POST" });
    await syncBilling(env, db, companyId, progress.id);
    const [invoice] = await localRecords(integration.tenant_id, "invoice");
    expect(invoice).toMatchObject({
      lineAmountTypes: "Exclusive",
      lines: [
        { amountCents: 50_000, taxType: "OUTPUT2", taxCents: 10_000 },
        { amountCents: 40_000, taxType: "RROUTPUT", taxCents: 2_000 },
      ],
    });
  });

  it("a US company's /profile asks no tax code for QuickBooks (always NON) and only the sales-tax line's for Xero", async () => {
    const qb = await connected("quickbooks");
    const qbView = await qb.browser.json<{ integration: { taxRates: unknown[] } }>("/api/integrations");
    expect(qbView.body.integration.taxRates).toEqual([]);
    const xero = await connected("xero");
    const xeroView = await xero.browser.json<{ integration: { taxRates: Array<{ key: string }> } }>(
      "/api/integrations",
    );
    expect(xeroView.body.integration.taxRates.map((r) => r.key)).toEqual(["US-SALES"]);
  });

  it("QuickBooks without multicurrency books only its home currency: a GBP billing in a CAD company says what to turn on", async () => {
    const { browser, companyId, integration } = await connected("quickbooks", { incomeRef: "1", taxCode: "20" });
    await setLocalCompany(db, integration.tenant_id, { country: "CA", homeCurrency: "CAD", multiCurrency: false });
    const { progress } = await gbpBilling(browser);
    await syncBilling(env, db, companyId, progress.id);
    const sync = await browser.json<{ sync: { status: string; text: string } }>(
      `/api/progress/${progress.id}/accounting-sync`,
    );
    expect(sync.body.sync).toMatchObject({ status: "failed", text: notSyncedText(qbMultiCurrencyOff("GBP")) });
  });
});

describe("disconnect", () => {
  it("revokes the refresh token at the provider and deletes the tokens and the id map", async () => {
    const { browser, companyId, integration } = await connected();
    const { progress } = await approvedBilling(browser);
    await syncBilling(env, db, companyId, progress.id);
    const refresh = await openToken(env, rowOf(integration), "refresh");
    const res = await browser.json<{ integration: unknown }>("/api/integrations", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body.integration).toBeNull();
    expect(await integrationOf(companyId)).toBeNull();
    const links = await env.DB.prepare("select count(*) as n from accounting_links where company_id = ?")
      .bind(companyId)
      .first<{ n: number }>();
    expect(links?.n).toBe(0);
    const api = accountingApi(env, "quickbooks", ORIGIN)!;
    await expect(api.refresh(refresh)).rejects.toMatchObject({ kind: "revoked" });
  });
});

describe("the stand-in", () => {
  it("answers 404 in production", async () => {
    const prod = { ...env, APP_ENV: "production", RESEND_API_KEY: "re_fake", APP_URL: "https://paystage.test" } as Env;
    for (const path of ["/api/local-accounting/quickbooks/oauth2/authorize", "/api/local-accounting/xero/books"]) {
      const res = await app.fetch(new Request(`${ORIGIN}${path}`), prod);
      expect(res.status, path).toBe(404);
    }
  });
});
