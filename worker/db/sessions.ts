// Session and login-attempt queries.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { sessions, users, loginAttempts } = schema;

export const insertSession = (db: Db, values: typeof sessions.$inferInsert) => db.insert(sessions).values(values);

/** The live session and its user in one query. */
export const findLiveSession = (db: Db, sid: string, now: Date) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), isNull(sessions.revokedAt), sql`${sessions.expire} > ${now.getTime()}`))
    .get();

export const touchSession = (db: Db, sid: string, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sid, sid));

export const revokeSession = (db: Db, sid: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.sid, sid), isNull(sessions.revokedAt)));

export const deleteDeadSessions = (db: Db, now: Date, idleMs: number) =>
  db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expire, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        sql`${sessions.revokedAt} is not null`,
      ),
    );

export const findAttempts = (db: Db, keys: string[]) =>
  db.select().from(loginAttempts).where(sql`${loginAttempts.key} in ${keys}`).all();

/** Count one failure; a window older than `windowMs` restarts at 1. */
export const recordFailure = (db: Db, key: string, now: Date, windowMs: number) => {
  const stale = now.getTime() - windowMs;
  return db
    .insert(loginAttempts)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        count: sql`case when ${loginAttempts.windowStart} < ${stale} then 1 else ${loginAttempts.count} + 1 end`,
        windowStart: sql`case when ${loginAttempts.windowStart} < ${stale} then ${now.getTime()} else ${loginAttempts.windowStart} end`,
      },
    });
};

export const clearAttempts = (db: Db, key: string) => db.delete(loginAttempts).where(eq(loginAttempts.key, key));

export const deleteStaleAttempts = (db: Db, before: Date) =>
  db.delete(loginAttempts).where(lt(loginAttempts.windowStart, before));
