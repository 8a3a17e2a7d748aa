// The invoice PDF: pure (typed data in, bytes out, no env), built from a list of sections so pages can be appended.
import { degrees, PDFDocument, type PDFImage } from "pdf-lib";
import { invoiceLabel, paymentReference } from "#schema/contracts/billing-labels";
import { configuredMethods, type PaymentMethod } from "#schema/contracts/payments";
import type { TaxLine } from "#schema/contracts/worldwide";
import { CLIENT_CATALOGUES, type ClientWords, clientWords } from "#schema/i18n/client";
import {
  addressLines,
  billingTitle,
  DOCUMENT_PROFILES,
  documentProfileKey,
  labelsOf,
  registrationLines,
  requiredParts,
  reverseChargeWording,
} from "#schema/rules/document-profiles";
import { formatMoneyExact } from "#schema/rules/money";
import { payInstruction } from "#schema/rules/payment-instructions";
import { clientTaxNumberName } from "#schema/rules/tax-numbers";
import { approvalCertificateSection } from "./approval-certificate";
import { makeFacturX } from "./factur-x";
import { embedFonts, needsUnicodeFont } from "./fonts";
import type {
  InvoiceData,
  InvoiceParty,
  InvoicePaymentSettings,
  InvoicePhoto,
  InvoiceSection,
  RenderContext,
} from "./invoice-data";
import { drawQrCode } from "./qr-drawing";
import { COLORS, PdfWriter } from "./writer";

export type {
  ApprovalCertificate,
  InvoiceData,
  InvoiceParty,
  InvoicePaymentSettings,
  InvoicePhoto,
  InvoiceSection,
  InvoiceTax,
  RenderContext,
} from "./invoice-data";

// ---- formatting (the contractor's calendar, exact cents) ----

/** "123456789" -> "****6789". */
export const maskAccountNumber = (value: string) => {
  const digits = value.replace(/\s+/g, "");
  return digits.length <= 4 ? "****" : `****${digits.slice(-4)}`;
};

const STATUS_KEYS = {
  pending: "pdfPending",
  approved: "pdfApproved",
  paid: "pdfPaid",
  rejected: "pdfRejected",
} as const satisfies Record<InvoiceData["status"], string>;

// ---- payment instructions ----

/** English as every invoice printed it before languages: the words of a PDF for an English-speaking client. */
const ENGLISH = clientWords("en", "en-US");

export type PaymentOption = { method: PaymentMethod; title: string; lines: string[]; url?: string; epc?: string };

/**
 * Every method the contractor has fully set up, the preferred one first, with the same pay links as the
 * approval screen (services/payment-links). Bank and Zelle are instructions only; the account number is masked
 * because invoices get forwarded and filed.
 */
export function paymentOptions(
  p: InvoicePaymentSettings,
  amountCents: number,
  reference: string,
  payeeName = "",
  /** The client's words when they are not English (issue 34); English as it always printed otherwise. */
  words?: ClientWords,
): PaymentOption[] {
  const ctx = {
    amountCents,
    reference,
    payeeName,
    accountNumber: (n: string) => (words ?? ENGLISH).t("accountNumberMasked", { number: maskAccountNumber(n) }),
    currency: p.currency,
    locale: p.locale,
    invoiceNumber: p.invoiceNumber,
    words,
  };
  return configuredMethods({ ...p, preferredPaymentMethod: p.preferredMethod }).flatMap((method): PaymentOption[] => {
    const way = payInstruction(method, p, ctx);
    return way ? [{ method, title: way.title, lines: way.lines, url: way.link, epc: way.epc }] : [];
  });
}

// ---- sections ----

const partyLines = (party: InvoiceParty, withName: boolean) =>
  [withName ? party.name : null, party.email, party.phone].filter((l): l is string => Boolean(l?.trim()));

/** The supplier's address and tax numbers, as the profile asks (none on a US invoice). */
const supplierLines = (d: InvoiceData, ctx: RenderContext) => {
  const tax = d.tax;
  if (!tax) return [];
  const address =
    ctx.profile.printsAddresses && tax.supplierAddress
      ? addressLines(ctx.profile, tax.supplierAddress, tax.country)
      : [];
  return [...address, ...registrationLines(ctx.profile, tax.taxRegistrations)];
};

