// /api/local-accounting/{quickbooks|xero}/...: the local stand-in for both providers (ADR 0126), 404 in production.
// The same adapters that call Intuit and Xero call these paths (in-process), with the providers' shapes; a person
// sees the consent page and the stand-in's invoices with "Record payment", which sends the app a signed webhook.
import { type Context, Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import {
  ACCOUNTING_PROVIDER_NAMES,
  type AccountingProvider,
  AccountingProviderSchema,
} from "#schema/contracts/accounting";
import { formatMoneyExact } from "#schema/rules/money";
import { isDevelopment } from "../lib/env";
import { notFound } from "../lib/errors";
import { appOrigin } from "../lib/request";
import { validate } from "../lib/validate";
import {
  approveConsent,
  armedFault,
  armFaults,
  booksOf,
  disconnectLocalTenant,
  type LocalAnswer,
  qbChanges,
  qbCreate,
  qbQuery,
  qbRead,
  recordLocalPayment,
  revokeToken,
  tenantOfBearer,
  tokenGrant,
  xeroConnections,
  xeroCreate,
  xeroRead,
} from "../services/accounting/local-books";
import type { AppEnv } from "../types";

const ProviderParam = z.object({ provider: AccountingProviderSchema });

const answer = (c: Context, a: LocalAnswer) => {
  for (const [k, v] of Object.entries(a.headers ?? {})) c.header(k, v);
  return c.json(a.body as object, a.status as 200);
};

const page = (title: string, body: unknown) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; padding: 16px; max-width: 720px; color: #111; }
      .banner { background: #fff4d6; border: 1px solid #e6c200; padding: 8px 12px; border-radius: 6px; font-size: 14px; }
      table { width: 100%; border-collapse: collapse; margin-top: 16px; }
      td, th { text-align: left; padding: 8px 4px; border-bottom: 1px solid #ddd; font-size: 15px; }
      button { font-size: 16px; padding: 10px 16px; min-height: 44px; border-radius: 6px; border: 1px solid #2563eb; background: #2563eb; color: #fff; }
      button.secondary { background: #fff; color: #111; border-color: #999; }
      .paid { color: #15803d; font-weight: 600; }
    </style>
  </head>
  <body>
    <p class="banner">Local stand-in: no real accounting account is used. Development only.</p>
    ${body}
  </body>
</html>`;

async function quickBooksApi(c: Context<AppEnv>) {
  const realm = c.req.param("realm") ?? "";
  const tenant = await tenantOfBearer(c.var.db, "quickbooks", c.req.header("Authorization"));
  if (!tenant || tenant !== realm) {
    return c.json(
      { Fault: { Error: [{ Message: "AuthenticationFailed", code: "3200" }], type: "AUTHENTICATION" } },
      401,
    );
  }
  const fault = await armedFault(c.var.db, "quickbooks", tenant);
  if (fault) return answer(c, fault);
  const entity = c.req.param("entity") ?? "";
  const url = new URL(c.req.url);
  if (c.req.method === "POST") {
    return answer(c, await qbCreate(c.var.db, tenant, entity, await c.req.json(), url.searchParams.get("requestid")));
  }
  if (entity === "query") return answer(c, await qbQuery(c.var.db, tenant, url.searchParams.get("query") ?? ""));
  if (entity === "cdc") return answer(c, await qbChanges(c.var.db, tenant, url.searchParams.get("changedSince") ?? ""));
  return answer(c, await qbRead(c.var.db, tenant, entity, c.req.param("id") ?? ""));
}

async function xeroApi(c: Context<AppEnv>) {
  const tenant = await tenantOfBearer(c.var.db, "xero", c.req.header("Authorization"));
  if (!tenant || tenant !== c.req.header("xero-tenant-id")) return c.json({ Title: "Unauthorized", Status: 401 }, 401);
  const fault = await armedFault(c.var.db, "xero", tenant);
  if (fault) return answer(c, fault);
  const resource = c.req.param("resource") ?? "";
  if (c.req.method === "PUT") {
    return answer(
      c,
      await xeroCreate(c.var.db, tenant, resource, await c.req.json(), c.req.header("Idempotency-Key") ?? null),
    );
  }
  const url = new URL(c.req.url);
  return answer(
    c,
    await xeroRead(
      c.var.db,
      tenant,
      resource,
      c.req.param("id") ?? null,
      url.searchParams,
      c.req.header("If-Modified-Since") ?? null,
    ),
  );
}

export const localAccountingRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  // --- OAuth ---
  .get("/:provider/oauth2/authorize", validate("param", ProviderParam), (c) => {
    const provider = c.req.valid("param").provider;
    const query = new URL(c.req.url).searchParams;
    const fields = [...query.entries()].map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`);
    const cancel = new URL(query.get("redirect_uri") ?? "/", appOrigin(c));
    cancel.searchParams.set("error", "access_denied");
    cancel.searchParams.set("state", query.get("state") ?? "");
    return c.html(
      page(
        `Connect to ${ACCOUNTING_PROVIDER_NAMES[provider]}`,
        html`<h1>Connect PayStage to local ${ACCOUNTING_PROVIDER_NAMES[provider]}</h1>
          <p>PayStage asks to read and write customers, invoices and payments.</p>
          <form method="post">${fields}<button type="submit">Connect</button></form>
          <p><a href="${cancel.toString()}">Cancel</a></p>`,
      ),
    );
  })
  .post("/:provider/oauth2/authorize", validate("param", ProviderParam), async (c) => {
    const form = await c.req.parseBody();
    const params = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)]));
    const back = await approveConsent(c.var.db, c.req.valid("param").provider, params);
    if (!back) return c.text("invalid_request", 400);
    return c.redirect(back, 302);
  })
  .post("/:provider/oauth2/token", validate("param", ProviderParam), async (c) => {
    const form = new URLSearchParams(await c.req.text());
    return answer(c, await tokenGrant(c.var.db, c.req.valid("param").provider, c.req.header("Authorization"), form));
  })
  .post("/:provider/oauth2/revoke", validate("param", ProviderParam), async (c) => {
    const text = await c.req.text();
    const token = text.startsWith("{")
      ? String((JSON.parse(text) as { token?: string }).token ?? "")
      : (new URLSearchParams(text).get("token") ?? "");
    return answer(c, await revokeToken(c.var.db, c.req.valid("param").provider, token));
  })
  .get("/xero/connections", async (c) => {
    const rows = await xeroConnections(c.var.db, c.req.header("Authorization"), c.req.query("authEventId") ?? null);
    if (!rows) return c.json({ Title: "Unauthorized" }, 401);
    return c.json(rows, 200);
  })
  // DELETE /connections/{id}: disconnects that one organisation.
  .delete("/xero/connections/:id", async (c) => {
    const done = await disconnectLocalTenant(c.var.db, c.req.header("Authorization"), c.req.param("id"));
    return done.status === 204 ? c.body(null, 204) : answer(c, done);
  })
  // Tests and hand testing: the next calls for a tenant answer these statuses (429, 503).
  .post("/:provider/faults", validate("param", ProviderParam), async (c) => {
    const body = (await c.req.json()) as { tenant: string; statuses: number[] };
    await armFaults(c.var.db, c.req.valid("param").provider, body.tenant, body.statuses);
    return c.json({ armed: body.statuses.length }, 200);
  })
  // --- QuickBooks Online API v3 ---
  .on(["GET", "POST"], "/quickbooks/v3/company/:realm/:entity", quickBooksApi)
  .on(["GET", "POST"], "/quickbooks/v3/company/:realm/:entity/:id", quickBooksApi)
  // --- Xero Accounting API ---
  .on(["GET", "PUT"], "/xero/api.xro/2.0/:resource", xeroApi)
  .on(["GET", "PUT"], "/xero/api.xro/2.0/:resource/:id", xeroApi)
  // --- The stand-in's screen ---
  .get("/:provider/books", validate("param", ProviderParam), async (c) => {
    const provider: AccountingProvider = c.req.valid("param").provider;
    const tenant = c.req.query("tenant") ?? "";
    const invoices = await booksOf(c.var.db, provider, tenant);
    const rows = invoices.map(
      (i) => html`<tr>
        <td>${i.number}</td>
        <td>${i.customer}</td>
        <td>${formatMoneyExact(i.amountCents)}</td>
        <td>
          ${
            i.paid
              ? html`<span class="paid">Paid</span>`
              : html`<form method="post" action="books/invoices/${i.id}/pay?tenant=${encodeURIComponent(tenant)}">
                <button type="submit" aria-label="Record payment for ${i.number}">Record payment</button>
              </form>`
          }
        </td>
      </tr>`,
    );
    return c.html(
      page(
        `Local ${ACCOUNTING_PROVIDER_NAMES[provider]}: invoices`,
        html`<h1>Local ${ACCOUNTING_PROVIDER_NAMES[provider]}: invoices</h1>
          ${
            invoices.length === 0
              ? html`<p>No invoices yet. Approved billings appear here once synced.</p>`
              : html`<table>
                <thead><tr><th>Number</th><th>Customer</th><th>Amount</th><th></th></tr></thead>
                <tbody>${rows}</tbody>
              </table>`
          }
          <p><a href="/profile#integrations">Back to PayStage</a></p>`,
      ),
    );
  })
  .post(
    "/:provider/books/invoices/:id/pay",
    validate("param", ProviderParam.extend({ id: z.string().min(1) })),
    async (c) => {
      const { provider, id } = c.req.valid("param");
      const tenant = c.req.query("tenant") ?? "";
      const found = await recordLocalPayment(c.env, c.var.db, provider, tenant, id, appOrigin(c));
      if (!found) throw notFound();
      return c.redirect(
        `${new URL(c.req.url).pathname.replace(/\/books\/.*$/, "/books")}?tenant=${encodeURIComponent(tenant)}`,
        303,
      );
    },
  );
