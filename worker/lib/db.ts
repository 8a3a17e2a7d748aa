// The drizzle handle over D1, with every table's schema for typed queries.
import { drizzle } from "drizzle-orm/d1";
import * as schema from "#schema/db";

/** The database without a session: every query on the primary (cron, and jobs queued by no request). */
export const getDb = (env: Pick<Env, "DB">) => drizzle(env.DB, { schema });
export type Db = ReturnType<typeof getDb>;

/**
 * The database over one D1 session (ADR 0128): `start` is "first-primary", "first-unconstrained" or a bookmark the
 * first query must be at least as new as. drizzle only calls prepare and batch, which a session has too.
 */
export function getSessionDb(env: Pick<Env, "DB">, start: string) {
  // A stand-in binding without sessions (a benchmark's counting wrapper) is used as it is: every query on it.
  if (typeof env.DB.withSession !== "function") return { db: getDb(env), bookmark: () => null };
  const session = env.DB.withSession(start);
  return { db: drizzle(session as unknown as D1Database, { schema }), bookmark: () => session.getBookmark() };
}
export { schema };