const header: InvoiceSection = (w, d, ctx) => {
  const metaWidth = 190;
  w.columns([
    {
      width: w.contentWidth - metaWidth - 16,
      draw: () => {
        w.text(d.contractor.company || d.contractor.name, {
          font: w.bold,
          size: 18,
          color: COLORS.brand,
          leading: 1.2,
        });
        w.moveDown(2);
        for (const line of partyLines(d.contractor, Boolean(d.contractor.company)))
          w.text(line, { size: 10, color: COLORS.muted });
        for (const line of supplierLines(d, ctx)) w.text(line, { size: 10, color: COLORS.muted });
      },
    },
    {
      width: metaWidth,
      draw: () => {
        // A long title ("SCHLUSSRECHNUNG") is set smaller to stay on one line in the column.
        const title = ctx.title.toUpperCase();
        const size = Math.min(22, Math.floor((metaWidth / w.bold.widthOfTextAtSize(title, 1)) * 10) / 10);
        w.text(title, { font: w.bold, size, align: "right", leading: 1.15 });
        w.text(ctx.label, { font: w.bold, size: 11, align: "right" });
        // An EU profile's legal wording is in the country's language (ADR 0178); the rest is in the client's (0175).
        const legal = ctx.profile.labels;
        const date = (at: Parameters<typeof ctx.words.date>[0]) => ctx.words.date(at, d.timezone);
        w.text(legal ? `${legal.issued}: ${date(d.issuedAt)}` : ctx.words.t("issued", { date: date(d.issuedAt) }), {
          size: 10,
          align: "right",
        });
        // The stage's work is billed as done by the day it is issued: that day is its supply date.
        const periodFrom = ctx.profile.supplyPeriodLabel ? d.tax?.supplyPeriodFrom : null;
        // Two dates do not fit the column beside the label: the period takes its own line.
        if (periodFrom) {
          w.text(`${ctx.profile.supplyPeriodLabel}:`, { size: 10, align: "right" });
          w.text(`${date(periodFrom)} – ${date(d.issuedAt)}`, { size: 10, align: "right" });
        } else if (ctx.profile.supplyDateLabel && d.tax)
          w.text(`${ctx.profile.supplyDateLabel}: ${date(d.issuedAt)}`, { size: 10, align: "right" });
        w.text(ctx.words.t("due", { date: d.dueDate ? ctx.words.day(d.dueDate) : ctx.words.t("uponReceipt") }), {
          size: 10,
          align: "right",
          font: w.bold,
        });
        w.text(ctx.words.t("statusLine", { status: ctx.words.t(STATUS_KEYS[d.status]) }), {
          size: 10,
          align: "right",
          color: d.status === "rejected" ? COLORS.danger : COLORS.muted,
        });
      },
    },
  ]);
  w.moveDown(10);
  w.rule(COLORS.brand, 1.5);
  w.moveDown(6);
};

/** The buyer's address, once the total reaches the profile's tier for the buyer's identity. */
const buyerLines = (d: InvoiceData, ctx: RenderContext) => {
  const tax = d.tax;
  if (!tax?.clientAddress || !ctx.profile.printsAddresses) return [];
  if (!requiredParts(ctx.profile, d.amount, d.currency ?? "USD").buyerIdentity) return [];
  return addressLines(ctx.profile, tax.clientAddress, tax.country);
};

const parties: InvoiceSection = (w, d, ctx) => {
  const half = (w.contentWidth - 16) / 2;
  const buyer = buyerLines(d, ctx);
  w.ensure(100 + buyer.length * 14);
  w.columns([
    {
      width: half,
      draw: () => {
        w.heading(ctx.words.t("billTo"));
        w.text(d.client.company || d.client.name, { font: w.bold, size: 11 });
        for (const line of partyLines(d.client, Boolean(d.client.company))) w.text(line, { size: 10 });
        for (const line of buyer) w.text(line, { size: 10 });
        const taxNumber = d.tax?.clientTaxNumber;
        if (taxNumber) w.text(`${clientTaxNumberName(d.tax!.country)}: ${taxNumber}`, { size: 10 });
      },
    },
    {
      width: half,
      draw: () => {
        w.heading(ctx.words.t("project"));
        w.text(d.projectName, { font: w.bold, size: 11 });
        w.text(ctx.words.t("progressLabel", { number: d.progressNumber }), { size: 10 });
        w.text(ctx.words.t("completionLine", { percent: d.completionPercentage }), { size: 10 });
      },
    },
  ]);
  w.moveDown(8);
};

