// Client queries, always scoped to the owning contractor.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { clients } = schema;

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Pick<typeof clients.$inferInsert, "name" | "companyName" | "email" | "phone">;

export const listClients = (db: Db, userId: number) =>
  db
    .select()
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));

export const findClient = (db: Db, userId: number, id: number) =>
  db
    .select()
    .from(clients)
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .get();

/** A batchable INSERT ... RETURNING (the caller adds what commits with it). */
export const insertClient = (db: Db, userId: number, values: ClientValues) =>
  db
    .insert(clients)
    .values({ ...values, userId })
    .returning();

export const updateClient = (db: Db, userId: number, id: number, values: ClientValues) =>
  db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.userId, userId), eq(clients.id, id)))
    .returning()
    .get();
