// Subscription routes of the spec (status, checkout, cancel, resume), plus the customer portal and the
// local test checkout's completion. Every one needs a signed-in user.
import { Hono } from "hono";
import {
  ChangePlanSchema,
  CompleteTestCheckoutSchema,
  CreateCheckoutSessionSchema,
} from "#schema/contracts/subscriptions";
import { linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import {
  billingFor,
  billingPortalUrl,
  cancelSubscription,
  changePlan,
  completeTestCheckout,
  resumeSubscription,
  startCheckout,
  subscriptionStatusOf,
} from "../services/subscriptions";
import type { AppEnv } from "../types";

export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/subscription-status", requireUser, async (c) =>
    c.json(await subscriptionStatusOf(c.var.db, c.env, c.var.user), 200),
  )
  .post("/create-checkout-session", requireUser, validate("json", CreateCheckoutSessionSchema), async (c) => {
    const billing = billingFor(c.env, c.var.db);
    const { priceId, period } = c.req.valid("json");
    const { url } = await startCheckout(c.var.db, billing, c.var.user, priceId, linkBase(c.env, c), period);
    return c.json({ url }, 200);
  })
  .post("/cancel-subscription", requireUser, async (c) => {
    const user = await cancelSubscription(c.var.db, billingFor(c.env, c.var.db), c.var.user);
    return c.json(await subscriptionStatusOf(c.var.db, c.env, user), 200);
  })
  .post("/change-plan", requireUser, validate("json", ChangePlanSchema), async (c) => {
    const billing = billingFor(c.env, c.var.db);
    const { priceId, period } = c.req.valid("json");
    const { user, outcome } = await changePlan(c.var.db, billing, c.var.user, priceId, period);
    return c.json({ ...(await subscriptionStatusOf(c.var.db, c.env, user)), ...outcome }, 200);
  })
  .post("/resume-subscription", requireUser, async (c) => {
    const user = await resumeSubscription(c.var.db, billingFor(c.env, c.var.db), c.var.user);
    return c.json(await subscriptionStatusOf(c.var.db, c.env, user), 200);
  })
  .post("/billing-portal", requireUser, async (c) =>
    c.json(await billingPortalUrl(billingFor(c.env, c.var.db), c.var.user, linkBase(c.env, c)), 200),
  )
  .post("/test-checkout/complete", requireUser, validate("json", CompleteTestCheckoutSchema), async (c) => {
    const { priceId, sessionId, period } = c.req.valid("json");
    const billing = billingFor(c.env, c.var.db);
    return c.json(await completeTestCheckout(billing, c.var.user, priceId, sessionId, period), 200);
  });