/** How the tax shows under the totals: none (US), added on lines, included (AU wording), or reverse charged. */
const taxPresentation = (d: InvoiceData, ctx: RenderContext) => {
  const tax = d.tax;
  if (!tax) return { kind: "none" } as const;
  const reverse = reverseChargeWording(ctx.profile, tax.reverseCharge);
  if (reverse) return { kind: "reverse", tax, wording: reverse } as const;
  if (tax.taxLines.length === 0) return { kind: "none" } as const;
  if (tax.taxMode === "inclusive" && ctx.profile.inclusiveWording)
    return { kind: "included", tax, wording: ctx.profile.inclusiveWording } as const;
  return { kind: "lines", tax } as const;
};

/** The stage's line: its net when tax is added below it, else what the client pays. */
const lineAmount = (d: InvoiceData, ctx: RenderContext) => {
  const shown = taxPresentation(d, ctx);
  return shown.kind === "lines" || shown.kind === "reverse" ? ctx.money(shown.tax.netAmount) : ctx.amountText;
};

const lineItem: InvoiceSection = (w, d, ctx) => {
  const amountWidth = 110;
  const descWidth = w.contentWidth - amountWidth - 16;
  w.ensure(80);
  // Column titles on a tinted band.
  w.page.drawRectangle({ x: w.left, y: w.y - 20, width: w.contentWidth, height: 20, color: COLORS.panel });
  w.moveDown(5);
  w.columns([
    {
      width: descWidth,
      draw: () =>
        w.column(w.x + 6, descWidth - 6, () =>
          w.text(ctx.words.t("description"), { font: w.bold, size: 9, color: COLORS.muted }),
        ),
    },
    {
      width: amountWidth,
      draw: () =>
        w.column(w.x, amountWidth - 6, () =>
          w.text(ctx.words.t("amount"), { font: w.bold, size: 9, color: COLORS.muted, align: "right" }),
        ),
    },
  ]);
  w.moveDown(8);
  w.ensure(40);
  const top = w.y;
  w.column(w.left + 6, descWidth - 6, () => {
    w.text(`${ctx.reference}`, { font: w.bold, size: 11 });
    w.text(ctx.words.t("workCompleted", { percent: d.completionPercentage }), { size: 9.5, color: COLORS.muted });
  });
  const afterTitle = w.y;
  w.y = top;
  w.column(w.left + descWidth + 16, amountWidth - 6, () =>
    w.text(lineAmount(d, ctx), { font: w.bold, size: 11, align: "right" }),
  );
  w.y = afterTitle;
  if (d.description?.trim()) {
    w.moveDown(4);
    // Long descriptions flow onto the next page line by line.
    w.column(w.left + 6, descWidth - 6, () => w.text(d.description ?? "", { size: 10, leading: 1.4 }));
  }
  w.moveDown(8);
  w.rule();
  w.moveDown(10);
};

type TotalsRow = [string, string, boolean];

/**
 * A final invoice's whole work and what earlier stages invoiced (ADR 0180): the work's net, its VAT and gross, then
 * each earlier stage's net and VAT taken off, down to the net this invoice still claims. Empty on any other billing.
 */
