// One-time server-side challenges: stored on issue, deleted as they are used.
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { authChallenges } = schema;
type Purpose = (typeof authChallenges.$inferSelect)["purpose"];

export const insertChallenge = (db: Db, values: typeof authChallenges.$inferInsert) =>
  db.insert(authChallenges).values(values);

/**
 * Takes the challenge out of the store: a DELETE ... RETURNING, so two requests racing with the same id cannot
 * both get it. An expired or unknown id, or one issued for another purpose, gives undefined.
 */
export const takeChallenge = (db: Db, id: string, purpose: Purpose, now: Date) =>
  db
    .delete(authChallenges)
    .where(and(eq(authChallenges.id, id), eq(authChallenges.purpose, purpose), gt(authChallenges.expiresAt, now)))
    .returning()
    .get();

export const deleteExpiredChallenges = (db: Db, now: Date, limit: number) =>
  db
    .delete(authChallenges)
    .where(
      inArray(
        authChallenges.id,
        db.select({ id: authChallenges.id }).from(authChallenges).where(lt(authChallenges.expiresAt, now)).limit(limit),
      ),
    )
    .returning({ id: authChallenges.id });
