// GET /api/notifications (latest and unread count, one batch) and POST /api/notifications/read.
import { Hono } from "hono";
import { countUnread, listNotifications, markAllRead } from "../db/notifications";
import { requireUser } from "../middleware/auth";
import type { AppEnv } from "../types";

export const notificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { db, user } = c.var;
    const [items, unread] = await db.batch([listNotifications(db, user.id), countUnread(db, user.id)]);
    return c.json({ items, unreadCount: unread[0]?.n ?? 0 }, 200);
  })
  .post("/read", async (c) => {
    await markAllRead(c.var.db, c.var.user.id, new Date());
    return c.json({ ok: true as const }, 200);
  });