function deductionRows(d: InvoiceData, ctx: RenderContext): TotalsRow[] {
  const stages = d.tax?.deductedStages ?? [];
  const wording = ctx.profile.finalInvoice;
  if (!d.tax || !wording || stages.length === 0) return [];
  const { on } = labelsOf(ctx.profile);
  const net = d.tax.netAmount + stages.reduce((sum, s) => sum + s.netAmount, 0);
  const tax = d.tax.taxAmount + stages.reduce((sum, s) => sum + s.taxAmount, 0);
  const taxed = tax > 0;
  const [only] = d.tax.taxLines;
  const taxLabel = d.tax.taxLines.length === 1 && only ? `${only.label} ${on} ${ctx.money(net)}` : wording.tax;
  return [
    [wording.totalNet, ctx.money(net), false],
    ...(taxed
      ? [[taxLabel, ctx.money(tax), false] as TotalsRow, [wording.totalGross, ctx.money(net + tax), false] as TotalsRow]
      : []),
    ...stages.flatMap((s): TotalsRow[] => {
      const named = `${wording.less} ${wording.stageTitle} ${s.invoiceNumber ?? ""}`.trim();
      return [
        [`${named}, ${wording.net}`, `-${ctx.money(s.netAmount)}`, false],
        ...(taxed ? [[`${named}, ${wording.tax}`, `-${ctx.money(s.taxAmount)}`, false] as TotalsRow] : []),
      ];
    }),
    [wording.remainingNet, ctx.money(d.tax.netAmount), false],
  ];
}

const totals: InvoiceSection = (w, d, ctx) => {
  const paid = d.status === "paid";
  const shown = taxPresentation(d, ctx);
  const { t } = ctx.words;
  const legal = ctx.profile.labels;
  const subtotal = legal?.subtotal ?? t("subtotal");
  const total = legal?.total ?? t("total");
  const amountDue = legal?.amountDue ?? t("amountDue");
  const taxOn = (l: TaxLine) =>
    legal ? `${l.label} ${legal.on} ${ctx.money(l.base)}` : t("taxOn", { label: l.label, amount: ctx.money(l.base) });
  const deductions = deductionRows(d, ctx);
  // Net per rate, rate and tax, then the gross (VATREC5010, art. 226); the US invoice has none of these rows. A
  // final invoice's deductions end in the net it claims, which stands for the subtotal.
  const taxRows: TotalsRow[] =
    shown.kind === "lines"
      ? [
          ...(deductions.length > 0 ? deductions : [[subtotal, ctx.money(shown.tax.netAmount), false] as TotalsRow]),
          ...shown.tax.taxLines.map((l): TotalsRow => [taxOn(l), ctx.money(l.tax), false]),
        ]
      : deductions;
  const rows: TotalsRow[] = paid
    ? [
        ...taxRows,
        [total, ctx.amountText, false],
        [
          d.paidAt ? t("paidRowOn", { date: ctx.words.date(d.paidAt, d.timezone) }) : t("pdfPaid"),
          `-${ctx.amountText}`,
          false,
        ],
        [t("balanceDue"), ctx.money(0), true],
      ]
    : taxRows.length > 0
      ? [...taxRows, [total, ctx.amountText, false], [amountDue, ctx.amountText, true]]
      : [
          [subtotal, lineAmount(d, ctx), false],
          [amountDue, ctx.amountText, true],
        ];
  w.ensure(paid ? 110 + taxRows.length * 20 : rows.length * 20 + 30);
  // Tax rows ("QST 9.975% on 1 000,00 $") need a wider label column than today's two rows.
  const boxWidth = taxRows.length > 0 ? 330 : 230;
  const labelWidth = taxRows.length > 0 ? boxWidth - 110 : boxWidth / 2;
  const boxX = w.left + w.contentWidth - boxWidth;
  const top = w.y;
  for (const [label, value, strong] of rows) {
    const rowTop = w.y;
    const size = strong ? 13 : 10;
    w.column(boxX, labelWidth, () => w.text(label, { font: strong ? w.bold : w.regular, size }));
    const afterLabel = w.y;
    w.y = rowTop;
    w.column(boxX + labelWidth, boxWidth - labelWidth, () =>
      w.text(value, { font: strong ? w.bold : w.regular, size, align: "right" }),
    );
    w.y = Math.min(w.y, afterLabel);
    w.moveDown(3);
  }
  for (const line of [...taxNotes(shown, ctx), ...(d.tax ? (ctx.profile.notes ?? []) : [])]) {
    w.column(boxX - 120, boxWidth + 120, () => w.text(line, { size: 10, align: "right" }));
    w.moveDown(2);
  }
  if (paid) {
    // The PAID stamp sits, tilted, in the free space left of and below the totals' top line.
    const origin = { x: w.left + 30, y: top - 96 };
    const angle = 12;
    const rad = (angle * Math.PI) / 180;
    const at = (dx: number, dy: number) => ({
      x: origin.x + dx * Math.cos(rad) - dy * Math.sin(rad),
      y: origin.y + dx * Math.sin(rad) + dy * Math.cos(rad),
    });
    const style = { font: w.bold, color: COLORS.paid, rotate: degrees(angle), opacity: 0.9 };
    w.page.drawRectangle({
      ...origin,
      width: 150,
      height: 58,
      borderColor: COLORS.paid,
      borderWidth: 3,
      rotate: degrees(angle),
      borderOpacity: 0.9,
    });
    const stamp = t("paidStamp");
    // Centred in the box: "PAID" sits where it always did; a longer word ("BEZAHLT") is made to fit.
    const stampSize = stamp === "PAID" ? 30 : Math.min(30, (30 * 124) / w.bold.widthOfTextAtSize(stamp, 30));
    const stampX = stamp === "PAID" ? 36 : (150 - w.bold.widthOfTextAtSize(stamp, stampSize)) / 2;
    w.page.drawText(stamp, { ...at(stampX, 24), size: stampSize, ...style });
    if (d.paidAt) {
      const date = ctx.words.date(d.paidAt, d.timezone);
      w.page.drawText(date, { ...at((150 - w.bold.widthOfTextAtSize(date, 11)) / 2, 8), size: 11, ...style });
    }
  }
  w.y = Math.min(w.y, top - (paid ? 100 : 0));
  w.moveDown(6);
};

