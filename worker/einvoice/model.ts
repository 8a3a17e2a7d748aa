// The EN 16931 semantic invoice a billing becomes (issue 36): business terms by their BT numbers, money still in the
// billing's minor units. cii.ts and ubl.ts only write it in their syntax; every rule about what goes in lives here.
import type { PostalAddress, TaxLine } from "#schema/contracts/worldwide";
import { minorUnits } from "#schema/rules/currencies";
import type { PeppolId } from "#schema/rules/peppol-ids";

/**
 * EN 16931 VAT category codes (UNTDID 5305 as the standard restricts it): S standard rate, Z zero rated, E exempt,
 * AE reverse charge ("VAT reverse charge"), O outside the scope of VAT.
 */
export type VatCategory = "S" | "Z" | "E" | "AE";

export type EInvoiceParty = {
  /** BT-27 / BT-44. */
  name: string;
  /** BT-31 / BT-48, with its country prefix ("IE6388047V"). */
  vatId: string | null;
  /** BG-5 / BG-8. */
  address: PostalAddress;
  /** The contact's email (BT-43), and BT-34 / BT-49 with scheme EM when the party has no Peppol id. */
  email: string | null;
  /** BT-34 / BT-49: the party's Peppol participant id (schema/rules/peppol-ids.ts), written instead of the email. */
  endpoint?: PeppolId | null;
  /** BT-41 and BT-42: the seller's contact point. */
  contactName?: string | null;
  phone?: string | null;
};

export type EInvoiceLine = {
  /** BT-126. */
  id: string;
  /** BT-153 item name and BT-154 its description. */
  name: string;
  description: string | null;
  /** BT-131 line net, which is also the price (BT-146) of one unit (BT-129 = 1, C62). */
  net: number;
  category: VatCategory;
  /** BT-152, percent. */
  rate: number;
};

/** BG-23: one per category and rate. */
export type VatBreakdown = {
  category: VatCategory;
  rate: number;
  /** BT-116 and BT-117. */
  base: number;
  tax: number;
  /** BT-120 and BT-121 (VATEX): asked for by every category but S and Z. */
  exemptionReason: string | null;
  exemptionCode: string | null;
};

export type EInvoice = {
  /** BT-1, BT-2 (YYYY-MM-DD), BT-9, BT-5. */
  number: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  /** BT-22. */
  note: string | null;
  /** BT-10: the buyer's reference, a German public buyer's Leitweg-ID. */
  buyerReference: string | null;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  breakdown: VatBreakdown[];
  /** BT-106 = BT-109, BT-110, BT-112, BT-113, BT-115. */
  netTotal: number;
  taxTotal: number;
  grandTotal: number;
  prepaid: number;
  payable: number;
  /** BG-16/BG-17: a SEPA credit transfer to this account (code 58), or "not defined" (code 1). */
  payment: { iban: string; bic: string | null; accountName: string | null } | null;
  /** BT-20. */
  paymentTerms: string | null;
};

/** What a billing froze when it was issued, and the parties as they are now: the e-invoice's input. */
export type BillingForEInvoice = {
  invoiceNumber: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  netAmount: number;
  taxAmount: number;
  totalAmount: number;
  /** Already received against it (part payments): BT-113. */
  paidAmount: number;
  taxLines: TaxLine[];
  reverseCharge: string | null;
  /** The statutory reverse-charge sentence the PDF prints (document-profiles.ts); BT-120. */
  reverseChargeText: string | null;
  projectName: string;
  progressNumber: number;
  completionPercentage: number;
  description: string | null;
  buyerReference: string | null;
  seller: EInvoiceParty;
  buyer: Omit<EInvoiceParty, "address"> & { address: PostalAddress | null };
  payment: EInvoice["payment"];
  paymentTerms: string | null;
};

/** Why a billing cannot be an EN 16931 invoice, naming the field a person fills in. */
export type EInvoiceGap = { field: string; message: string };

export const EINVOICE_GAPS = {
  sellerVat: {
    field: "taxRegistrations",
    message: "An e-invoice needs your company's VAT number: add it in Settings.",
  },
  sellerAddress: { field: "address", message: "An e-invoice needs your company's address: add it in Settings." },
  buyerAddress: {
    field: "client.address",
    message: "An e-invoice needs the client's address: add it on the client.",
  },
  buyerVat: {
    field: "client.taxNumber",
    message: "A reverse-charge e-invoice needs the client's VAT number: add it on the client.",
  },
  buyerReference: {
    field: "client.buyerReference",
    message: "An XRechnung needs the client's buyer reference (Leitweg-ID): add it on the client.",
  },
  notVat: {
    field: "taxLines",
    message: "E-invoices (EN 16931) are for billings that charge VAT; this billing's tax is not VAT.",
  },
} as const satisfies Record<string, EInvoiceGap>;

