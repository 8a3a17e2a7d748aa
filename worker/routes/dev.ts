// GET /api/dev/outbox: every message the app has sent, newest first; POST /api/dev/seed-decisions: decides the demo
// billings through the real approval and payment code. Development and tests only; 404 in production.
import { Hono } from "hono";
import { DevFaultsSchema } from "../../schema/contracts/dev-faults";
import { devFaults, setDevFaults } from "../lib/dev-faults";
import { isDevelopment } from "../lib/env";
import { notFound } from "../lib/errors";
import { validate } from "../lib/validate";
import { seedDemoDecisions } from "../services/demo-decisions";
import { recentMessages } from "../services/messages";
import type { AppEnv } from "../types";

export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  .get("/outbox", async (c) => {
    const rows = await recentMessages(c.var.db);
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
  // Fault switches for watching the outbox relay recover (worker/lib/dev-faults.ts).
  .get("/faults", (c) => c.json(devFaults(), 200))
  .put("/faults", validate("json", DevFaultsSchema), (c) => {
    setDevFaults(c.req.valid("json"));
    return c.json(devFaults(), 200);
  })
  .post("/seed-decisions", async (c) => c.json(await seedDemoDecisions(c.env, c.var.db), 200));