/**
 * Sentences under the totals: AU "Total price includes GST $100.00"; a reverse charge's statutory text, and in the
 * UK the VAT it moves to the customer (shown, outside the total); Irish RCT shows no rate and no amount.
 */
function taxNotes(shown: ReturnType<typeof taxPresentation>, ctx: RenderContext) {
  if (shown.kind === "included") return [`${shown.wording} ${ctx.money(shown.tax.taxAmount)}`];
  if (shown.kind !== "reverse") return [];
  const amounts = shown.wording.showsTax
    ? shown.tax.taxLines.map((l) => {
        const legal = ctx.profile.labels;
        const on = legal
          ? `${l.label} ${legal.on} ${ctx.money(l.base)}`
          : ctx.words.t("taxOn", { label: l.label, amount: ctx.money(l.base) });
        return `${on}: ${ctx.money(l.tax)}`;
      })
    : [];
  return [shown.wording.text, ...amounts];
}

const howToPay: InvoiceSection = (w, d, ctx) => {
  const { t } = ctx.words;
  w.heading(d.status === "paid" ? t("payment") : t("howToPay"));
  if (d.status === "paid") {
    w.text(
      d.paidAt
        ? t("paymentReceivedOn", { amount: ctx.amountText, date: ctx.words.date(d.paidAt, d.timezone) })
        : t("paymentReceived", { amount: ctx.amountText }),
      { size: 10 },
    );
  } else {
    const payee = d.contractor.company || d.contractor.name;
    const words = ctx.words.language === "en" ? undefined : ctx.words;
    const options = paymentOptions(d.payment, d.amount, ctx.reference, payee, words);
    if (options.length === 0) {
      const contact = [d.contractor.email, d.contractor.phone].filter(Boolean).join(` ${t("contactOr")} `);
      const company = d.contractor.company || d.contractor.name;
      w.text(contact ? t("contactForPaymentAt", { company, contact }) : t("contactForPayment", { company }), {
        size: 10,
      });
    }
    options.forEach((option, i) => {
      // A euro IBAN transfer prints its GiroCode beside the lines (ADR 0160): kept on one page with them.
      const qrWidth = option.epc ? 112 : 0;
      w.ensure(option.epc ? qrWidth + 24 : 30);
      const top = w.y;
      w.column(w.left, w.contentWidth - (qrWidth ? qrWidth + 16 : 0), () => {
        w.text(i === 0 ? t("preferred", { method: option.title }) : option.title, { font: w.bold, size: 10 });
        for (const line of option.lines) {
          const lineTop = w.y;
          const drawn = w.text(line, { size: 10, color: option.url ? COLORS.brand : COLORS.ink });
          if (option.url && drawn.length === 1)
            w.link(option.url, w.x, w.y, w.regular.widthOfTextAtSize(drawn[0] ?? "", 10), lineTop - w.y);
        }
        if (option.epc) w.text(t("girocodeCaption"), { size: 8.5, color: COLORS.muted });
      });
      if (option.epc) {
        drawQrCode(w, option.epc, w.left + w.contentWidth - qrWidth, top, qrWidth);
        w.y = Math.min(w.y, top - qrWidth);
      }
      w.moveDown(3);
    });
  }
  w.moveDown(2);
  w.text(t("paymentReferenceLine", { reference: ctx.reference }), { font: w.bold, size: 10 });
  if (d.status !== "paid") w.text(t("includeReference"), { size: 9, color: COLORS.muted });
  w.moveDown(8);
  w.text(t(d.status === "paid" ? "paidPaymentsDisclaimer" : "paymentsDisclaimer"), { size: 8.5, color: COLORS.muted });
};

