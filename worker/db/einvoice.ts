// What a client's e-invoice names it by: its buyer reference (migration 0027), tax number (BT-48, migration 0024)
// and Peppol id (BT-49, migration 0035), read for one of the company's clients.
import { and, eq } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { clients } = schema;

export const findClientEInvoiceIds = (db: Db, companyId: CompanyId, clientId: number) =>
  db
    .select({ buyerReference: clients.buyerReference, taxNumber: clients.taxNumber, peppolId: clients.peppolId })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)))
    .get();
