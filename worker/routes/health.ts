// GET /api/health: whether D1, R2, the queue and the Durable Object answer, and the outbox's counts (no data).
// 200 when every probe answers, 503 otherwise: uptime checks and the test server's readiness read the status.
import { Hono } from "hono";
import { checkHealth } from "../services/health";
import type { AppEnv } from "../types";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const health = await checkHealth(c.env, c.var.db);
  return c.json(health, health.ok ? 200 : 503);
});