/** JPEG and PNG are embedded; anything else (HEIC, WebP) and any unreadable file is counted and skipped. */
async function embedPhotos(w: PdfWriter, photos: InvoicePhoto[]) {
  const embedded: { image: PDFImage; caption: string | null }[] = [];
  let skipped = 0;
  for (const photo of photos) {
    const b = photo.bytes;
    try {
      if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
        embedded.push({ image: await w.doc.embedJpg(b), caption: photo.caption });
      else if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47)
        embedded.push({ image: await w.doc.embedPng(b), caption: photo.caption });
      else skipped++;
    } catch {
      skipped++;
    }
  }
  return { embedded, skipped };
}

const photoGrid: InvoiceSection = async (w, d, ctx) => {
  const omitted = d.photosOmitted ?? 0;
  if (d.photos.length === 0 && omitted === 0) return;
  const { embedded, skipped } = await embedPhotos(w, d.photos);
  const perRow = 3;
  const gap = 12;
  const cell = (w.contentWidth - gap * (perRow - 1)) / perRow;
  const imageHeight = cell * 0.75;
  // Keep the heading with the first row of photos.
  w.ensure(imageHeight + 70);
  w.moveDown(8);
  w.heading(ctx.words.t("photoDocumentation", { count: d.photos.length + omitted }));
  const captionStyle = { size: 8.5, color: COLORS.muted, maxLines: 3 } as const;
  for (let i = 0; i < embedded.length; i += perRow) {
    const row = embedded.slice(i, i + perRow);
    const captionHeight = Math.max(
      0,
      ...row.map((p) => (p.caption ? w.measure(p.caption, cell, captionStyle) + 4 : 0)),
    );
    w.ensure(imageHeight + captionHeight + gap);
    const top = w.y;
    row.forEach((photo, j) => {
      const x = w.left + j * (cell + gap);
      w.page.drawRectangle({ x, y: top - imageHeight, width: cell, height: imageHeight, color: COLORS.panel });
      w.image(photo.image, x, top, cell, imageHeight);
      if (photo.caption) {
        w.y = top - imageHeight - 4;
        w.column(x, cell, () => w.text(photo.caption ?? "", captionStyle));
      }
    });
    w.y = top - imageHeight - captionHeight - gap;
  }
  if (skipped > 0) {
    w.text(ctx.words.t("photosSkipped", { count: skipped }), {
      size: 9,
      color: COLORS.muted,
    });
  }
  if (omitted > 0) {
    w.text(ctx.words.t("photosOmitted", { count: omitted }), {
      size: 9,
      color: COLORS.muted,
    });
  }
};

/** The invoice's parts in order. Later features append theirs (e.g. an approval certificate on its own page). */
export const INVOICE_SECTIONS: InvoiceSection[] = [
  header,
  parties,
  lineItem,
  totals,
  howToPay,
  photoGrid,
  approvalCertificateSection,
];

/** Every string the data holds (names, addresses, captions), to choose the font before anything is drawn. */
function* textsOf(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* textsOf(item);
  else if (value && typeof value === "object" && !(value instanceof Uint8Array) && !(value instanceof Date))
    for (const item of Object.values(value)) yield* textsOf(item);
}

