// The part of upstream fontkit 2 the PDF uses (the package ships no types): parse a font, and pdf-lib's calls on it.
declare module "fontkit" {
  export type FontkitFont = {
    characterSet: number[];
    createSubset(): { encode(): Uint8Array; includeGlyph(glyph: unknown): number };
  };
  export function create(buffer: Uint8Array): FontkitFont;
}
