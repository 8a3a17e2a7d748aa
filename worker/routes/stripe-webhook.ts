// POST /api/stripe/webhook: public, authenticated by Stripe's signature over the raw body (never parsed first).
import { Hono } from "hono";
import { stripeConfig } from "../lib/stripe-config";
import { handleStripeWebhook } from "../services/stripe-webhook";
import type { AppEnv } from "../types";

export const stripeWebhookRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  const rawBody = await c.req.text();
  const outcome = await handleStripeWebhook(
    c.var.db,
    stripeConfig(c.env),
    rawBody,
    c.req.header("Stripe-Signature") ?? undefined,
  );
  return c.json(outcome, 200);
});
