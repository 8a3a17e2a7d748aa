// GET /api/notifications (latest and unread count, one batch) and POST /api/notifications/read.
import { Hono } from "hono";
import { requireUser } from "../middleware/auth";
import { markNotificationsRead, notificationsOf } from "../services/notifications";
import type { AppEnv } from "../types";

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    return c.json(await notificationsOf(c.var.db, c.var.user.id), 200);
  })
  .post("/read", async (c) => {
    await markNotificationsRead(c.var.db, c.var.user.id);
    return c.json({ ok: true as const }, 200);
  });
