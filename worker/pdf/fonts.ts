// The invoice's fonts (ADR 0158). Helvetica, the PDF's own font, needs nothing embedded and writes WinAnsi, which
// holds English and Western European names; a document with a name it cannot write (Polish, Cyrillic, Greek,
// Vietnamese) embeds a subset of Noto Sans instead, through upstream fontkit (@pdf-lib/fontkit's subsetter blanks
// glyphs: research/worldwide.md §7). Noto and fontkit load on the first such document only, then stay per isolate.
import { type PDFDocument, type PDFFont, StandardFonts } from "pdf-lib";

export type DocumentFonts = { regular: PDFFont; bold: PDFFont; unicode: boolean };

/** Layout without OpenType features: the subset carries none, and fontkit lays text out ~7x faster without them. */
const FEATURES = { kern: false, liga: false, calt: false, ccmp: false, locl: false, mark: false, mkmk: false };

let helveticaChars: Promise<Set<number>> | undefined;
/** What Helvetica can write, from a throwaway document so the real one holds no unused font. */
const helveticaCharacters = () => {
  helveticaChars ??= import("pdf-lib").then(async ({ PDFDocument }) => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    return new Set(font.getCharacterSet());
  });
  return helveticaChars;
};

type Noto = {
  fontkit: { create(bytes: Uint8Array): unknown };
  regular: Uint8Array;
  bold: Uint8Array;
  chars: Set<number>;
};
let noto: Promise<Noto> | undefined;

const fromBase64 = (b64: string) => {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/**
 * Upstream fontkit, shaped as pdf-lib calls it: pdf-lib streams a subset (`encodeStream`, the old fork's API) where
 * fontkit 2 returns its bytes (`encode`); and each font is parsed once per isolate, not once per document.
 */
const loadNoto = () => {
  noto ??= Promise.all([import("fontkit"), import("./fonts/noto-sans-regular"), import("./fonts/noto-sans-bold")]).then(
    ([fontkit, regular, bold]) => {
      const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
      const shim = {
        create(bytes: Uint8Array) {
          let font = parsed.get(bytes);
          if (!font) {
            const created = fontkit.create(bytes);
            const createSubset = created.createSubset.bind(created);
            created.createSubset = () => {
              const subset = createSubset();
              return Object.assign(subset, {
                encodeStream() {
                  const out = subset.encode();
                  const stream = {
                    on(event: string, listener: (chunk?: Uint8Array) => void) {
                      if (event === "data") listener(out);
                      else if (event === "end") listener();
                      return stream;
                    },
                  };
                  return stream;
                },
              });
            };
            font = created;
            parsed.set(bytes, font);
          }
          return font;
        },
      };
      const regularBytes = fromBase64(regular.default);
      return {
        fontkit: shim,
        regular: regularBytes,
        bold: fromBase64(bold.default),
        chars: new Set(shim.create(regularBytes).characterSet),
      };
    },
  );
  return noto;
};

/** The blocks scripts/fonts/make-noto-sans.sh keeps, merged where close: a prefilter, Noto's own set decides. */
const SUBSET_BLOCKS: [number, number][] = [
  [0x0000, 0x024f],
  [0x0259, 0x0259],
  [0x02b0, 0x036f],
  [0x0370, 0x052f],
  [0x1e00, 0x1eff],
  [0x2000, 0x214f],
  [0x2190, 0x21ff],
  [0x2212, 0x2212],
  [0xfffd, 0xfffd],
];
const inSubsetBlocks = (code: number) => SUBSET_BLOCKS.some(([from, to]) => code >= from && code <= to);

/** Whether Noto is needed: some character Helvetica cannot write and Noto can (emoji are in neither: "?" in both). */
export async function needsUnicodeFont(texts: Iterable<string>) {
  const helvetica = await helveticaCharacters();
  const missing = new Set<number>();
  for (const text of texts)
    for (const ch of text.normalize("NFC")) {
      const code = ch.codePointAt(0) ?? 0;
      if (code >= 32 && !helvetica.has(code)) missing.add(code);
    }
  // Emoji and symbols outside the subset's blocks need no font load to be told apart.
  if (![...missing].some(inSubsetBlocks)) return false;
  const { chars } = await loadNoto();
  for (const code of missing) if (chars.has(code)) return true;
  return false;
}

/** Helvetica and Helvetica-Bold, or subsets of Noto Sans Regular and Bold when `unicode`. */
export async function embedFonts(doc: PDFDocument, unicode: boolean): Promise<DocumentFonts> {
  if (!unicode) {
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return { regular, bold, unicode };
  }
  const fonts = await loadNoto();
  doc.registerFontkit(fonts.fontkit as Parameters<PDFDocument["registerFontkit"]>[0]);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fonts.regular, { subset: true, features: FEATURES }),
    doc.embedFont(fonts.bold, { subset: true, features: FEATURES }),
  ]);
  return { regular, bold, unicode };
}
