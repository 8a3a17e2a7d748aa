// /invoices' Export dialog (issue 34, ADR 0195): loaded with the dialog, on intent. Every text is
// accounting-export-texts.ts's, word for word (catalogue test); the format names keep the ledgers' own.
export const accountingExport = {
  title: "Export for your accounting",
  description: "Download invoices or payments in the file your accounting software imports.",
  format: "Format",
  records: "What to export",
  from: "From",
  to: "To",
  status: "Status",
  leaveOutSynced: "Leave out what is already synced to QuickBooks Online or Xero",
  download: "Download",
  emptyInvoices: "No billings in this range",
  emptyPayments: "No payments received in this range",
  checking: "Checking...",
  started: "Your file is downloading. Choose another range or format for the next one.",
  rangeInvoices: "Invoices dated in this range (the day each was billed).",
  rangePayments: "Payments received in this range.",
  partsHint:
    "Over the importer's limit per file (QuickBooks Online: 100 invoices; Xero: 500; bank uploads: 1,000 lines), you get a ZIP of numbered files.",
  eInvoices: "E-invoices: {format}, one file each (ZIP)",
  invoices: "Invoices",
  payments: "Payments",
  all: "All (pending, approved and paid)",
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
} as const;
