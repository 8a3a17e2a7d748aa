// GET /api/dashboard: everything the home screen shows, answered from one D1 batch.
import { Hono } from "hono";
import { requireUser } from "../middleware/auth";
import { getDashboard } from "../services/dashboard";
import type { AppEnv } from "../types";

export const dashboardRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await getDashboard(c.var.db, c.var.user), 200));
