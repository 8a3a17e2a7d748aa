// POST /api/progress (submit a billing) and GET /api/progress/{id}. The list and PDF live in invoices.ts.
import { Hono } from "hono";
import { CreateProgressSchema, IdParamSchema } from "#schema/contracts";
import { idempotencyKey, linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { assertBillsInStages } from "../services/pay-apps";
import { getProgress } from "../services/progress";
import { submitProgress } from "../services/progress-submission";
import type { AppEnv } from "../types";

// Middleware is per route: other files mount more routes on /progress, some of them public (approval links).
export const progressRoutes = new Hono<AppEnv>()
  .post("/", requireUser, validate("json", CreateProgressSchema), async (c) => {
    await assertBillsInStages(c.var.db, c.var.user, c.req.valid("json").projectId);
    const { progress, replayed, approval } = await submitProgress(c.env, c.var.db, c.var.user, c.req.valid("json"), {
      idempotencyKey: idempotencyKey(c.req.header("Idempotency-Key")),
      origin: linkBase(c.env, c),
    });
    return c.json({ ...progress, approval }, replayed ? 200 : 201);
  })
  .get("/:id", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await getProgress(c.var.db, c.var.user, c.req.valid("param").id), 200),
  );
