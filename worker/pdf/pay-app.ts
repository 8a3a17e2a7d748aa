// PayStage's own "Application for Payment" and "Continuation Sheet" (issue 37, ADR 0191): the same line numbers 1-9
// and columns A-I a reviewer ties out, in our own words, with our own certification sentence, no AIA mark and no AIA
// text; the footer says the layout follows the AIA G702/G703 arithmetic and PayStage is not affiliated with the AIA
// (commercial.md §2.7). Page 1 portrait, the continuation sheet landscape (ten columns).
import { PDFDocument as Doc, PageSizes, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { LienWaiverView } from "#schema/contracts/lien-waivers";
import type { PayAppView } from "#schema/contracts/pay-apps";
import { formatMoneyExact } from "#schema/rules/money";
import { embedFonts, needsUnicodeFont } from "./fonts";
import { appendWaiverPages } from "./lien-waiver";

export const PAY_APP_TITLE = "Application for Payment";
export const CONTINUATION_TITLE = "Continuation Sheet";
export const PAY_APP_FOOTER =
  "Layout follows the AIA® G702®/G703® arithmetic; not an AIA document; PayStage is not affiliated with the AIA.";
/** Our own certification sentence (never the AIA's certificate prose). */
export const PAY_APP_CERTIFICATION =
  "We certify that the figures on this application and its continuation sheet match our records: the work billed was carried out, the materials listed are stored for this project as of the period end, and the current payment due is the amount we ask to be paid.";

export const SUMMARY_LABELS = {
  l1: "1. Original contract sum",
  l2: "2. Net change by change orders",
  l3: "3. Contract sum to date (line 1 ± 2)",
  l4: "4. Total completed and stored to date (column G)",
  l5: "5. Retainage",
  l5a: "a. on completed work",
  l5b: "b. on stored materials",
  l5t: "Total retainage (line 5a + 5b, column I)",
  l6: "6. Total earned less retainage (line 4 - 5)",
  l7: "7. Less previous certificates for payment (line 6 of the previous application)",
  l8: "8. Current payment due (line 6 - 7)",
  l9: "9. Balance to finish, including retainage (line 3 - 6)",
} as const;

export const COLUMN_HEADS = [
  ["A", "Item"],
  ["B", "Description of work"],
  ["C", "Scheduled value"],
  ["D", "From previous application"],
  ["E", "This period"],
  ["F", "Materials presently stored"],
  ["G", "Completed and stored to date (D+E+F)"],
  ["%", "(G / C)"],
  ["H", "Balance to finish (C - G)"],
  ["I", "Retainage"],
] as const;

export type PayAppPdfData = {
  app: PayAppView;
  contractor: string;
  client: string;
  projectName: string;
  siteAddress: string | null;
  contractDate: string | null;
  /** "10.00% of completed work", or "see column I" when several rates are held at once. */
  workRateText: string;
  storedRateText: string;
  approval: { signerName: string | null; decidedAt: Date } | null;
  generatedAt: Date;
  /** The lien waivers that go with the application (ADR 0208), each on its own page after the sheets. */
  waivers?: LienWaiverView[];
};

const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.33, 0.36, 0.42);
const RULE = rgb(0.82, 0.84, 0.88);
const PANEL = rgb(0.96, 0.97, 0.98);

type Fonts = { regular: PDFFont; bold: PDFFont };

function fit(text: string, font: PDFFont, size: number, width: number) {
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = `${t.slice(0, -2)}…`.replace(/……$/, "…");
  return font.widthOfTextAtSize(t, size) > width ? "" : t;
}

