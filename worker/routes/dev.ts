// GET /api/dev/outbox: every message the app has sent, newest first; POST /api/dev/seed: the local demo workspace,
// made through the services (worker/services/demo/local-workspace.ts). Development and tests only; 404 in production.
import { Hono } from "hono";
import { DevEndTrialSchema, DevFaultsSchema, DevSeedSchema } from "#schema/contracts/dev-faults";
import { devFaults, setDevFaults } from "../lib/dev-faults";
import { isDevelopment } from "../lib/env";
import { notFound } from "../lib/errors";
import { linkBase } from "../lib/request";
import { validate } from "../lib/validate";
import { seedLocalWorkspace } from "../services/demo/local-workspace";
import { endTrialNow } from "../services/dev-trial";
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
  .post("/seed", validate("json", DevSeedSchema), async (c) => {
    const { adminPassword } = c.req.valid("json");
    return c.json(await seedLocalWorkspace(c.env, c.var.db, { adminPassword, origin: linkBase(c.env, c) }), 200);
  })
  // What follows the free trial, without waiting 14 days (worker/services/dev-trial.ts).
  .post("/end-trial", validate("json", DevEndTrialSchema), async (c) =>
    c.json(await endTrialNow(c.var.db, c.req.valid("json").username), 200),
  );
