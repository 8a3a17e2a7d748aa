// GET /api/tax-rates: the company's country's tax rates in force today, and how the company prices tax.
import { Hono } from "hono";
import { requireUser } from "../middleware/auth";
import { listTaxRates } from "../services/tax-rates";
import type { AppEnv } from "../types";

export const taxRateRoutes = new Hono<AppEnv>().get("/", requireUser, (c) => c.json(listTaxRates(c.var.user), 200));
