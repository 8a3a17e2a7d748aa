// The data an invoice PDF is drawn from, and the shape of its sections: shared by the invoice and the
// approval-certificate page so neither renderer imports the other (no import cycle).
import type { ProgressStatus } from "#schema/contracts/enums";
import type { PaymentMethod, PaymentSettings } from "#schema/contracts/payments";
import type { PostalAddress, StageDeduction, TaxLine, TaxMode, TaxRegistration } from "#schema/contracts/worldwide";
import type { ClientWords } from "#schema/i18n/client";
import type { Language } from "#schema/i18n/languages";
import type { DocumentProfile } from "#schema/rules/document-profiles";
import type { PdfWriter } from "./writer";

/** The write-once evidence of an approval, as the certificate prints it. */
export type ApprovalCertificate = {
  via: "link" | "in_person";
  signerName: string;
  decidedAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) over the exact content approved. */
  contentHash: string;
  sentAt: Date | null;
  firstOpenedAt: Date | null;
  /** The signature PNG as stored in R2; null if the object is gone (the page says so). */
  signaturePng: Uint8Array | null;
  /**
   * The consent sentence exactly as the signer read it, and its language (ADR 0176); null for approvals signed
   * before it was stored, which were all signed under the English sentence.
   */
  consent?: { text: string; language: string } | null;
};

export type InvoiceParty = { company: string | null; name: string; email: string | null; phone: string | null };

/** The contractor's payment settings as the invoice reads them; the bank account number is printed masked. */
export type InvoicePaymentSettings = Omit<PaymentSettings, "preferredPaymentMethod"> & {
  preferredMethod: PaymentMethod;
  /** The billing's currency, locale and invoice number: how the amount reads and what a GiroCode carries (ADR 0160). */
  currency?: string;
  locale?: string;
  invoiceNumber?: string | null;
};

/**
 * What the country's document asks for beyond today's US invoice (issue 33): the billing's frozen tax and number,
 * and both parties' addresses and the supplier's registrations. Absent: a US invoice, drawn exactly as before.
 */
export type InvoiceTax = {
  /** The company's country (ISO 3166-1): with its address's region, it picks the document profile. */
  country: string;
  taxMode: TaxMode;
  taxRegistrations: TaxRegistration[];
  /** The company's own series ("INV-0001"; "PS-<id>" for billings issued before it). */
  invoiceNumber: string | null;
  netAmount: number;
  taxAmount: number;
  taxLines: TaxLine[];
  /** "gb_drc", "ie_rct", "de_13b"... or null (progress.reverseCharge). */
  reverseCharge: string | null;
  /** When the project's previous stage was issued, where the profile prints a period of supply (ADR 0178). */
  supplyPeriodFrom?: Date | null;
  /** A final invoice's earlier stages, deducted under its totals (ADR 0180); null or absent on any other. */
  deductedStages?: StageDeduction[] | null;
  supplierAddress: PostalAddress | null;
  clientAddress: PostalAddress | null;
  /** The customer's VAT (ABN, GST, business) number: art. 226(4) and the UK reverse charge ask for it (ADR 0172). */
  clientTaxNumber?: string | null;
};

export type InvoicePhoto = { bytes: Uint8Array; caption: string | null };

export type InvoiceData = {
  /** The progress id; the invoice is "Invoice #{id}" everywhere. */
  id: number;
  /** The contractor's IANA timezone: issue, approval and payment dates are their calendar days. */
  timezone: string;
  issuedAt: Date;
  /** Calendar date YYYY-MM-DD (already the contractor's day), or null for "upon receipt". */
  dueDate: string | null;
  status: ProgressStatus;
  approvedAt: Date | null;
  paidAt: Date | null;
  contractor: InvoiceParty;
  client: InvoiceParty;
  projectName: string;
  progressNumber: number;
  completionPercentage: number;
  description: string | null;
  /** What the client pays (the billing's totalAmount), in the currency's minor units. */
  amount: number;
  /** ISO 4217 and the locale amounts are written in; absent: USD, en-US. */
  currency?: string;
  locale?: string;
  /** The client's language, which the whole document is written in (ADR 0175); absent: English. */
  language?: Language;
  tax?: InvoiceTax | null;
  payment: InvoicePaymentSettings;
  photos: InvoicePhoto[];
  /** Photos of the progress not passed in (left out to keep the file within limits); the PDF says so. */
  photosOmitted?: number;
  /** When the document was produced (metadata); pass a fixed value for reproducible output. */
  generatedAt: Date;
  /** The client's approval evidence; when present an approval-certificate page is appended. */
  approval?: ApprovalCertificate | null;
};

/** One part of the document. Sections run in order on a shared writer; a section may start its own page. */
export type InvoiceSection = (w: PdfWriter, data: InvoiceData, ctx: RenderContext) => void | Promise<void>;

export type RenderContext = {
  /** What the client pays, exact, in the billing's currency and locale. */
  amountText: string;
  reference: string;
  /** Minor units in the billing's currency and locale, exact ("£1,200.00", "1 149,75 $"). */
  money: (minor: number) => string;
  profile: DocumentProfile;
  /** "Invoice", "VAT invoice", "Tax invoice". */
  title: string;
  /** How the document is named: "Invoice #1042" (US, as always) or "Invoice INV-0001". */
  label: string;
  /** The client's words, dates and amounts (ADR 0175). */
  words: ClientWords;
};
