// What a client's e-invoice names it by (migration 0027), read for one of the company's clients.
import { and, eq } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { clients } = schema;

export const findClientEInvoiceIds = (db: Db, companyId: CompanyId, clientId: number) =>
  db
    .select({ buyerReference: clients.buyerReference, vatNumber: clients.vatNumber })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)))
    .get();
