// What a billing freezes when it is issued (issue 33, ADR 0149/0150): its client's money and reverse charge, and
// the company's next invoice number, allocated in the batch that inserts it.
import { and, eq, sql } from "drizzle-orm";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { clients, companies } = schema;

/** The client's side of a billing's terms: its own currency (null: the company's) and whether it is reverse charged. */
export const findClientTerms = (db: Db, companyId: CompanyId, clientId: number) =>
  db
    .select({
      currency: clients.currency,
      isBusiness: clients.isBusiness,
      reverseCharge: clients.reverseCharge,
      taxNumber: clients.taxNumber,
    })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, clientId)))
    .get();

/**
 * The company's next invoice number, read inside the INSERT that issues the billing: prefix + the counter after the
 * last one issued, four digits at least ("INV-0001"; "INV-12345" past 9999). advanceInvoiceCounter must run in the
 * same batch: a D1 batch is one transaction, so no other billing can read the same counter in between, and a batch
 * that fails (a taken progress number) rolls the counter back with it, leaving no gap.
 */
export const nextInvoiceNumber = (companyId: CompanyId) =>
  sql<string>`(select ${companies.invoicePrefix} || printf('%04d', ${companies.invoiceCounter} + 1) from ${companies} where ${companies.id} = ${companyId})`;

/** Moves the series past the number the batch's INSERT just took. */
export const advanceInvoiceCounter = (db: Db, companyId: CompanyId) =>
  db
    .update(companies)
    .set({ invoiceCounter: sql`${companies.invoiceCounter} + 1` })
    .where(eq(companies.id, companyId));