/** The amounts as printed: a locale may write them with characters Helvetica lacks (fr's narrow no-break space). */
const moneyTexts = (d: InvoiceData, ctx: RenderContext) =>
  [
    d.amount,
    d.tax?.netAmount,
    d.tax?.taxAmount,
    ...(d.tax?.taxLines.flatMap((l) => [l.base, l.tax]) ?? []),
    ...(d.tax?.deductedStages?.flatMap((s) => [s.netAmount, s.taxAmount]) ?? []),
  ].map((m) => ctx.money(m ?? 0));

/** `facturX`: the billing's EN 16931 CII XML, making the PDF a Factur-X / ZUGFeRD invoice (PDF/A-3b, ADR 0200). */
export type RenderOptions = { facturX?: string };

export async function renderInvoicePdf(
  data: InvoiceData,
  sections: InvoiceSection[] = INVOICE_SECTIONS,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const currency = data.currency ?? "USD";
  const locale = data.locale ?? "en-US";
  const money = (minor: number) => formatMoneyExact(minor, currency, locale);
  const tax = data.tax;
  const profile =
    DOCUMENT_PROFILES[
      tax ? documentProfileKey(tax.country, tax.supplierAddress?.region, tax.taxLines, data.locale) : "US"
    ];
  // The client's language (ADR 0175); English keeps the country's document titles ("VAT invoice", "Tax invoice"),
  // and a profile with its own legal wording (the EU's, ADR 0178-0180) keeps its titles in any language.
  const language = data.language ?? "en";
  const words = clientWords(language, locale);
  const title =
    language !== "en" && !profile.labels
      ? words.t("invoice")
      : tax
        ? billingTitle(profile, tax.taxMode, tax.taxRegistrations, {
            completionPercentage: data.completionPercentage,
            deductsStages: (tax.deductedStages?.length ?? 0) > 0,
          })
        : profile.title.unregistered;
  const label =
    profile.printsSeriesNumber && tax?.invoiceNumber
      ? `${title} ${tax.invoiceNumber}`
      : language !== "en"
        ? words.t("invoiceNumber", { id: data.id })
        : invoiceLabel(data.id);
  const from = data.contractor.company || data.contractor.name;
  const reference = paymentReference(data.projectName, data.progressNumber);
  doc.setTitle(label, { showInWindowTitleBar: true });
  doc.setAuthor(from);
  doc.setSubject(reference);
  doc.setKeywords(["invoice", `progress ${data.progressNumber}`, data.projectName]);
  doc.setCreator("PayStage");
  doc.setProducer("PayStage");
  doc.setLanguage(language === "en" ? locale : words.locale);
  doc.setCreationDate(data.generatedAt);
  doc.setModificationDate(data.generatedAt);

  const ctx: RenderContext = { amountText: money(data.amount), reference, money, profile, title, label, words };
  // The catalogue's words count too: a translation may use a letter the standard font lacks. PDF/A embeds every
  // font, so a Factur-X invoice is always in Noto: Helvetica is the one font a PDF may leave out.
  const unicode =
    Boolean(options.facturX) ||
    (await needsUnicodeFont([
      ...textsOf(data),
      ...moneyTexts(data, ctx),
      ...(language === "en" ? [] : Object.values(CLIENT_CATALOGUES[language])),
    ]));
  const w = await PdfWriter.create(doc, await embedFonts(doc, unicode));
  for (const section of sections) await section(w, data, ctx);

  let footerText = w.clean(`${from} - ${label}`, w.regular);
  while (footerText.length > 10 && w.regular.widthOfTextAtSize(footerText, 8) > w.contentWidth - 90)
    footerText = `${footerText.slice(0, -4)}...`;
  w.footers((page, n, count) => {
    const y = w.margin.bottom - 30;
    page.drawLine({
      start: { x: w.left, y: y + 14 },
      end: { x: w.left + w.contentWidth, y: y + 14 },
      thickness: 0.5,
      color: COLORS.rule,
    });
    page.drawText(footerText, { x: w.left, y, size: 8, font: w.regular, color: COLORS.muted });
    const pageText = words.t("pageOf", { page: n, pages: count });
    page.drawText(pageText, {
      x: w.left + w.contentWidth - w.regular.widthOfTextAtSize(pageText, 8),
      y,
      size: 8,
      font: w.regular,
      color: COLORS.muted,
    });
  });
  if (options.facturX) await makeFacturX(doc, options.facturX);
  return doc.save();
}
