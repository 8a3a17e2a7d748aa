// The owner's notifications: the latest with the unread count (one batch), and marking them all read.
import { countUnread, listNotifications, markAllRead } from "../db/notifications";
import type { Db } from "../lib/db";

export async function notificationsOf(db: Db, userId: number) {
  const [items, unread] = await db.batch([listNotifications(db, userId), countUnread(db, userId)]);
  return { items, unreadCount: unread[0]?.n ?? 0 };
}

export const markNotificationsRead = (db: Db, userId: number, now = new Date()) => markAllRead(db, userId, now);
