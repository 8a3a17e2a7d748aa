// GET /api/company (every member reads the company's money, tax and invoice settings), PATCH /api/company and
// POST /api/company/delete (the owner's alone, by the routes' permissions in worker/middleware/permissions.ts).
import { Hono } from "hono";
import { CompanySettingsSchema, DeleteCompanySchema } from "#schema/contracts/company";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { requireRecentAuth } from "../middleware/recent-auth";
import { requestErasure } from "../services/company-erasure";
import { getCompanySettings, updateCompanySettings } from "../services/company-settings";
import { endSession } from "../services/sessions";
import type { AppEnv } from "../types";

export const companyRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(getCompanySettings(c.var.user), 200))
  .patch("/", requireUser, validate("json", CompanySettingsSchema), async (c) =>
    c.json(await updateCompanySettings(c.var.db, c.var.user, c.req.valid("json")), 200),
  )
  // Deleting the company's account (ADR 0226): answered once the sessions are gone and the erasure job is queued.
  .post("/delete", requireUser, requireRecentAuth, validate("json", DeleteCompanySchema), async (c) => {
    await requestErasure(c.env, c.var.user);
    await endSession(c, c.var.db, c.env.SESSION_SECRET);
    return c.json({ ok: true as const }, 202);
  });
