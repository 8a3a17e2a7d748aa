// GET /api/health: liveness plus a database round trip, for uptime checks and the test server's readiness.
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../types";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await c.var.db.run(sql`select 1`);
  return c.json({ ok: true as const }, 200);
});
