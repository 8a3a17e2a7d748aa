// /api/integrations: connect QuickBooks Online or Xero (owner), view (owner and office), choose what invoices book
// to, disconnect; /api/progress/{id}/accounting-sync: a billing's sync state and Retry; and the providers' webhooks.
import { Hono } from "hono";
import { z } from "zod";
import { IdParamSchema } from "#schema/contracts";
import { AccountingProviderSchema, IntegrationSettingsSchema } from "#schema/contracts/accounting";
import { AppError } from "../lib/errors";
import { appOrigin } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import {
  disconnect,
  finishConnect,
  integrationOptions,
  integrationsOf,
  saveSettings,
  startConnect,
} from "../services/accounting/connect";
import { retrySync, syncStateOf } from "../services/accounting/sync";
import { receiveWebhook } from "../services/accounting/webhooks";
import type { AppEnv } from "../types";

const ProviderParamSchema = z.object({ provider: AccountingProviderSchema });

export const integrationRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await integrationsOf(c.env, c.var.db, c.var.user), 200))
  .post("/:provider/connect", requireUser, validate("param", ProviderParamSchema), async (c) =>
    c.json(
      await startConnect(c.env, c.var.db, c.var.user, c.var.sessionId, c.req.valid("param").provider, appOrigin(c)),
      200,
    ),
  )
  // The provider sends the browser back here; the answer is a redirect to the profile, which says how it went.
  .get("/:provider/callback", requireUser, validate("param", ProviderParamSchema), async (c) => {
    const query = new URL(c.req.url).searchParams;
    if (query.get("error")) return c.redirect("/profile?integration=cancelled#integrations", 302);
    try {
      await finishConnect(
        c.env,
        c.var.db,
        c.var.user,
        c.var.sessionId,
        c.req.valid("param").provider,
        appOrigin(c),
        query,
      );
    } catch (err) {
      const reason = err instanceof AppError ? err.message : "The provider did not answer. Try again.";
      if (!(err instanceof AppError)) console.error("accounting connect failed", err);
      return c.redirect(`/profile?integration=failed&reason=${encodeURIComponent(reason)}#integrations`, 302);
    }
    return c.redirect("/profile?integration=connected#integrations", 302);
  })
  .get("/options", requireUser, async (c) =>
    c.json(await integrationOptions(c.env, c.var.db, c.var.user, appOrigin(c)), 200),
  )
  .put("/settings", requireUser, validate("json", IntegrationSettingsSchema), async (c) =>
    c.json(await saveSettings(c.env, c.var.db, c.var.user, c.req.valid("json")), 200),
  )
  .delete("/", requireUser, async (c) => c.json(await disconnect(c.env, c.var.db, c.var.user, appOrigin(c)), 200));

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
    const outcome = await receiveWebhook(c.env, c.var.db, provider, rawBody, signature);
    return c.body(null, outcome.status);
  },
);
