// The lien waivers that go with an application (issue 37, ADR 0208), each on its own page after the application's
// sheets: the title, the statute note (or the pending-text warning), the text exactly as made, its fields, who signed
// and when, and the notary's record where the state requires one. Georgia's text is in bold capitals of 12 points.
import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { LienWaiverView } from "#schema/contracts/lien-waivers";
import { formatMoneyExact } from "#schema/rules/money";

type Fonts = { regular: PDFFont; bold: PDFFont };

const INK = rgb(0.09, 0.11, 0.16);
const MUTED = rgb(0.33, 0.36, 0.42);
const WARN = rgb(0.6, 0.1, 0.1);
const MARGIN = 50;

export const NOT_SIGNED_YET = "Not signed yet.";
export const AWAITING_NOTARY = "Awaiting notary: this waiver takes effect only once its notarization is recorded.";

function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let cur = "";
    for (const word of paragraph.split(/\s+/)) {
      const next = cur ? `${cur} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && cur) {
        lines.push(cur);
        cur = word;
      } else cur = next;
    }
    lines.push(cur);
  }
  return lines;
}

/** Draws wrapped lines top-down, starting a new page when one is full. */
class Flow {
  page: PDFPage;
  y: number;
  constructor(
    private doc: PDFDocument,
    private pages: PDFPage[],
  ) {
    this.page = this.newPage();
    this.y = this.page.getSize().height - MARGIN;
  }
  private newPage() {
    const p = this.doc.addPage(PageSizes.Letter);
    this.pages.push(p);
    return p;
  }
  get width() {
    return this.page.getSize().width - 2 * MARGIN;
  }
  text(text: string, font: PDFFont, size: number, color = INK, gap = 4) {
    for (const line of wrap(text, font, size, this.width)) {
      if (this.y - size < MARGIN + 20) {
        this.page = this.newPage();
        this.y = this.page.getSize().height - MARGIN;
      }
      this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
    }
    this.y -= gap;
  }
}

const dateOf = (iso: string) => iso.slice(0, 10);

export function appendWaiverPages(doc: PDFDocument, f: Fonts, waivers: LienWaiverView[], appTitle: string) {
  for (const w of waivers) {
    const pages: PDFPage[] = [];
    const flow = new Flow(doc, pages);
    const money = formatMoneyExact(w.amount, w.currency, w.locale);
    flow.text(w.title, f.bold, 16, INK, 2);
    flow.text(
      `${w.stateName} · attached to ${appTitle}${w.party === "vendor" ? ` · from ${w.vendorName}` : ""}`,
      f.regular,
      9,
      MUTED,
      10,
    );
    if (w.statuteNote) flow.text(w.statuteNote, f.bold, 9, w.textPending ? WARN : MUTED, 10);
    if (w.style === "georgia") flow.text(w.text.toUpperCase(), f.bold, 12, INK, 12);
    else flow.text(w.text, f.regular, 10.5, INK, 12);
    flow.text(`Amount: ${money}${w.throughDate ? ` · Through: ${w.throughDate}` : ""}`, f.regular, 10);
    flow.text(
      w.signedAt
        ? `Signed electronically by ${w.signerName}, ${w.signerTitle}, on ${dateOf(w.signedAt)}.`
        : NOT_SIGNED_YET,
      f.bold,
      10,
    );
    if (w.notaryRequired)
      flow.text(
        w.notary
          ? `Notarized by ${w.notary.notaryName}, commission ${w.notary.commission}, on ${w.notary.notarizedOn}.`
          : AWAITING_NOTARY,
        f.bold,
        10,
        w.notary ? INK : WARN,
      );
    flow.text(`Text ${w.templateKey} · SHA-256 ${w.textSha256}`, f.regular, 7, MUTED);
    for (const [i, p] of pages.entries()) {
      const label = `Lien waiver · ${appTitle}${pages.length > 1 ? ` · page ${i + 1} of ${pages.length}` : ""}`;
      p.drawText(label, { x: MARGIN, y: 28, size: 7.5, font: f.regular, color: MUTED });
    }
  }
}
