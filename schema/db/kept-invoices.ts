// What a deleted company leaves behind (ADR 0226, migration 0037): each invoice it issued, as tax law needs it proved,
// until its country's period ends (schema/rules/invoice-retention.ts). Written once by the erasure, read by nobody in
// the app, deleted by the retention job.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { StageDeduction, TaxLine } from "../contracts/worldwide";
import { json, timestamp } from "./columns";
import { companyId } from "./companies";

/** The parties as the invoice printed them. */
export type KeptParty = {
  name: string | null;
  companyName?: string | null;
  address: unknown;
  taxNumbers: unknown;
};

/** The approval record the certificate printed (the signature image is personal data and goes). */
export type KeptApproval = {
  decision: string;
  via: string;
  signerName: string | null;
  decidedAt: number;
  contentHash: string;
  consentText: string | null;
  consentLanguage: string | null;
  sentAt: number | null;
  firstOpenedAt: number | null;
};

export const keptInvoices = sqliteTable(
  "kept_invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: companyId("company_id").notNull(),
    progressId: integer("progress_id").notNull(),
    country: text("country").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    issuedAt: timestamp("issued_at").notNull(),
    currency: text("currency").notNull(),
    netAmount: integer("net_amount").notNull(),
    taxAmount: integer("tax_amount").notNull(),
    totalAmount: integer("total_amount").notNull(),
    taxLines: json<TaxLine[]>("tax_lines").notNull(),
    reverseCharge: text("reverse_charge"),
    deductedStages: json<StageDeduction[]>("deducted_stages"),
    status: text("status").notNull(),
    /** What was supplied: the project's name and the billing's description. */
    supply: text("supply").notNull(),
    supplier: json<KeptParty>("supplier").notNull(),
    customer: json<KeptParty>("customer").notNull(),
    approval: json<KeptApproval>("approval"),
    keptAt: timestamp("kept_at").notNull(),
    purgeAfter: timestamp("purge_after").notNull(),
  },
  (t) => [
    // A retried erasure keeps each invoice once.
    uniqueIndex("kept_invoices_progress_uq").on(t.progressId),
    // The retention job reads only what is due.
    index("kept_invoices_purge_idx").on(t.purgeAfter),
  ],
);
