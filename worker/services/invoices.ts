// Invoices: the owner's list, and the PDF of one progress (data and photos loaded here, drawn by the pure renderer).

import { LOCAL_PAYMENT_FIELDS } from "#schema/contracts/public-user";
import type { Member } from "#schema/db/companies";
import { balanceDueOf } from "#schema/rules/balance";
import { DOCUMENT_PROFILES, documentProfileKey } from "#schema/rules/document-profiles";
import { formatPhone } from "#schema/rules/phones";
import { findApprovalSubject } from "../db/approvals";
import { listInvoices } from "../db/invoices";
import { findPreviousStageIssuedAt, findProgressDetail } from "../db/progress";
import { findUploadsByKeys } from "../db/uploads";
import { findUserById } from "../db/users";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { cutPage, timeIdKey } from "../lib/keyset";
import { type InvoiceData, type InvoicePhoto, renderInvoicePdf } from "../pdf/invoice";
import { loadApprovalCertificate } from "./approval-certificate";
import { resolveApprovalToken } from "./approval-links";
import { clientContactOf } from "./client-contact";
import { clientLanguageOf } from "./client-words";
import { PROGRESS_NOT_FOUND } from "./progress";
import type { SessionUser } from "./sessions";
import { keyFromPhotoUrl, photoObject } from "./uploads";

/** One page of the invoice list from the rows listInvoices read (limit + 1 of them). */
export const toInvoicePage = (rows: Awaited<ReturnType<typeof listInvoices>>, limit: number) =>
  cutPage(
    // What each still owes (ADR 0165): the card asks for the balance, not the total, once part of it is paid.
    rows.map((row) => ({ ...row, balanceDue: balanceDueOf(row) })),
    limit,
    timeIdKey,
  );

/**
 * Photo bytes the invoice may hold in all. A Worker has 128 MB; uploads may be 10 MB each and a progress may
 * carry 20, so past this budget photos are left out (the PDF says how many) rather than risking the request.
 */
export const INVOICE_PHOTO_BUDGET_BYTES = 24 * 1024 * 1024;

/**
 * The progress's photos as bytes, in order: only the owner's own uploads, within the byte budget. A missing
 * object is skipped; `omitted` counts the owner's photos left out for size.
 */
async function loadPhotos(
  db: Db,
  media: R2Bucket,
  member: Member,
  photos: { url: string; caption?: string | null }[],
  photoBudget = INVOICE_PHOTO_BUDGET_BYTES,
) {
  const wanted = photos.map((p) => ({ key: keyFromPhotoUrl(p.url), caption: p.caption ?? null }));
  const keys = [...new Set(wanted.map((p) => p.key).filter((k): k is string => k !== null))];
  // The 640 px variant where there is one (ADR 0130): four photos then fit a 200 KB PDF; the original otherwise.
  const objects = new Map(
    (await findUploadsByKeys(db, member.companyId, keys, "photo")).map((u) => [u.key, photoObject(u, "w640")]),
  );
  let budget = photoBudget;
  let omitted = 0;
  const chosen: { key: string; caption: string | null }[] = [];
  for (const { key: wantedKey, caption } of wanted) {
    const object = wantedKey ? objects.get(wantedKey) : undefined;
    if (!object) continue;
    if (object.size > budget) {
      omitted++;
      continue;
    }
    budget -= object.size;
    chosen.push({ key: object.key, caption });
  }
  const loaded = await Promise.all(
    chosen.map(async ({ key, caption }): Promise<InvoicePhoto | null> => {
      const object = await media.get(key);
      return object ? { bytes: new Uint8Array(await object.arrayBuffer()), caption } : null;
    }),
  );
  return { photos: loaded.filter((p): p is InvoicePhoto => p !== null), omitted };
}

/** The local bank columns (migration 0022) the invoice's "How to pay" prints (ADR 0159). */
const localPaymentDetails = (user: SessionUser) =>
  Object.fromEntries(LOCAL_PAYMENT_FIELDS.map((field) => [field, user[field]])) as Pick<
    SessionUser,
    (typeof LOCAL_PAYMENT_FIELDS)[number]
  >;

