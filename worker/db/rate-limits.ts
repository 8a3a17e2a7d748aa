// Fixed-window counters for every per-address and per-account limit.
import { inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { rateLimits } = schema;

export const findCounters = (db: Db, keys: string[]) =>
  db.select().from(rateLimits).where(sql`${rateLimits.key} in ${keys}`).all();

/** Count one event and return the count in the current window; a window older than `windowMs` restarts at 1. */
export const bumpCounter = (db: Db, key: string, now: Date, windowMs: number) => {
  const stale = now.getTime() - windowMs;
  return db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        lastAt: now,
        count: sql`case when ${rateLimits.windowStart} < ${stale} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${stale} then ${now.getTime()} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
};

export const clearCounters = (db: Db, keys: string[]) => db.delete(rateLimits).where(sql`${rateLimits.key} in ${keys}`);

export const deleteStaleCounters = (db: Db, before: Date, limit: number) =>
  db
    .delete(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        db.select({ key: rateLimits.key }).from(rateLimits).where(lt(rateLimits.windowStart, before)).limit(limit),
      ),
    )
    .returning({ key: rateLimits.key });
