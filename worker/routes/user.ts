// GET /api/user (401 when signed out), PUT /api/user/profile, and the payment details (PUT, DELETE one method).
import { Hono } from "hono";
import { PaymentDetailsSchema, PaymentMethodParamSchema, ProfileSchema } from "#schema/contracts";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { deferSessionCheck, readAsUser } from "../middleware/session-batch";
import { toPublicUser, updateProfile } from "../services/accounts";
import { removePaymentMethod, savePaymentDetails } from "../services/payment-details";
import type { AppEnv } from "../types";

export const userRoutes = new Hono<AppEnv>()
  // The session read is the whole read: one round trip (ADR 0099).
  .get("/", deferSessionCheck, async (c) => c.json(toPublicUser((await readAsUser(c, () => [])).user), 200))
  .use(requireUser)
  .put("/profile", validate("json", ProfileSchema), async (c) => {
    const user = await updateProfile(c.env, c.var.db, c.var.user, c.req.valid("json"));
    return c.json(toPublicUser(user), 200);
  })
  .put("/payment-details", validate("json", PaymentDetailsSchema), async (c) => {
    const user = await savePaymentDetails(c.var.db, c.var.user, c.req.valid("json"));
    return c.json(toPublicUser(user), 200);
  })
  .delete("/payment-details/:method", validate("param", PaymentMethodParamSchema), async (c) => {
    const user = await removePaymentMethod(c.var.db, c.var.user, c.req.valid("param").method);
    return c.json(toPublicUser(user), 200);
  });