/** Everything the invoice shows, for the owner only: another user's progress is a 404. */
export async function loadInvoiceData(
  db: Db,
  media: R2Bucket,
  user: SessionUser,
  progressId: number,
  now = new Date(),
  photoBudget = INVOICE_PHOTO_BUDGET_BYTES,
): Promise<InvoiceData> {
  const detail = await findProgressDetail(db, user, progressId);
  if (!detail) throw notFound(PROGRESS_NOT_FOUND);
  const { progress: p, project, client, clientAddress, clientTaxNumber, biller } = detail;
  // Only a profile that prints a period of supply reads when the stage before was issued (a US invoice reads nothing).
  const supplyPeriodFrom = DOCUMENT_PROFILES[documentProfileKey(user.country)].supplyPeriodLabel
    ? await findPreviousStageIssuedAt(db, user.companyId, project.id, p.progressNumber)
    : null;
  const photos = await loadPhotos(db, media, user, p.photos, photoBudget);
  const shownPhone = (phone: string | null) => (phone ? formatPhone(phone, user.country) : null);
  // Whom the client contacts: the member who billed while they are one, then the company's contact (issue 38).
  const subject = await findApprovalSubject(db, { companyId: user.companyId }, progressId);
  const contact = subject
    ? clientContactOf(subject)
    : { name: biller.name, email: biller.email, phoneDisplay: shownPhone(biller.phone) };
  return {
    id: p.id,
    timezone: user.timezone,
    issuedAt: p.createdAt,
    dueDate: p.dueDate,
    status: p.status,
    approvedAt: p.approvedAt,
    paidAt: p.paidAt,
    // The company, and the person the client deals with, whoever downloads it: the member who billed the stage, or
    // the company's contact once they have left. Phones as people read them (ADR 0118); E.164 is for sending.
    contractor: { company: user.companyName, name: contact.name, email: contact.email, phone: contact.phoneDisplay },
    client: { company: client.companyName, name: client.name, email: client.email, phone: shownPhone(client.phone) },
    projectName: project.name,
    progressNumber: p.progressNumber,
    completionPercentage: p.completionPercentage,
    description: p.description,
    // What the client pays: the total the billing was issued for (a US billing's amount, ADR 0148).
    amount: p.totalAmount,
    currency: p.currency,
    locale: p.locale,
    // The client's document, in the client's language (ADR 0175).
    language: subject ? clientLanguageOf(subject.client.language, subject.owner.locale) : "en",
    tax: {
      country: user.country,
      taxMode: user.taxMode,
      taxRegistrations: user.taxRegistrations,
      invoiceNumber: p.invoiceNumber,
      netAmount: p.netAmount,
      taxAmount: p.taxAmount,
      taxLines: p.taxLines,
      reverseCharge: p.reverseCharge,
      deductedStages: p.deductedStages,
      supplyPeriodFrom,
      supplierAddress: user.address,
      clientAddress,
      clientTaxNumber,
    },
    payment: {
      preferredMethod: user.preferredPaymentMethod,
      bankAccountName: user.bankAccountName,
      bankAccountNumber: user.bankAccountNumber,
      bankRoutingNumber: user.bankRoutingNumber,
      paypalUsername: user.paypalUsername,
      venmoUsername: user.venmoUsername,
      zelleEmail: user.zelleEmail,
      cashAppUsername: user.cashAppUsername,
      ...localPaymentDetails(user),
      country: user.country,
      currency: p.currency,
      locale: p.locale,
      invoiceNumber: p.invoiceNumber,
    },
    photos: photos.photos,
    photosOmitted: photos.omitted,
    approval: await loadApprovalCertificate(db, media, user.companyId, p.id),
    generatedAt: now,
  };
}

export async function renderInvoice(db: Db, media: R2Bucket, user: SessionUser, progressId: number) {
  return renderInvoicePdf(await loadInvoiceData(db, media, user, progressId));
}

/**
 * GET /api/a/{token}/invoice.pdf: the client's copy, through their link, once the billing is approved (before, there
 * is no invoice to keep). Drawn as the member who billed it sees it: their billing, their company's details.
 */
export async function invoiceByToken(env: Env, db: Db, token: string) {
  const { progressId } = await resolveApprovalToken(env, token);
  const subject = await findApprovalSubject(db, { token: true }, progressId);
  if (subject?.progress.status !== "approved" && subject?.progress.status !== "paid")
    throw notFound(PROGRESS_NOT_FOUND);
  const biller = await findUserById(db, subject.owner.id);
  if (!biller) throw notFound(PROGRESS_NOT_FOUND);
  return renderInvoicePdf(await loadInvoiceData(db, env.MEDIA, biller, progressId));
}

/** The page read a route runs in its session batch (ADR 0099): the query stays behind this service. */
export const invoicePageRead = listInvoices;
