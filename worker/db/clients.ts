// Client queries, always scoped to the company.
import { and, asc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { NameIdKey } from "#schema/contracts/pagination";
import type { CompanyId, Member } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { afterNameId } from "../lib/keyset";

const { clients } = schema;

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Pick<
  typeof clients.$inferInsert,
  "name" | "companyName" | "email" | "phone" | "phoneInvalid"
> &
  Partial<
    Pick<
      typeof clients.$inferInsert,
      "currency" | "language" | "address" | "isBusiness" | "reverseCharge" | "taxNumber" | "buyerReference" | "peppolId"
    >
  >;

/**
 * A page of the live clients (archived ones leave every list and picker) by name, each with its number of billings:
 * `limit + 1` rows after `cursor` (the extra one says there is more). One table, so batch-safe as it is (ADR 0099).
 */
export const listClients = (db: Db, companyId: CompanyId, page: { limit: number; cursor?: NameIdKey }) =>
  db
    .select({
      ...getTableColumns(clients),
      /** Decides what Delete does: a client with billings is archived, one without is deleted. */
      // Raw names: in a select list drizzle renders columns unqualified, which the join would make ambiguous.
      billingCount:
        sql<number>`(select count(*) from progress p inner join projects pj on pj.id = p.project_id where pj.client_id = "clients"."id")`.mapWith(
          Number,
        ),
      /** SQLite's own lower() (ASCII only), so the cursor compares exactly as the ORDER BY does. */
      nameKey: sql<string>`lower(${clients.name})`.as("name_key"),
    })
    .from(clients)
    .where(
      and(
        eq(clients.companyId, companyId),
        isNull(clients.archivedAt),
        afterNameId(clients.name, clients.id, page.cursor),
      ),
    )
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
    .limit(page.limit + 1);

export const findClient = (db: Db, companyId: CompanyId, id: number) =>
  db
    .select()
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .get();

/** A batchable INSERT ... RETURNING (the caller adds what commits with it). */
export const insertClient = (db: Db, member: Member, values: ClientValues) =>
  db
    .insert(clients)
    .values({ ...values, companyId: member.companyId, userId: member.id })
    .returning();

export const updateClient = (db: Db, companyId: CompanyId, id: number, values: ClientValues) =>
  db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .returning()
    .get();
