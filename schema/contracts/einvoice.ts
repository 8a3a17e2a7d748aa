// The e-invoice downloads of a billing (issue 36): which EN 16931 syntaxes there are, what each is called where a
// person picks one, and the file each downloads as. Shared by the route, the accounting export and the screens.
import { z } from "zod";

/**
 * cii: UN/CEFACT CII, EN 16931 profile (the XML inside Factur-X / ZUGFeRD). ubl: UBL 2.1, Peppol BIS Billing 3.0.
 * xrechnung and xrechnung-ubl: Germany's XRechnung in either syntax, carrying the client's buyer reference.
 */
export const EINVOICE_FORMATS = ["cii", "ubl", "xrechnung", "xrechnung-ubl"] as const;
export type EInvoiceFormat = (typeof EINVOICE_FORMATS)[number];

export const EINVOICE_FORMAT_LABELS: Record<EInvoiceFormat, string> = {
  cii: "E-invoice: Factur-X / ZUGFeRD XML (CII, EN 16931)",
  ubl: "E-invoice: Peppol BIS Billing 3.0 (UBL)",
  xrechnung: "E-invoice: XRechnung (CII)",
  "xrechnung-ubl": "E-invoice: XRechnung (UBL)",
};

export const EINVOICE_FORMAT_ERROR = `Please choose a format: ${EINVOICE_FORMATS.join(", ")}`;

export const EInvoiceQuerySchema = z.object({
  format: z.enum(EINVOICE_FORMATS, { error: EINVOICE_FORMAT_ERROR }).default("cii"),
});

/** "invoice-42-xrechnung.xml": the billing's id, as the PDF's "invoice-42.pdf", and the format. */
export const eInvoiceFileName = (progressId: number, format: EInvoiceFormat) => `invoice-${progressId}-${format}.xml`;
