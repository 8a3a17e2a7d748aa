// A small QR reader for tests (ADR 0160): reads back what worker/lib/qr-code.ts drew, from the module matrix the
// link page's SVG path or the PDF's rectangles describe. Byte mode, versions 1-13 at any level's format bits, level M
// block layout; no error correction (a drawn code has no damage to repair), so a wrong module fails the test.

/** Level M's blocks per version (ISO/IEC 18004 table 9): groups of [block count, data codewords]. */
const M_BLOCKS: Record<number, [number, number][]> = {
  1: [[1, 16]],
  2: [[1, 28]],
  3: [[1, 44]],
  4: [[2, 32]],
  5: [[2, 43]],
  6: [[4, 27]],
  7: [[4, 31]],
  8: [
    [2, 38],
    [2, 39],
  ],
  9: [
    [3, 36],
    [2, 37],
  ],
  10: [
    [4, 43],
    [1, 44],
  ],
  11: [
    [1, 50],
    [4, 51],
  ],
  12: [
    [6, 36],
    [2, 37],
  ],
  13: [
    [8, 37],
    [1, 38],
  ],
};

/** Alignment pattern centres per version. */
const ALIGNMENT: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
  11: [6, 30, 54],
  12: [6, 32, 58],
  13: [6, 34, 62],
};

const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

const LEVELS = ["M", "L", "H", "Q"] as const;

export type DecodedQr = { text: string; version: number; level: (typeof LEVELS)[number] };

export function decodeQrMatrix(m: boolean[][]): DecodedQr {
  const n = m.length;
  const version = (n - 17) / 4;
  if (!Number.isInteger(version) || !ALIGNMENT[version]) throw new Error(`unsupported size ${n}`);
  const dark = (r: number, c: number) => m[r]?.[c] === true;

  // Format bits: row 8 (columns 0-8, not 6), then column 8 (rows 7-0, not 6), most significant first.
  let format = 0;
  for (let c = 0; c <= 8; c++) if (c !== 6) format = (format << 1) | Number(dark(8, c));
  for (let r = 7; r >= 0; r--) if (r !== 6) format = (format << 1) | Number(dark(r, 8));
  format ^= 0x5412;
  const level = LEVELS[format >> 13]!;
  const mask = MASKS[(format >> 10) & 7]!;

  const centres = ALIGNMENT[version]!;
  const last = centres[centres.length - 1];
  const isFunction = (r: number, c: number) => {
    if ((r <= 8 && c <= 8) || (r <= 8 && c >= n - 8) || (r >= n - 8 && c <= 8)) return true; // finders, format
    if (r === 6 || c === 6) return true; // timing
    if (version >= 7 && ((r <= 5 && c >= n - 11 && c <= n - 9) || (c <= 5 && r >= n - 11 && r <= n - 9))) return true;
    for (const ar of centres)
      for (const ac of centres) {
        if ((ar === 6 && ac === 6) || (ar === 6 && ac === last) || (ar === last && ac === 6)) continue;
        if (Math.abs(r - ar) <= 2 && Math.abs(c - ac) <= 2) return true;
      }
    return false;
  };

  const bits: number[] = [];
  let up = true;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let v = 0; v < n; v++) {
      const r = up ? n - 1 - v : v;
      for (const c of [right, right - 1]) if (!isFunction(r, c)) bits.push(Number(dark(r, c) !== mask(r, c)));
    }
    up = !up;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));

  if (level !== "M") throw new Error(`level ${level}: only level M's blocks are known here`);
  const blocks = M_BLOCKS[version]!.flatMap(([count, size]) => Array.from({ length: count }, () => size));
  const data: number[][] = blocks.map(() => []);
  let k = 0;
  for (let i = 0; i < Math.max(...blocks); i++)
    blocks.forEach((size, b) => {
      if (i < size) data[b]!.push(codewords[k++]!);
    });
  const stream = data.flat().flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1));

  let p = 0;
  const read = (count: number) => {
    let v = 0;
    for (let i = 0; i < count; i++) v = (v << 1) | stream[p++]!;
    return v;
  };
  if (read(4) !== 0b0100) throw new Error("not byte mode");
  const length = read(version <= 9 ? 8 : 16);
  const bytes = Uint8Array.from({ length }, () => read(8));
  return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes), version, level };
}

/** The module matrix an SVG path of unit squares ("M{x} {y}h1v1h-1z") draws, less its quiet zone. */
export function matrixFromSvgPath(d: string, size: number, quietZone: number): boolean[][] {
  const n = size - 2 * quietZone;
  const m = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) m[Number(y) - quietZone]![Number(x) - quietZone] = true;
  return m;
}

/**
 * The module matrix of the black rectangles a PDF content stream fills (pdf-lib's drawRectangle: a translation, then
 * a 0 0 m ... h f path): rows of runs, the top-left finder's corner as the origin.
 */
export function matrixFromPdfOperators(operators: string): boolean[][] {
  const rects = [
    ...operators.matchAll(
      /0 0 0 rg\s+0 w\s+\[\] 0 d\s+1 0 0 1 ([\d.-]+) ([\d.-]+) cm[\s\S]*?0 0 m\s+0 ([\d.]+) l\s+([\d.]+) [\d.]+ l/g,
    ),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), h: Number(m[3]), w: Number(m[4]) }));
  if (rects.length === 0) throw new Error("no QR modules drawn");
  const cell = rects[0]!.h;
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.max(...rects.map((r) => r.y + r.h));
  const cells = rects.map((r) => ({
    row: Math.round((top - r.y - r.h) / cell),
    col: Math.round((r.x - left) / cell),
    run: Math.round(r.w / cell),
  }));
  const n = Math.max(...cells.map((c) => c.col + c.run));
  const m = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  for (const { row, col, run } of cells) for (let i = 0; i < run; i++) m[row]![col + i] = true;
  return m;
}
