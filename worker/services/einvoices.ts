// A billing as an EN 16931 e-invoice (issue 36, ADR 0181): the billing's frozen money and number, the parties as
// they are now, written by the pure modules in worker/einvoice/. What it lacks is a 400 naming the field.
import { ledgerInvoiceNumber } from "#schema/contracts/accounting-export";
import type { EInvoiceFormat } from "#schema/contracts/einvoice";
import { balanceDueOf, owedTotalOf } from "#schema/rules/balance";
import { DOCUMENT_PROFILES, documentProfileKey, reverseChargeWording } from "#schema/rules/document-profiles";
import { peppolEndpointOf, peppolIdFromVat } from "#schema/rules/peppol-ids";
import { localDate } from "#schema/rules/time";
import { findClientEInvoiceIds } from "../db/einvoice";
import { findProgressDetail } from "../db/progress";
import { type CiiProfile, toCii } from "../einvoice/cii";
import { type BillingForEInvoice, EINVOICE_GAPS, type EInvoiceGap, eInvoiceOf } from "../einvoice/model";
import { toUbl, type UblProfile } from "../einvoice/ubl";
import type { Db } from "../lib/db";
import { badRequest, notFound } from "../lib/errors";
import { PROGRESS_NOT_FOUND } from "./progress";
import type { SessionUser } from "./sessions";

/** BT-20 when there is no due date: EN 16931 asks for one or the other while money is owed (BR-CO-25). */
const DUE_ON_RECEIPT = "Due upon receipt";

/** A VAT number as EN 16931 writes it: compact, with its country's prefix (BR-CO-09). */
function withCountryPrefix(typed: string, country: string) {
  const number = typed.replace(/[\s.-]/g, "").toUpperCase();
  return /^[A-Z]{2}/.test(number) ? number : `${country === "GR" ? "EL" : country}${number}`;
}

/** The billing's e-invoice input, for the member who may see it; another company's billing is a 404. */
export async function billingForEInvoice(db: Db, user: SessionUser, progressId: number): Promise<BillingForEInvoice> {
  const detail = await findProgressDetail(db, user, progressId);
  if (!detail) throw notFound(PROGRESS_NOT_FOUND);
  const { progress: p, project, client, clientAddress, biller } = detail;
  const ids = await findClientEInvoiceIds(db, user.companyId, client.id);
  const vat = user.taxRegistrations.find((r) => r.kind === "vat")?.number.trim();
  const profile = DOCUMENT_PROFILES[documentProfileKey(user.country, user.address?.region, p.taxLines)];
  const paid = owedTotalOf(p) - balanceDueOf(p);
  const sellerVat = vat ? withCountryPrefix(vat, user.country) : null;
  const buyerVat = ids?.taxNumber ? withCountryPrefix(ids.taxNumber, clientAddress?.country ?? user.country) : null;
  return {
    invoiceNumber: p.invoiceNumber ?? ledgerInvoiceNumber(p.id),
    issueDate: localDate(user.timezone, p.createdAt),
    dueDate: p.dueDate,
    currency: p.currency,
    netAmount: p.netAmount,
    taxAmount: p.taxAmount,
    totalAmount: p.totalAmount,
    paidAmount: paid,
    taxLines: p.taxLines,
    reverseCharge: p.reverseCharge,
    reverseChargeText: reverseChargeWording(profile, p.reverseCharge)?.text ?? null,
    projectName: project.name,
    progressNumber: p.progressNumber,
    completionPercentage: p.completionPercentage,
    description: p.description,
    buyerReference: ids?.buyerReference ?? null,
    seller: {
      name: user.companyName ?? biller.name,
      vatId: sellerVat,
      // BT-34: the network id the VAT number gives (Belgium's 0208 enterprise number), else the email (ADR 0203).
      endpoint: peppolIdFromVat(sellerVat),
      // A missing address is a gap the model names; the type keeps the check there.
      address: user.address as NonNullable<typeof user.address>,
      email: biller.email,
      contactName: biller.name,
      phone: biller.phone,
    },
    buyer: {
      name: client.companyName || client.name,
      vatId: buyerVat,
      endpoint: peppolEndpointOf({ peppolId: ids?.peppolId, vatId: buyerVat }),
      address: clientAddress,
      email: client.email,
    },
    payment: user.iban ? { iban: user.iban, bic: user.bic ?? null, accountName: user.bankAccountName ?? null } : null,
    paymentTerms: p.dueDate ? null : DUE_ON_RECEIPT,
  };
}

/** The e-invoice XML of a billing in one of the formats (Factur-X: the CII it carries), or the first gap that stops it. */
export async function eInvoiceXml(
  db: Db,
  user: SessionUser,
  progressId: number,
  format: EInvoiceFormat,
): Promise<{ xml: string } | { gap: EInvoiceGap; invoiceNumber: string }> {
  const billing = await billingForEInvoice(db, user, progressId);
  const xrechnung = format === "xrechnung" || format === "xrechnung-ubl";
  const made = xrechnung && !billing.buyerReference ? { gap: EINVOICE_GAPS.buyerReference } : eInvoiceOf(billing);
  if ("gap" in made) return { gap: made.gap, invoiceNumber: billing.invoiceNumber };
  // Factur-X carries the EN 16931 CII (its profile's guideline is EN 16931's own, ADR 0200).
  const syntax = format === "ubl" || format === "xrechnung-ubl" ? "ubl" : "cii";
  const profile = xrechnung ? "xrechnung" : syntax === "cii" ? "en16931" : "peppol";
  return {
    xml: syntax === "cii" ? toCii(made.invoice, profile as CiiProfile) : toUbl(made.invoice, profile as UblProfile),
  };
}

/** The e-invoice XML of a billing, or a 400 naming what it lacks. */
export async function renderEInvoice(db: Db, user: SessionUser, progressId: number, format: EInvoiceFormat) {
  const made = await eInvoiceXml(db, user, progressId, format);
  if ("gap" in made) throw badRequest(made.gap.message, { [made.gap.field]: made.gap.message });
  return made.xml;
}
