// The invoice's approval-certificate page: who approved what, when, from where, with the signature and content fingerprint.
import { CONSENT_TEXT } from "#schema/contracts/approvals";
import { paymentReference } from "#schema/contracts/billing-labels";
import type { ApprovalCertificate, InvoiceData, InvoiceSection } from "./invoice-data";
import { COLORS, type PdfWriter } from "./writer";

export type { ApprovalCertificate } from "./invoice-data";

const VIA_KEYS = { link: "viaLink", in_person: "viaInPerson" } as const satisfies Record<
  ApprovalCertificate["via"],
  string
>;

function row(w: PdfWriter, label: string, value: string, size = 10, labelWidth = 150) {
  // Keep a row on one page: label and value share the same top.
  w.ensure(w.measure(value, w.contentWidth - labelWidth, { size }) + 4);
  const top = w.y;
  w.column(w.left, labelWidth - 12, () => w.text(label, { font: w.bold, size: 10, color: COLORS.muted }));
  const afterLabel = w.y;
  w.y = top;
  w.column(w.left + labelWidth, w.contentWidth - labelWidth, () => w.text(value, { size }));
  w.y = Math.min(w.y, afterLabel);
  w.moveDown(4);
}

async function drawSignature(w: PdfWriter, png: Uint8Array | null, unreadable: string) {
  const boxHeight = 110;
  w.ensure(boxHeight + 30);
  const top = w.y;
  w.page.drawRectangle({
    x: w.left,
    y: top - boxHeight,
    width: w.contentWidth,
    height: boxHeight,
    color: COLORS.panel,
    borderColor: COLORS.rule,
    borderWidth: 0.75,
  });
  let drawn = false;
  if (png) {
    try {
      w.image(await w.doc.embedPng(png), w.left + 12, top - 8, w.contentWidth - 24, boxHeight - 16);
      drawn = true;
    } catch {
      drawn = false;
    }
  }
  if (!drawn) {
    w.y = top - boxHeight / 2 + 6;
    w.column(w.left + 12, w.contentWidth - 24, () => w.text(unreadable, { size: 10, color: COLORS.danger }));
  }
  w.y = top - boxHeight - 6;
}

/** Appended after the invoice on its own page, only when the progress carries approval evidence. */
export const approvalCertificateSection: InvoiceSection = async (w, d: InvoiceData, ctx) => {
  const a = d.approval;
  if (!a) return;
  const { t } = ctx.words;
  w.addPage();
  w.x = w.left;
  w.width = w.contentWidth;
  w.text(t("certificateTitle"), { font: w.bold, size: 20, color: COLORS.brand, leading: 1.2 });
  w.text(`${ctx.label} - ${paymentReference(d.projectName, d.progressNumber)}`, {
    size: 10,
    color: COLORS.muted,
  });
  w.moveDown(8);
  w.rule(COLORS.brand, 1.5);
  w.moveDown(12);

  const when = ctx.words.instant(a.decidedAt, d.timezone);
  w.text(
    t("certificateSummary", {
      signer: a.signerName,
      number: d.progressNumber,
      project: d.projectName,
      amount: ctx.amountText,
      percent: d.completionPercentage,
      company: d.contractor.company || d.contractor.name,
      date: when,
    }),
    { size: 11, leading: 1.45 },
  );
  w.moveDown(6);
  // The sentence as it was signed (ADR 0176), never today's catalogue: older approvals were signed in English.
  const consent = a.consent ?? { text: CONSENT_TEXT, language: "en" };
  w.text(t("signerConfirmed", { consent: consent.text }), { size: 10, color: COLORS.muted });

  w.heading(t("signature"));
  await drawSignature(w, a.signaturePng, t("signatureUnreadable"));

  w.heading(t("evidence"));
  row(w, t("billedBy"), d.contractor.company ? `${d.contractor.name}, ${d.contractor.company}` : d.contractor.name);
  row(w, t("signedBy"), a.signerName);
  row(w, t("signedAt"), when);
  row(w, t("how"), t(VIA_KEYS[a.via]));
  if (a.sentAt) row(w, t("linkSent"), ctx.words.instant(a.sentAt, d.timezone));
  if (a.firstOpenedAt) row(w, t("linkFirstOpened"), ctx.words.instant(a.firstOpenedAt, d.timezone));
  row(w, t("ipAddress"), a.ip ?? t("notRecorded"));
  row(w, t("device"), a.userAgent ?? t("notRecorded"));
  // Which language the signer read, when it was not English (an English certificate reads as it always has).
  if (consent.language !== "en") row(w, t("consentLanguage"), consent.language);
  // 9 pt keeps the 64 hex digits on one line, so the fingerprint can be copied whole.
  row(w, t("fingerprint"), a.contentHash, 9);
  w.moveDown(8);
  w.text(t("fingerprintNote"), { size: 8.5, color: COLORS.muted, leading: 1.45 });
};
