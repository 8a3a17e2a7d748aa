// The invoice's approval-certificate page: who approved what, when, from where, with the signature and content fingerprint.
import { CONSENT_TEXT } from "#schema/contracts/approvals";
import { paymentReference, progressLabel } from "#schema/contracts/billing-labels";
import { formatInstant } from "#schema/rules/dates";
import type { ApprovalCertificate, InvoiceData, InvoiceSection } from "./invoice-data";
import { COLORS, type PdfWriter } from "./writer";

export type { ApprovalCertificate } from "./invoice-data";

const VIA_TEXT: Record<ApprovalCertificate["via"], string> = {
  link: "Approval link sent to the client (no account needed)",
  in_person: "In person, on the contractor's device",
};

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

async function drawSignature(w: PdfWriter, png: Uint8Array | null) {
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
    w.column(w.left + 12, w.contentWidth - 24, () =>
      w.text("The signature image could not be read.", { size: 10, color: COLORS.danger }),
    );
  }
  w.y = top - boxHeight - 6;
}

/** Appended after the invoice on its own page, only when the progress carries approval evidence. */
export const approvalCertificateSection: InvoiceSection = async (w, d: InvoiceData, ctx) => {
  const a = d.approval;
  if (!a) return;
  w.addPage();
  w.x = w.left;
  w.width = w.contentWidth;
  w.text("Approval certificate", { font: w.bold, size: 20, color: COLORS.brand, leading: 1.2 });
  w.text(`${ctx.label} - ${paymentReference(d.projectName, d.progressNumber)}`, {
    size: 10,
    color: COLORS.muted,
  });
  w.moveDown(8);
  w.rule(COLORS.brand, 1.5);
  w.moveDown(12);

  const when = formatInstant(a.decidedAt, d.timezone);
  w.text(
    `${a.signerName} approved ${progressLabel(d.progressNumber)} of ${d.projectName} for ${ctx.amountText} ` +
      `(work ${d.completionPercentage}% complete), billed by ${d.contractor.company || d.contractor.name}, on ${when}.`,
    { size: 11, leading: 1.45 },
  );
  w.moveDown(6);
  w.text(`The signer confirmed: "${CONSENT_TEXT}."`, { size: 10, color: COLORS.muted });

  w.heading("Signature");
  await drawSignature(w, a.signaturePng);

  w.heading("Evidence");
  row(w, "Billed by", d.contractor.company ? `${d.contractor.name}, ${d.contractor.company}` : d.contractor.name);
  row(w, "Signed by", a.signerName);
  row(w, "Signed at", when);
  row(w, "How", VIA_TEXT[a.via]);
  if (a.sentAt) row(w, "Link sent", formatInstant(a.sentAt, d.timezone));
  if (a.firstOpenedAt) row(w, "Link first opened", formatInstant(a.firstOpenedAt, d.timezone));
  row(w, "IP address", a.ip ?? "Not recorded");
  row(w, "Device", a.userAgent ?? "Not recorded");
  // 9 pt keeps the 64 hex digits on one line, so the fingerprint can be copied whole.
  row(w, "Content fingerprint (SHA-256)", a.contentHash, 9);
  w.moveDown(8);
  w.text(
    "The fingerprint is computed over the project, progress number, amount, completion, description and the SHA-256 of " +
      "each photo exactly as the client saw them. The same content always gives the same fingerprint; any change gives a " +
      "different one. This record and the signature image are stored write-once.",
    { size: 8.5, color: COLORS.muted, leading: 1.45 },
  );
};
