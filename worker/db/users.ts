// User queries.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { users } = schema;

export const findUserByUsername = (db: Db, username: string) =>
  db.select().from(users).where(eq(users.username, username)).get();

export const findUserById = (db: Db, id: number) => db.select().from(users).where(eq(users.id, id)).get();

export type NewUser = typeof users.$inferInsert;
export const insertUser = (db: Db, values: NewUser) => db.insert(users).values(values).returning();

/** The id of a username as a subquery, for rows inserted in the same batch as the user. */
export const userIdOf = (username: string) =>
  sql<number>`(select ${users.id} from ${users} where ${users.username} = ${username})`;

export const updateUser = (db: Db, id: number, values: Partial<NewUser>) =>
  db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
    .get();

export const setPasswordHash = (db: Db, id: number, password: string, now: Date) =>
  db.update(users).set({ password, updatedAt: now }).where(eq(users.id, id));
