// /api/integrations: connect QuickBooks Online or Xero (owner), view (owner and office), choose what invoices book
// to, disconnect; /api/progress/{id}/accounting-sync: a billing's sync state and Retry; and the providers' webhooks.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { IdParamSchema } from "#schema/contracts";
import {
  AccountingProviderSchema,
  IntegrationSettingsSchema,
  IntegrationTenantSchema,
} from "#schema/contracts/accounting";
import { AppError } from "../lib/errors";
import { linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import {
  chooseTenant,
  disconnect,
  finishConnect,
  integrationOptions,
  integrationsOf,
  saveSettings,
  startConnect,
} from "../services/accounting/connect";
import { retrySync, syncStateOf } from "../services/accounting/sync";
import { receiveWebhookOnEveryShard } from "../services/accounting/webhooks";
import type { AppEnv } from "../types";

const ProviderParamSchema = z.object({ provider: AccountingProviderSchema });

/**
 * Where the provider sends the browser back, and the origin of the stand-in's pages: APP_URL, never the host a request
 * happened to reach, so the redirect URI is always the one registered with Intuit and Xero (ADR 0134).
 */
const originOf = (c: Context<AppEnv>) => linkBase(c.env, c);

/** The provider's own answer when consent did not complete: "access_denied" is a person's Cancel, anything else its words. */
function consentError(query: URLSearchParams) {
  const error = query.get("error");
  if (!error) return null;
  if (error === "access_denied") return "/profile?integration=cancelled#integrations";
  const reason = [error, query.get("error_description")].filter(Boolean).join(": ").slice(0, 300);
  return `/profile?integration=failed&reason=${encodeURIComponent(reason)}#integrations`;
}

export const integrationRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await integrationsOf(c.env, c.var.db, c.var.user), 200))
  .post("/:provider/connect", requireUser, validate("param", ProviderParamSchema), async (c) =>
    c.json(
      await startConnect(c.env, c.var.db, c.var.user, c.var.sessionId, c.req.valid("param").provider, originOf(c)),
      200,
    ),
  )
  // The provider sends the browser back here; the answer is a redirect to the profile, which says how it went.
  .get("/:provider/callback", requireUser, validate("param", ProviderParamSchema), async (c) => {
    const query = new URL(c.req.url).searchParams;
    const refused = consentError(query);
    if (refused) return c.redirect(refused, 302);
    let status: string;
    try {
      ({ status } = await finishConnect(
        c.env,
        c.var.db,
        c.var.user,
        c.var.sessionId,
        c.req.valid("param").provider,
        originOf(c),
        query,
      ));
    } catch (err) {
      // The provider's own words (a refused token exchange, no organisation granted) are what a person can act on.
      const reason = err instanceof AppError ? err.message : "The provider did not answer. Try again.";
      if (!(err instanceof AppError)) console.error("accounting connect failed", err);
      return c.redirect(`/profile?integration=failed&reason=${encodeURIComponent(reason)}#integrations`, 302);
    }
    return c.redirect(`/profile?integration=${status === "choose" ? "choose" : "connected"}#integrations`, 302);
  })
  .get("/options", requireUser, async (c) =>
    c.json(await integrationOptions(c.env, c.var.db, c.var.user, originOf(c)), 200),
  )
  .put("/settings", requireUser, validate("json", IntegrationSettingsSchema), async (c) =>
    c.json(await saveSettings(c.env, c.var.db, c.var.user, c.req.valid("json")), 200),
  )
  .put("/tenant", requireUser, validate("json", IntegrationTenantSchema), async (c) =>
    c.json(await chooseTenant(c.env, c.var.db, c.var.user, c.req.valid("json").tenantId), 200),
  )
  .delete("/", requireUser, async (c) => c.json(await disconnect(c.env, c.var.db, c.var.user, originOf(c)), 200));

/** Mounted on /api/progress. */
export const accountingSyncRoutes = new Hono<AppEnv>()
  .get("/:id/accounting-sync", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json({ sync: await syncStateOf(c.var.db, c.var.user.companyId, c.req.valid("param").id) }, 200),
  )
  .post("/:id/accounting-sync/retry", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json({ sync: await retrySync(c.env, c.var.db, c.var.user, c.req.valid("param").id) }, 200),
  );

/**
 * POST /api/accounting/webhooks/{provider}: public, authenticated by the signature over the raw body. 401 for a
 * missing or wrong signature (Xero's intent-to-receive expects exactly that), 200 with an empty body otherwise.
 */
export const accountingWebhookRoutes = new Hono<AppEnv>().post(
  "/webhooks/:provider",
  validate("param", ProviderParamSchema),
  async (c) => {
    const provider = c.req.valid("param").provider;
    const rawBody = await c.req.text();
    const signature = c.req.header(provider === "quickbooks" ? "intuit-signature" : "x-xero-signature");
    const outcome = await receiveWebhookOnEveryShard(c.env, provider, rawBody, signature);
    return c.body(null, outcome.status);
  },
);
