// POST /api/support (the contact form) and POST /api/support/newsletter (the footer's product-updates box).
import { Hono } from "hono";
import { NewsletterSignupSchema, SupportSchema } from "#schema/contracts";
import { clientIp } from "../lib/request";
import { validate } from "../lib/validate";
import { signUpForUpdates, submitSupportRequest } from "../services/support";
import type { AppEnv } from "../types";

export const supportRoutes = new Hono<AppEnv>()
  .post("/", validate("json", SupportSchema), async (c) => {
    const { id } = await submitSupportRequest(c.env, c.var.db, c.req.valid("json"), clientIp(c));
    return c.json({ id }, 201);
  })
  .post("/newsletter", validate("json", NewsletterSignupSchema), async (c) => {
    await signUpForUpdates(c.env, c.var.db, c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
