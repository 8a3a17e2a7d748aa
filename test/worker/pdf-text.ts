// Reads a PDF back for tests: pdf-lib parses it, and the text drawn on each page comes from its content streams.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

const latin1 = (bytes: Uint8Array) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
};

/**
 * WinAnsi's bytes outside Latin-1 that the tests read (the euro sign, the en dash of a German period, and the curly
 * apostrophe of California's statutory waiver forms).
 */
const WIN_ANSI: Record<number, string> = { 128: "€", 146: "’", 150: "–" };

const hexToText = (hex: string) => {
  let s = "";
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = Number.parseInt(hex.slice(i, i + 2), 16);
    s += WIN_ANSI[byte] ?? String.fromCharCode(byte);
  }
  return s;
};

/** The document, each page's text runs (one per drawn line, in drawing order), and everything joined by newlines. */
export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let operators = "";
    for (const stream of streams)
      if (stream instanceof PDFRawStream) operators += latin1(decodePDFRawStream(stream).decode());
    // Standard fonts are written as hex strings shown with Tj (WinAnsi: Latin-1 for the characters tests use).
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => hexToText(m[1] ?? ""));
  });
  /** Image XObjects placed on each page. */
  const images = doc.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    if (!xobjects) return 0;
    return xobjects.keys().filter((key) => {
      const obj = doc.context.lookup(xobjects.get(key));
      return obj instanceof PDFRawStream && obj.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
    }).length;
  });
  return { doc, pages, images, text: pages.flat().join("\n") };
}

/** Each page's raw content-stream operators: what a test reads drawn shapes from (a QR code's rectangles). */
export async function readPdfOperators(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let operators = "";
    for (const stream of streams)
      if (stream instanceof PDFRawStream) operators += latin1(decodePDFRawStream(stream).decode());
    return operators;
  });
}

/** A page's text runs with the type size each was drawn in (pdf-lib sets the font and size before every line). */
export function textRunsWithSize(operators: string): { size: number; text: string }[] {
  return [...operators.matchAll(/\/\S+\s+([\d.]+)\s+Tf[\s\S]*?<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => ({
    size: Number(m[1]),
    text: hexToText(m[2] ?? ""),
  }));
}
