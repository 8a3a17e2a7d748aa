// The e-invoice formats (issue 36) without zod: the accounting export's dialog names them on /invoices' first load.

/**
 * facturx: the invoice PDF as PDF/A-3 with the CII XML inside (Factur-X / ZUGFeRD, EN 16931 profile, ADR 0200).
 * cii: UN/CEFACT CII, EN 16931 profile (the XML inside Factur-X / ZUGFeRD). ubl: UBL 2.1, Peppol BIS Billing 3.0.
 * xrechnung and xrechnung-ubl: Germany's XRechnung in either syntax, carrying the client's buyer reference.
 */
export const EINVOICE_FORMATS = ["facturx", "cii", "ubl", "xrechnung", "xrechnung-ubl"] as const;
export type EInvoiceFormat = (typeof EINVOICE_FORMATS)[number];

export const EINVOICE_FORMAT_LABELS: Record<EInvoiceFormat, string> = {
  facturx: "Factur-X / ZUGFeRD PDF (EN 16931)",
  cii: "Factur-X / ZUGFeRD XML (CII, EN 16931)",
  ubl: "Peppol BIS Billing 3.0 (UBL)",
  xrechnung: "XRechnung (CII)",
  "xrechnung-ubl": "XRechnung (UBL)",
};

/** The invoice card's e-invoice menu; a refusal's toast is the Worker's message, which names what is missing. */
export const EINVOICE_TEXTS = {
  menu: "E-invoice",
  downloaded: "E-invoice downloaded",
  failed: "Could not make the e-invoice",
  failedRetry: "Failed to download the e-invoice. Please try again.",
} as const;

/** The accounting export's name for each: "einvoice-ubl" is a ZIP of one Peppol UBL file per billing. */
export const EINVOICE_EXPORT_FORMATS = [
  "einvoice-facturx",
  "einvoice-cii",
  "einvoice-ubl",
  "einvoice-xrechnung",
  "einvoice-xrechnung-ubl",
] as const;
export type EInvoiceExportFormat = (typeof EINVOICE_EXPORT_FORMATS)[number];

export const eInvoiceFormatOfExport = (format: EInvoiceExportFormat) =>
  format.slice("einvoice-".length) as EInvoiceFormat;

export const isEInvoiceExport = (format: string): format is EInvoiceExportFormat =>
  (EINVOICE_EXPORT_FORMATS as readonly string[]).includes(format);

/** "invoice-42-xrechnung.xml": the billing's id, as the PDF's "invoice-42.pdf", and the format; Factur-X is a PDF. */
export const eInvoiceFileName = (progressId: number, format: EInvoiceFormat) =>
  `invoice-${progressId}-${format}.${format === "facturx" ? "pdf" : "xml"}`;
