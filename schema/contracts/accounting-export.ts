// Accounting exports (GET /api/exports/accounting): the formats, the query, the words on the dialog (ADR 0125).
import { z } from "zod";
import {
  EXPORT_FORMATS,
  EXPORT_RECORDS,
  EXPORT_STATUSES,
  EXPORT_SYNCED,
  EXPORT_TEXTS,
} from "./accounting-export-texts";
import { isEInvoiceExport } from "./einvoice-formats";

export * from "./accounting-export-texts";

/** A real calendar day, YYYY-MM-DD (2026-02-31 is refused rather than rolled into March). */
const calendarDay = z
  .string({ error: EXPORT_TEXTS.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPORT_TEXTS.badDate)
  .refine((day) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    // Years a ledger holds: the day after `to` must still be a four-digit year.
    if (y < 1970 || y > 9998) return false;
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, EXPORT_TEXTS.badDate);

export const AccountingExportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: EXPORT_TEXTS.badFormat }),
    records: z.enum(EXPORT_RECORDS, { error: EXPORT_TEXTS.badRecords }),
    from: calendarDay,
    to: calendarDay,
    status: z.enum(EXPORT_STATUSES, { error: EXPORT_TEXTS.badStatus }).default("all"),
    synced: z.enum(EXPORT_SYNCED, { error: EXPORT_TEXTS.badSynced }).default("include"),
  })
  // Same-length ISO days compare as strings.
  .refine((q) => q.from <= q.to, { message: EXPORT_TEXTS.badRange, path: ["to"] })
  .refine((q) => !(isEInvoiceExport(q.format) && q.records === "payments"), {
    message: EXPORT_TEXTS.eInvoicePayments,
    path: ["records"],
  });
export type AccountingExportQuery = z.output<typeof AccountingExportQuerySchema>;

/** How an invoice is numbered in the ledger: "PS-42", kept apart from the ledger's own sequence (INV-0001, 1001). */
export const ledgerInvoiceNumber = (progressId: number) => `PS-${progressId}`;

/** "paystage-invoices-xero-2026-01-01-to-2026-03-31" (the extension and any part number are added to it). */
export const exportBaseName = (q: Pick<AccountingExportQuery, "format" | "records" | "from" | "to">) =>
  `paystage-${q.records}-${q.format}-${q.from}-to-${q.to}`;
