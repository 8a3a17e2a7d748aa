// A billing as a Factur-X / ZUGFeRD invoice (issue 36, ADR 0200): the invoice PDF, drawn as the PDF download draws it,
// made PDF/A-3b around the billing's EN 16931 CII XML. What the XML lacks stops the PDF too (a 400 naming the field).
import type { Db } from "../lib/db";
import { badRequest } from "../lib/errors";
import { renderInvoicePdf } from "../pdf/invoice";
import { eInvoiceXml } from "./einvoices";
import { loadInvoiceData } from "./invoices";
import type { SessionUser } from "./sessions";

/** The billing's Factur-X PDF, or the first gap that stops its XML. */
export async function facturXPdf(db: Db, media: R2Bucket, user: SessionUser, progressId: number) {
  const made = await eInvoiceXml(db, user, progressId, "facturx");
  if ("gap" in made) return made;
  const data = await loadInvoiceData(db, media, user, progressId);
  return { pdf: await renderInvoicePdf(data, undefined, { facturX: made.xml }) };
}

/** The billing's Factur-X PDF, or a 400 naming what it lacks. */
export async function renderFacturX(db: Db, media: R2Bucket, user: SessionUser, progressId: number) {
  const made = await facturXPdf(db, media, user, progressId);
  if ("gap" in made) throw badRequest(made.gap.message, { [made.gap.field]: made.gap.message });
  return made.pdf;
}
