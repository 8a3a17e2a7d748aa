// Draws a QR code's modules as filled rectangles on a PDF page (ADR 0160): vector, sharp at any zoom, no image.
import { rgb } from "pdf-lib";
import { QUIET_ZONE, qrMatrix } from "../lib/qr-code";
import type { PdfWriter } from "./writer";

/**
 * The code for `text`, `width` points wide with its quiet zone, its top-left corner at (x, top) on the current page.
 * Runs of dark modules in a row are drawn as one rectangle, which keeps the page's content stream small.
 */
export function drawQrCode(w: PdfWriter, text: string, x: number, top: number, width: number) {
  const matrix = qrMatrix(text);
  const cell = width / (matrix.length + 2 * QUIET_ZONE);
  const black = rgb(0, 0, 0);
  matrix.forEach((cells, row) => {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < cells.length && cells[col]) col++;
      w.page.drawRectangle({
        x: x + (start + QUIET_ZONE) * cell,
        y: top - (row + QUIET_ZONE + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: black,
      });
    }
  });
}
