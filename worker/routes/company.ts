// GET /api/company (every member reads the company's money, tax and invoice settings) and PATCH /api/company (the
// owner's alone, by the route's permission in worker/middleware/permissions.ts).
import { Hono } from "hono";
import { CompanySettingsSchema } from "#schema/contracts/company";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { getCompanySettings, updateCompanySettings } from "../services/company-settings";
import type { AppEnv } from "../types";

export const companyRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(getCompanySettings(c.var.user), 200))
  .patch("/", requireUser, validate("json", CompanySettingsSchema), async (c) =>
    c.json(await updateCompanySettings(c.var.db, c.var.user, c.req.valid("json")), 200),
  );
