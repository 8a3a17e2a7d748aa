// Accounting exports (GET /api/exports/accounting): the formats, the query, the words on the dialog (ADR 0125).
import { z } from "zod";

/** QuickBooks Online's import CSV, Xero's import CSV, and IIF for QuickBooks Desktop. */
export const EXPORT_FORMATS = ["quickbooks-online", "xero", "quickbooks-desktop"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Invoices and payments are separate files: each ledger imports them through a different door. */
export const EXPORT_RECORDS = ["invoices", "payments"] as const;
export type ExportRecords = (typeof EXPORT_RECORDS)[number];

/** "all" is every billing a client owes or paid: a declined (rejected) billing is nobody's invoice. */
export const EXPORT_STATUSES = ["all", "pending", "approved", "paid"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  "quickbooks-online": "QuickBooks Online (CSV)",
  xero: "Xero (CSV)",
  "quickbooks-desktop": "QuickBooks Desktop (IIF)",
};

export const EXPORT_RECORD_LABELS: Record<ExportRecords, string> = {
  invoices: "Invoices",
  payments: "Payments",
};

export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  all: "All (pending, approved and paid)",
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
};

export const EXPORT_TEXTS = {
  button: "Export",
  title: "Export for your accounting",
  description: "Download invoices or payments in the file your accounting software imports.",
  format: "Format",
  records: "What to export",
  from: "From",
  to: "To",
  status: "Status",
  download: "Download",
  /** Where the range applies, by what is exported. */
  rangeHint: {
    invoices: "Invoices dated in this range (the day each was billed).",
    payments: "Payments received in this range.",
  } satisfies Record<ExportRecords, string>,
  /** Past an importer's cap per file the download is a ZIP of numbered parts (ADR 0125). */
  partsHint:
    "Over the importer's limit per file (Xero: 500 invoices; bank uploads: 1,000 lines), you get a ZIP of numbered files.",
  badDate: "Enter dates as YYYY-MM-DD",
  badRange: "The start date must be on or before the end date",
  badFormat: "Format must be quickbooks-online, xero or quickbooks-desktop",
  badRecords: "Export invoices or payments",
  badStatus: "Status must be all, pending, approved or paid",
} as const;

/** A real calendar day, YYYY-MM-DD (2026-02-31 is refused rather than rolled into March). */
const calendarDay = z
  .string({ error: EXPORT_TEXTS.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPORT_TEXTS.badDate)
  .refine((day) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, EXPORT_TEXTS.badDate);

export const AccountingExportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: EXPORT_TEXTS.badFormat }),
    records: z.enum(EXPORT_RECORDS, { error: EXPORT_TEXTS.badRecords }),
    from: calendarDay,
    to: calendarDay,
    status: z.enum(EXPORT_STATUSES, { error: EXPORT_TEXTS.badStatus }).default("all"),
  })
  // Same-length ISO days compare as strings.
  .refine((q) => q.from <= q.to, { message: EXPORT_TEXTS.badRange, path: ["to"] });
export type AccountingExportQuery = z.output<typeof AccountingExportQuerySchema>;

/** How an invoice is numbered in the ledger: "PS-42", kept apart from the ledger's own sequence (INV-0001, 1001). */
export const ledgerInvoiceNumber = (progressId: number) => `PS-${progressId}`;

/** "paystage-invoices-xero-2026-01-01-to-2026-03-31" (the extension and any part number are added to it). */
export const exportBaseName = (q: Pick<AccountingExportQuery, "format" | "records" | "from" | "to">) =>
  `paystage-${q.records}-${q.format}-${q.from}-to-${q.to}`;
