// POST /api/stripe/webhook: public, authenticated by Stripe's signature over the raw body (never parsed first).
import { Hono } from "hono";
import { openShard } from "../middleware/shard";
import { shardOfStripeEvent } from "../services/directory";
import { handleStripeWebhook } from "../services/stripe-webhook";
import { billingFor } from "../services/subscriptions";
import type { AppEnv } from "../types";

export const stripeWebhookRoutes = new Hono<AppEnv>().post("/webhook", async (c) => {
  const rawBody = await c.req.text();
  // The shard of the company the event is about (ADR 0185); the signature is checked there.
  openShard(c, await shardOfStripeEvent(c.env, rawBody));
  const outcome = await handleStripeWebhook(
    c.env,
    c.var.db,
    billingFor(c.env, c.var.db),
    rawBody,
    c.req.header("Stripe-Signature") ?? undefined,
  );
  return c.json(outcome, 200);
});
