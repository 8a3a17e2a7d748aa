// QR codes drawn on the server (ADR 0160): the link page gets an SVG path and the PDF the same modules as rectangles,
// so no QR encoder reaches a phone's first load. qrcode-generator is already the web's (lazy) TOTP encoder.
import qrcode from "qrcode-generator";

/** The dark modules, row by row; level M as EPC069-12 asks. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, "M");
  // The encoder's byte mode keeps the low 8 bits of each UTF-16 unit: hand it the UTF-8 bytes one per unit, so
  // names with accents arrive as the UTF-8 the payload's character set line (1) promises.
  qr.addData(String.fromCharCode(...new TextEncoder().encode(text)), "Byte");
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** One SVG path of unit squares, offset by the 4-module quiet zone the QR standard asks for around the code. */
export const QUIET_ZONE = 4;

export function qrSvgPath(matrix: boolean[][]): { size: number; d: string } {
  let d = "";
  matrix.forEach((cells, row) => {
    cells.forEach((dark, col) => {
      if (dark) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    });
  });
  return { size: matrix.length + 2 * QUIET_ZONE, d };
}
