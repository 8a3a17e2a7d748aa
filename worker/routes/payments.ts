// POST /api/payments/generate-links and POST /api/payments/request: getting paid for approved progress.
import { Hono } from "hono";
import { GenerateLinksSchema, PaymentRequestSchema } from "#schema/contracts";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { generatePaymentLinks, requestPayment } from "../services/payment-requests";
import type { AppEnv } from "../types";

export const paymentRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/generate-links", validate("json", GenerateLinksSchema), async (c) => {
    const options = await generatePaymentLinks(c.var.db, c.var.user, c.req.valid("json"));
    return c.json(options, 200);
  })
  .post("/request", validate("json", PaymentRequestSchema), async (c) => {
    const result = await requestPayment({ db: c.var.db, env: c.env }, c.var.user, c.req.valid("json"));
    return c.json(result, 200);
  });
