// A small flowing-layout writer over pdf-lib: a cursor that moves down the page, wraps text, breaks pages.
import { PageSizes, type PDFDocument, type PDFFont, type PDFImage, type PDFPage, PDFString, rgb } from "pdf-lib";
import { type DocumentFonts, embedFonts } from "./fonts";

export type Color = ReturnType<typeof rgb>;

export const COLORS = {
  ink: rgb(0.09, 0.11, 0.16),
  muted: rgb(0.33, 0.36, 0.42),
  rule: rgb(0.82, 0.84, 0.88),
  panel: rgb(0.96, 0.97, 0.98),
  brand: rgb(15 / 255, 76 / 255, 129 / 255),
  paid: rgb(0.08, 0.5, 0.24),
  danger: rgb(0.72, 0.11, 0.11),
} as const;

export type TextOptions = {
  font?: PDFFont;
  size?: number;
  color?: Color;
  /** Line height as a multiple of the size. */
  leading?: number;
  align?: "left" | "right";
  /** At most this many lines; the last one ends with an ellipsis when cut. */
  maxLines?: number;
};

export class PdfWriter {
  readonly margin = { top: 54, right: 54, bottom: 64, left: 54 };
  readonly pageSize: [number, number] = PageSizes.Letter;
  page!: PDFPage;
  /** The top of the next thing to draw, in PDF points from the bottom of the page. */
  y = 0;
  /** The current column: text wraps inside [x, x + width]. */
  x: number;
  width: number;
  private readonly charsets = new Map<PDFFont, Set<number>>();

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    /** Noto is embedded: text is normalised to composed characters, which the subset's glyphs cover. */
    readonly unicode = false,
  ) {
    this.x = this.margin.left;
    this.width = this.pageSize[0] - this.margin.left - this.margin.right;
  }

  /** With Helvetica unless given fonts (worker/pdf/fonts.ts embeds Noto Sans for text beyond WinAnsi). */
  static async create(doc: PDFDocument, fonts?: DocumentFonts) {
    const { regular, bold, unicode } = fonts ?? (await embedFonts(doc, false));
    const writer = new PdfWriter(doc, regular, bold, unicode);
    writer.addPage();
    return writer;
  }

  get left() {
    return this.margin.left;
  }
  get contentWidth() {
    return this.pageSize[0] - this.margin.left - this.margin.right;
  }
  get bottom() {
    return this.margin.bottom;
  }

  addPage() {
    this.page = this.doc.addPage(this.pageSize);
    this.y = this.pageSize[1] - this.margin.top;
    return this.page;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < this.margin.bottom) this.addPage();
  }

  moveDown(points: number) {
    this.y -= points;
  }

  /** Draws `draw` inside a column; the cursor's x and width are restored after, y is left where the column ended. */
  column<T>(x: number, width: number, draw: () => T): T {
    const saved = { x: this.x, width: this.width };
    this.x = x;
    this.width = width;
    try {
      return draw();
    } finally {
      this.x = saved.x;
      this.width = saved.width;
    }
  }

  /** Draws columns side by side from the same top; the cursor ends below the tallest. */
  columns(parts: { width: number; draw: () => void }[], gap = 16) {
    const top = this.y;
    const page = this.page;
    let lowest = top;
    let x = this.x;
    for (const part of parts) {
      this.y = top;
      this.column(x, part.width, part.draw);
      if (this.page !== page) throw new Error("A column must not break the page; call ensure() before columns()");
      lowest = Math.min(lowest, this.y);
      x += part.width + gap;
    }
    this.y = lowest;
  }

  /** Text the font can encode: characters outside its set (emoji, most non-Latin scripts) become "?". */
  clean(text: string, font: PDFFont) {
    let set = this.charsets.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      this.charsets.set(font, set);
    }
    let out = "";
    for (const ch of (this.unicode ? text.normalize("NFC") : text).replace(/\t/g, "    ")) {
      const code = ch.codePointAt(0) ?? 63;
      out += set.has(code) ? ch : code < 32 ? " " : "?";
    }
    return out;
  }

  /** Splits text into lines no wider than `maxWidth`, keeping paragraphs and breaking words longer than a line. */
  wrap(text: string, font: PDFFont, size: number, maxWidth: number) {
    const lines: string[] = [];
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
    for (const paragraph of text.replace(/\r\n?/g, "\n").split("\n")) {
      const words = this.clean(paragraph, font).split(/ +/).filter(Boolean);
      if (words.length === 0) {
        lines.push("");
        continue;
      }
      let line = "";
      for (let word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        // A word wider than the line (a long URL, an account number) is split by characters.
        while (!fits(word)) {
          let cut = word.length - 1;
          while (cut > 1 && !fits(word.slice(0, cut))) cut--;
          lines.push(word.slice(0, cut));
          word = word.slice(cut);
        }
        line = word;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Wrapped text in the current column, breaking pages between lines. Returns the lines drawn. */
  text(text: string, options: TextOptions = {}) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 10;
    const leading = (options.leading ?? 1.35) * size;
    let lines = this.wrap(text, font, size, this.width);
    if (options.maxLines && lines.length > options.maxLines) {
      lines = lines.slice(0, options.maxLines);
      let last = `${lines[lines.length - 1]}...`;
      while (last.length > 3 && font.widthOfTextAtSize(last, size) > this.width) last = `${last.slice(0, -4)}...`;
      lines[lines.length - 1] = last;
    }
    for (const line of lines) {
      this.ensure(leading);
      const lineWidth = font.widthOfTextAtSize(line, size);
      const x = options.align === "right" ? this.x + this.width - lineWidth : this.x;
      // The baseline sits a little below the top of the line box.
      if (line) this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? COLORS.ink });
      this.y -= leading;
    }
    return lines;
  }

  /** Height that `text` would take in a column of `width`. */
  measure(text: string, width: number, options: TextOptions = {}) {
    const size = options.size ?? 10;
    const lines = this.wrap(text, options.font ?? this.regular, size, width).length;
    return Math.min(lines, options.maxLines ?? lines) * (options.leading ?? 1.35) * size;
  }

  /** A horizontal line across the current column. */
  rule(color: Color = COLORS.rule, thickness = 0.75) {
    this.ensure(thickness + 2);
    this.page.drawLine({
      start: { x: this.x, y: this.y },
      end: { x: this.x + this.width, y: this.y },
      thickness,
      color,
    });
  }

  /** A small upper-case heading with space above it. */
  heading(title: string) {
    this.ensure(40);
    this.moveDown(10);
    this.text(title.toUpperCase(), { font: this.bold, size: 9, color: COLORS.brand });
    this.moveDown(2);
  }

  /** Draws `image` scaled to fit inside the box (top-left at x, top), centred; returns nothing. */
  image(image: PDFImage, x: number, top: number, boxWidth: number, boxHeight: number) {
    const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawImage(image, {
      x: x + (boxWidth - width) / 2,
      y: top - boxHeight + (boxHeight - height) / 2,
      width,
      height,
    });
  }

  /** Makes a rectangle of the current page open `url` when clicked. */
  link(url: string, x: number, y: number, width: number, height: number) {
    const annotation = this.doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, y, x + width, y + height],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(this.doc.context.register(annotation));
  }

  /** Draws the footer of every page (now that the page count is known). */
  footers(draw: (page: PDFPage, pageNumber: number, pageCount: number) => void) {
    const pages = this.doc.getPages();
    for (const [i, page] of pages.entries()) draw(page, i + 1, pages.length);
  }
}