/** The VATEX code EN 16931 asks for beside a reverse charge (BR-AE-10), and its text when none is printed. */
const REVERSE_CHARGE_VATEX = "VATEX-EU-AE";
const REVERSE_CHARGE_TEXT = "Reverse charge";
const EXEMPT_TEXT = "Exempt from VAT";

/**
 * A tax line's category: under a reverse charge every line is AE with rate 0 (the customer accounts for the VAT);
 * otherwise a positive rate is S, and a 0% line is E when its code says exempt, else Z (zero rated).
 */
export function vatCategoryOf(line: Pick<TaxLine, "code" | "rate">, reverseCharge: string | null): VatCategory {
  if (reverseCharge) return "AE";
  if (line.rate > 0) return "S";
  return /EXEMPT/i.test(line.code) ? "E" : "Z";
}

/** Minor units as the XML writes an amount: "1234.50" (two decimals for EUR, none for JPY). */
export function amountText(minor: number, currency: string) {
  const digits = minorUnits(currency);
  const sign = minor < 0 ? "-" : "";
  const whole = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}

/** A percent as EN 16931 writes it: "23", "13.5", "0". */
export const percentText = (rate: number) => String(Number(rate.toFixed(3)));

/**
 * The EN 16931 invoice of a billing, or the first gap that stops it. One invoice line per tax line (its base is the
 * line's net), so each line carries one category and rate as the standard asks; a reverse charge without lines (IE
 * RCT) is one AE line over the net.
 */
export function eInvoiceOf(billing: BillingForEInvoice): { invoice: EInvoice } | { gap: EInvoiceGap } {
  const { seller, buyer, reverseCharge } = billing;
  if (!seller.vatId) return { gap: EINVOICE_GAPS.sellerVat };
  if (!seller.address) return { gap: EINVOICE_GAPS.sellerAddress };
  if (!buyer.address) return { gap: EINVOICE_GAPS.buyerAddress };
  if (reverseCharge && !buyer.vatId) return { gap: EINVOICE_GAPS.buyerVat };
  const parts = billing.taxLines.length
    ? billing.taxLines
    : reverseCharge
      ? [{ code: reverseCharge, label: REVERSE_CHARGE_TEXT, rate: 0, base: billing.netAmount, tax: 0 }]
      : [];
  // Stacked taxes on one net (Quebec's GST and QST) or none at all are not VAT as EN 16931 models it.
  const bases = parts.reduce((sum, l) => sum + l.base, 0);
  if (parts.length === 0 || bases !== billing.netAmount) return { gap: EINVOICE_GAPS.notVat };

  const stage = `Stage ${billing.progressNumber}: ${billing.projectName} (${billing.completionPercentage}% complete)`;
  const lines: EInvoiceLine[] = parts.map((part, i) => {
    const category = vatCategoryOf(part, reverseCharge);
    return {
      id: String(i + 1),
      name: parts.length > 1 ? `${stage}, ${part.label}` : stage,
      description: billing.description,
      net: part.base,
      category,
      rate: category === "AE" ? 0 : part.rate,
    };
  });
  const breakdown: VatBreakdown[] = [];
  for (const [i, line] of lines.entries()) {
    const tax = line.category === "AE" ? 0 : parts[i]!.tax;
    const same = breakdown.find((b) => b.category === line.category && b.rate === line.rate);
    if (same) {
      same.base += line.net;
      same.tax += tax;
      continue;
    }
    const exempt = line.category === "AE" || line.category === "E";
    breakdown.push({
      category: line.category,
      rate: line.rate,
      base: line.net,
      tax,
      exemptionReason: !exempt
        ? null
        : line.category === "AE"
          ? (billing.reverseChargeText ?? REVERSE_CHARGE_TEXT)
          : EXEMPT_TEXT,
      exemptionCode: line.category === "AE" ? REVERSE_CHARGE_VATEX : null,
    });
  }
  const taxTotal = breakdown.reduce((sum, b) => sum + b.tax, 0);
  const grandTotal = billing.netAmount + taxTotal;
  const prepaid = Math.min(Math.max(billing.paidAmount, 0), grandTotal);
  return {
    invoice: {
      number: billing.invoiceNumber,
      issueDate: billing.issueDate,
      dueDate: billing.dueDate,
      currency: billing.currency,
      note: billing.reverseCharge ? (billing.reverseChargeText ?? REVERSE_CHARGE_TEXT) : null,
      buyerReference: billing.buyerReference,
      seller: { ...seller, address: seller.address },
      buyer: { ...buyer, address: buyer.address },
      lines,
      breakdown,
      netTotal: billing.netAmount,
      taxTotal,
      grandTotal,
      prepaid,
      payable: grandTotal - prepaid,
      payment: billing.payment,
      paymentTerms: billing.paymentTerms,
    },
  };
}