function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let cur = "";
  for (const word of text.split(/\s+/)) {
    const next = cur ? `${cur} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && cur) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

function footer(page: PDFPage, f: Fonts, n: number, count: number) {
  const { width } = page.getSize();
  page.drawLine({ start: { x: 36, y: 40 }, end: { x: width - 36, y: 40 }, thickness: 0.5, color: RULE });
  page.drawText(PAY_APP_FOOTER, { x: 36, y: 28, size: 7.5, font: f.regular, color: MUTED });
  const p = `Page ${n} of ${count}`;
  page.drawText(p, {
    x: width - 36 - f.regular.widthOfTextAtSize(p, 7.5),
    y: 28,
    size: 7.5,
    font: f.regular,
    color: MUTED,
  });
}

function summaryPage(doc: PDFDocument, f: Fonts, d: PayAppPdfData, money: (m: number) => string) {
  const page = doc.addPage(PageSizes.Letter);
  const [W, H] = PageSizes.Letter;
  let y = H - 54;
  const x = 54;
  const right = W - 54;
  const text = (t: string, at: number, size = 9.5, font = f.regular, color = INK) =>
    page.drawText(t, { x: at, y, size, font, color });
  const rightText = (t: string, size = 9.5, font = f.regular) =>
    page.drawText(t, { x: right - font.widthOfTextAtSize(t, size), y, size, font, color: INK });

  text(PAY_APP_TITLE, x, 20, f.bold);
  y -= 22;
  const kind = d.app.kind === "retainage-release" ? "Retainage release" : "Progress";
  text(`No. ${d.app.appNo} · ${kind} · Period to ${d.app.periodTo}`, x, 10.5, f.regular, MUTED);
  y -= 26;
  const facts: [string, string][] = [
    ["From (contractor)", d.contractor],
    ["To (client)", d.client],
    ["Project", d.projectName],
    ...(d.siteAddress ? ([["Site", d.siteAddress]] as [string, string][]) : []),
    ...(d.contractDate ? ([["Contract date", d.contractDate]] as [string, string][]) : []),
  ];
  for (const [k, v] of facts) {
    text(k, x, 9, f.regular, MUTED);
    page.drawText(fit(v, f.bold, 9.5, right - x - 130), { x: x + 130, y, size: 9.5, font: f.bold, color: INK });
    y -= 15;
  }
  y -= 12;
  const s = d.app;
  const rows: [string, number | null, boolean][] = [
    [SUMMARY_LABELS.l1, s.originalContractSum, false],
    [SUMMARY_LABELS.l2, s.netChangeByChangeOrders, false],
    [SUMMARY_LABELS.l3, s.contractSumToDate, false],
    [SUMMARY_LABELS.l4, s.totalCompletedAndStored, false],
    [SUMMARY_LABELS.l5, null, false],
    [`    ${SUMMARY_LABELS.l5a}: ${d.workRateText}`, s.retainageOnWork, false],
    [`    ${SUMMARY_LABELS.l5b}: ${d.storedRateText}`, s.retainageOnStored, false],
    [`    ${SUMMARY_LABELS.l5t}`, s.totalRetainage, false],
    [SUMMARY_LABELS.l6, s.totalEarnedLessRetainage, false],
    [SUMMARY_LABELS.l7, s.lessPreviousCertificates, false],
    [SUMMARY_LABELS.l8, s.currentPaymentDue, true],
    [SUMMARY_LABELS.l9, s.balanceToFinishInclRetainage, false],
  ];
  for (const [label, amount, strong] of rows) {
    if (strong) page.drawRectangle({ x: x - 6, y: y - 6, width: right - x + 12, height: 20, color: PANEL });
    const font = strong ? f.bold : f.regular;
    page.drawText(fit(label, font, 9.5, right - x - 110), { x, y, size: 9.5, font, color: INK });
    if (amount !== null) rightText(money(amount), 9.5, font);
    y -= 6;
    page.drawLine({ start: { x, y }, end: { x: right, y }, thickness: 0.4, color: RULE });
    y -= 14;
  }
  y -= 14;
  text("Certification", x, 10.5, f.bold);
  y -= 15;
  for (const line of wrap(PAY_APP_CERTIFICATION, f.regular, 9.5, right - x)) {
    text(line, x, 9.5);
    y -= 13;
  }
  y -= 6;
  text(`${d.contractor}, ${d.app.sentAt ? d.app.sentAt.slice(0, 10) : "not yet sent"}`, x, 9.5, f.bold);
  y -= 24;
  if (d.approval) {
    text("Approved by the client", x, 10.5, f.bold);
    y -= 15;
    const who = d.approval.signerName ? `${d.approval.signerName}, ` : "";
    text(`${who}${d.approval.decidedAt.toISOString().slice(0, 10)} (signed through the PayStage approval link)`, x);
  }
  return page;
}

function continuationPages(doc: PDFDocument, f: Fonts, d: PayAppPdfData, money: (m: number) => string) {
  // Landscape: H is the page width (792), W its height (612).
  const [H, W] = [PageSizes.Letter[1], PageSizes.Letter[0]];
  const widths = [34, 156, 68, 68, 68, 66, 74, 38, 72, 72];
  const size = 7.5;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const xs = widths.map((_, i) => 36 + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cell = (t: string, col: number, font: PDFFont, alignRight: boolean) => {
    const w = widths[col]! - 6;
    const s = fit(t, font, size, w);
    const x = alignRight ? xs[col]! + widths[col]! - 3 - font.widthOfTextAtSize(s, size) : xs[col]! + 3;
    page.drawText(s, { x, y, size, font, color: INK });
  };
  const newPage = () => {
    page = doc.addPage([H, W]);
    pages.push(page);
    y = W - 40;
    page.drawText(CONTINUATION_TITLE, { x: 36, y, size: 14, font: f.bold, color: INK });
    const sub = `${PAY_APP_TITLE} No. ${d.app.appNo} · Period to ${d.app.periodTo} · ${d.projectName}`;
    page.drawText(fit(sub, f.regular, 9, H - 72 - 120), { x: 170, y: y + 2, size: 9, font: f.regular, color: MUTED });
    y -= 24;
    page.drawRectangle({ x: 36, y: y - 22, width: H - 72, height: 34, color: PANEL });
    COLUMN_HEADS.forEach(([letter, words], i) => {
      cell(letter, i, f.bold, i >= 2);
      y -= 10;
      const lines = wrap(words, f.regular, 6.5, widths[i]! - 6).slice(0, 2);
      lines.forEach((l, k) => {
        const x = i >= 2 ? xs[i]! + widths[i]! - 3 - f.regular.widthOfTextAtSize(l, 6.5) : xs[i]! + 3;
        page.drawText(l, { x, y: y - k * 8, size: 6.5, font: f.regular, color: MUTED });
      });
      y += 10;
    });
    y -= 38;
  };
  newPage();
  const pct = (p: number | null) => (p === null ? "" : `${p.toFixed(2)}%`);
  for (const l of d.app.lines) {
    if (y < 70) newPage();
    cell(l.itemNo, 0, f.regular, false);
    cell(l.description, 1, f.regular, false);
    cell(money(l.scheduledValue), 2, f.regular, true);
    cell(money(l.fromPrevious), 3, f.regular, true);
    cell(money(l.workThisPeriod), 4, f.regular, true);
    cell(money(l.storedMaterials), 5, f.regular, true);
    cell(money(l.totalCompletedAndStored), 6, f.regular, true);
    cell(pct(l.percentComplete), 7, f.regular, true);
    cell(money(l.balanceToFinish), 8, f.regular, true);
    cell(money(l.retainage), 9, f.regular, true);
    y -= 5;
    page.drawLine({ start: { x: 36, y }, end: { x: H - 36, y }, thickness: 0.3, color: RULE });
    y -= 10;
  }
  if (y < 70) newPage();
  const sum = (
    k:
      | "scheduledValue"
      | "fromPrevious"
      | "workThisPeriod"
      | "storedMaterials"
      | "totalCompletedAndStored"
      | "balanceToFinish"
      | "retainage",
  ) => d.app.lines.reduce((a, l) => a + l[k], 0);
  const c = sum("scheduledValue");
  const g = sum("totalCompletedAndStored");
  cell("", 0, f.bold, false);
  cell("Totals", 1, f.bold, false);
  cell(money(c), 2, f.bold, true);
  cell(money(sum("fromPrevious")), 3, f.bold, true);
  cell(money(sum("workThisPeriod")), 4, f.bold, true);
  cell(money(sum("storedMaterials")), 5, f.bold, true);
  cell(money(g), 6, f.bold, true);
  cell(c === 0 ? "" : `${(Math.round((g * 10000) / c) / 100).toFixed(2)}%`, 7, f.bold, true);
  cell(money(sum("balanceToFinish")), 8, f.bold, true);
  cell(money(sum("retainage")), 9, f.bold, true);
  return pages;
}

export async function renderPayAppPdf(d: PayAppPdfData): Promise<Uint8Array> {
  const doc = await Doc.create();
  const money = (m: number) => formatMoneyExact(m, d.app.currency, d.app.locale);
  const title = `${PAY_APP_TITLE} ${d.app.appNo} - ${d.projectName}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(d.contractor);
  doc.setCreator("PayStage");
  doc.setProducer("PayStage");
  doc.setLanguage(d.app.locale);
  doc.setCreationDate(d.generatedAt);
  doc.setModificationDate(d.generatedAt);
  const texts = [
    d.contractor,
    d.client,
    d.projectName,
    d.siteAddress ?? "",
    ...d.app.lines.map((l) => l.description),
    money(d.app.currentPaymentDue),
    d.approval?.signerName ?? "",
    ...(d.waivers ?? []).map((w) => w.text),
  ];
  const fonts = await embedFonts(doc, await needsUnicodeFont(texts));
  summaryPage(doc, fonts, d, money);
  continuationPages(doc, fonts, d, money);
  const pages = doc.getPages();
  for (const [i, p] of pages.entries()) footer(p, fonts, i + 1, pages.length);
  appendWaiverPages(doc, fonts, d.waivers ?? [], `${PAY_APP_TITLE} ${d.app.appNo}`);
  return doc.save();
}

export const payAppFileName = (appNo: number) => `application-for-payment-${appNo}.pdf`;
