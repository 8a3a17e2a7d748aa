// Passkey queries, scoped to the owner.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { passkeys } = schema;

export const listPasskeys = (db: Db, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt)).all();

export const findPasskey = (db: Db, id: string) => db.select().from(passkeys).where(eq(passkeys.id, id)).get();

export const insertPasskey = (db: Db, values: typeof passkeys.$inferInsert) => db.insert(passkeys).values(values);

/** Counter and last use after a sign-in; the counter only moves forward. */
export const notePasskeyUse = (db: Db, id: string, counter: number, now: Date) =>
  db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, id));

export const deletePasskey = (db: Db, userId: number, id: string) =>
  db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning()
    .get();
