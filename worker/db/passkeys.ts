// Passkey queries, scoped to the owner.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { passkeys } = schema;

export const listPasskeys = (db: Db, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt)).all();

export const findPasskey = (db: Db, id: string) => db.select().from(passkeys).where(eq(passkeys.id, id)).get();

export const insertPasskey = (db: Db, values: typeof passkeys.$inferInsert) => db.insert(passkeys).values(values);

/**
 * Counter, backup state and last use after a sign-in. The counter only moves forward, checked in the UPDATE itself so
 * two sign-ins at once cannot both pass; an authenticator without a counter reports 0 every time (passkeys that sync
 * usually do), and stays accepted while the stored counter is 0 too. Undefined when the guard refused.
 */
export const notePasskeyUse = (db: Db, id: string, use: { counter: number; backedUp: boolean }, now: Date) =>
  db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter)))
    .returning({ id: passkeys.id })
    .get();

export const deletePasskey = (db: Db, userId: number, id: string) =>
  db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning()
    .get();
