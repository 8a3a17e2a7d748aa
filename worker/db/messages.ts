// Message (outbox) queries. Messages belong to the delivery layer, not to a tenant screen: the only reader
// outside delivery is the development outbox listing.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { messages } = schema;

export type MessageRow = typeof messages.$inferSelect;

export const findMessage = (db: Db, id: number) => db.select().from(messages).where(eq(messages.id, id)).get();

/** Only a message still queued moves: a duplicate delivery of a sent or failed message changes nothing. */
export const updateQueuedMessage = (db: Db, id: number, values: Partial<typeof messages.$inferInsert>) =>
  db
    .update(messages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(messages.id, id), eq(messages.status, "queued")))
    .returning({ id: messages.id });

export const listRecentMessages = (db: Db, limit = 200) =>
  db.select().from(messages).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
