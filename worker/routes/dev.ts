// GET /api/dev/outbox: every message the app has sent, newest first; POST /api/dev/seed-decisions: decides the demo
// billings through the real approval and payment code. Development and tests only; 404 in production.
import { Hono } from "hono";
import { listRecentMessages } from "../db/messages";
import { isDevelopment } from "../lib/env";
import { notFound } from "../lib/errors";
import { seedDemoDecisions } from "../services/demo-decisions";
import type { AppEnv } from "../types";

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  .get("/outbox", async (c) => {
    const rows = await listRecentMessages(c.var.db);
    const messages = rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      body: m.body,
      status: m.status,
      provider: m.provider,
      attempts: m.attempts,
      error: m.error,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    }));
    return c.json(messages, 200);
  })
  .post("/seed-decisions", async (c) => c.json(await seedDemoDecisions(c.env, c.var.db), 200));
