// GET /api/tax-rates: the company's country's tax rates in force today, its own, and how the company prices tax.
// POST /api/tax-rates: the owner adds one of the company's own rates (ADR 0211).
import { Hono } from "hono";
import { CreateOwnTaxRateSchema } from "#schema/contracts/own-tax-rates";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { addOwnTaxRate, listTaxRates } from "../services/tax-rates";
import type { AppEnv } from "../types";

export const taxRateRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await listTaxRates(c.var.db, c.var.user), 200))
  .post("/", requireUser, validate("json", CreateOwnTaxRateSchema), async (c) =>
    c.json(await addOwnTaxRate(c.var.db, c.var.user, c.req.valid("json")), 201),
  );
