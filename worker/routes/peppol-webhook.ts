// POST /api/peppol/webhook: public, authenticated by the Billit-Signature header over the raw body (ADR 0193).
import { Hono } from "hono";
import { peppolAccessPoint } from "../providers/peppol";
import { handlePeppolWebhook } from "../services/peppol-webhook";
import type { AppEnv } from "../types";

export const peppolWebhookRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  const result = await handlePeppolWebhook(c.env, peppolAccessPoint(c.env), {
    signature: c.req.header("Billit-Signature"),
    body: await c.req.text(),
  });
  return c.json(result, 200);
});
