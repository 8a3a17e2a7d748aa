// Notification queries, always scoped to the owner.
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { notifications } = schema;

export const listNotifications = (db: Db, userId: number, limit = 20) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

export const countUnread = (db: Db, userId: number) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

export const markAllRead = (db: Db, userId: number, now: Date) =>
  db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

export const insertNotification = (db: Db, values: typeof notifications.$inferInsert) =>
  db.insert(notifications).values(values);
