// GET /api/dashboard: everything the home screen shows, and the session check, answered from one D1 batch (ADR 0099).
import { Hono } from "hono";
import { deferSessionCheck, readAsUser } from "../middleware/session-batch";
import { dashboardReads, shapeDashboard } from "../services/dashboard";
import type { AppEnv } from "../types";

export const dashboardRoutes = new Hono<AppEnv>().use(deferSessionCheck).get("/", async (c) => {
  const now = new Date();
  const { user, data } = await readAsUser(c, (m) => [...dashboardReads(c.var.db, m, now)]);
  return c.json(shapeDashboard(data, user.timezone, now, { currency: user.currency, locale: user.locale }), 200);
});
