// The accounting export's formats, labels and words, without zod: /invoices shows its Export button from these and
// loads the dialog (and the query schema in accounting-export.ts) only on intent (ADR 0125).
import {
  EINVOICE_EXPORT_FORMATS,
  EINVOICE_FORMAT_LABELS,
  type EInvoiceExportFormat,
  eInvoiceFormatOfExport,
} from "./einvoice-formats";
import { EXPORT_BUTTON } from "./invoices";

/** QuickBooks Online's import CSV, Xero's import CSV, and IIF for QuickBooks Desktop. */
export const LEDGER_FORMATS = ["quickbooks-online", "xero", "quickbooks-desktop"] as const;
export type LedgerFormat = (typeof LEDGER_FORMATS)[number];

/** The ledgers' files, then the EN 16931 e-invoices (issue 36): a ZIP of one XML per billing. */
export const EXPORT_FORMATS = [...LEDGER_FORMATS, ...EINVOICE_EXPORT_FORMATS] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Invoices and payments are separate files: each ledger imports them through a different door. */
export const EXPORT_RECORDS = ["invoices", "payments"] as const;
export type ExportRecords = (typeof EXPORT_RECORDS)[number];

/** "all" is every billing a client owes or paid: a declined (rejected) billing is nobody's invoice. */
export const EXPORT_STATUSES = ["all", "pending", "approved", "paid"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * "leave-out": billings (or payments) already in the connected books through the sync are not written again, so an
 * import next to a connection does not count them twice (issue 38, ADR 0135).
 */
export const EXPORT_SYNCED = ["include", "leave-out"] as const;
export type ExportSynced = (typeof EXPORT_SYNCED)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  "quickbooks-online": "QuickBooks Online (CSV)",
  xero: "Xero (CSV)",
  "quickbooks-desktop": "QuickBooks Desktop (IIF)",
  ...(Object.fromEntries(
    EINVOICE_EXPORT_FORMATS.map((f) => [
      f,
      `E-invoices: ${EINVOICE_FORMAT_LABELS[eInvoiceFormatOfExport(f)]}, one file each (ZIP)`,
    ]),
  ) as Record<EInvoiceExportFormat, string>),
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
  button: EXPORT_BUTTON,
  title: "Export for your accounting",
  description: "Download invoices or payments in the file your accounting software imports.",
  format: "Format",
  records: "What to export",
  from: "From",
  to: "To",
  status: "Status",
  leaveOutSynced: "Leave out what is already synced to QuickBooks Online or Xero",
  download: "Download",
  /** Said instead of downloading a file that would hold only its header row (ADR 0146). */
  empty: {
    invoices: "No billings in this range",
    payments: "No payments received in this range",
  } satisfies Record<ExportRecords, string>,
  checking: "Checking...",
  /** The dialog stays open after a download, for the next file (payments after invoices, another format). */
  started: "Your file is downloading. Choose another range or format for the next one.",
  /** Where the range applies, by what is exported. */
  rangeHint: {
    invoices: "Invoices dated in this range (the day each was billed).",
    payments: "Payments received in this range.",
  } satisfies Record<ExportRecords, string>,
  /** Past an importer's cap per file the download is a ZIP of numbered parts (ADR 0125). */
  partsHint:
    "Over the importer's limit per file (QuickBooks Online: 100 invoices; Xero: 500; bank uploads: 1,000 lines), you get a ZIP of numbered files.",
  badDate: "Enter dates as YYYY-MM-DD",
  badRange: "The start date must be on or before the end date",
  badFormat: `Format must be quickbooks-online, xero, quickbooks-desktop, ${EINVOICE_EXPORT_FORMATS.join(", ")}`,
  /** E-invoices are invoices: there is no e-invoice of a payment. */
  eInvoicePayments: "E-invoices are invoices: choose Invoices to export them",
  /** The file in an e-invoice ZIP that lists the billings left out, each with what it lacks. */
  eInvoiceSkippedFile: "not-included.txt",
  badRecords: "Export invoices or payments",
  badStatus: "Status must be all, pending, approved or paid",
  badSynced: "Synced must be include or leave-out",
} as const;
