// The dead-letter consumer's record (ADR 0121): one row per message the queue gave up on, deleted after retention.
import { eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { deadLetters } = schema;

export type DeadLetterRow = typeof deadLetters.$inferSelect;

/** A redelivery of the same dead letter (the consumer retried) is recorded once, by the queue's message id. */
export const insertDeadLetter = (db: Db, values: typeof deadLetters.$inferInsert) =>
  db.insert(deadLetters).values(values).onConflictDoNothing();

export const findDeadLetter = (db: Db, messageId: string) =>
  db.select().from(deadLetters).where(eq(deadLetters.messageId, messageId)).get();

export const deleteOldDeadLetters = (db: Db, before: Date, limit: number) =>
  db
    .delete(deadLetters)
    .where(
      inArray(
        deadLetters.id,
        db.select({ id: deadLetters.id }).from(deadLetters).where(lt(deadLetters.createdAt, before)).limit(limit),
      ),
    )
    .returning({ id: deadLetters.id });
