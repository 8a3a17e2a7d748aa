// A minimal PNG encoder (8-bit RGB, no filtering, zlib via CompressionStream) for the demo accounts' pictures:
// the photos and signatures a demo shows go through the same upload and approval checks as a phone's.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(data: Uint8Array) {
  // "deflate" in the Compression Streams standard is the zlib format PNG's IDAT expects.
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export type Rgb = readonly [number, number, number];

/** Encodes a width x height picture whose colour at (x, y) is `pixel(x, y)`. */
export async function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const raw = new Uint8Array(height * (1 + width * 3));
  let i = 0;
  for (let y = 0; y < height; y++) {
    raw[i++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[i++] = r;
      raw[i++] = g;
      raw[i++] = b;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await zlib(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A job-site style picture: sky, a wall in the trade's colour, and a panel of boxes, varied by `seed`. */
export function sitePhoto(accent: Rgb, seed: number) {
  const w = 480;
  const h = 360;
  return encodePng(w, h, (x, y) => {
    if (y < 110) return [(150 + (y * 60) / 110) | 0, 190, 225]; // sky
    if (y > 300) return [120, 110, 95]; // floor
    const inPanel = x > 60 + seed * 40 && x < 220 + seed * 40 && y > 140 && y < 280;
    if (inPanel) {
      const cell = ((x / 32) | 0) + ((y / 28) | 0);
      return x % 32 < 3 || y % 28 < 3 ? [40, 40, 45] : cell % 3 === seed % 3 ? accent : [200, 200, 205];
    }
    return [225 - ((x + seed * 17) % 25), 215, 200]; // drywall
  });
}

/** A handwritten-looking signature stroke on white, for demo approvals signed "in person". */
export function signaturePng(seed: number) {
  const w = 360;
  const h = 120;
  const line = (x: number) => 60 + 28 * Math.sin(x / (18 + seed)) * Math.cos(x / 57) + 10 * Math.sin(x / 7 + seed);
  return encodePng(w, h, (x, y) => {
    const ink = x > 20 && x < 340 && Math.abs(y - line(x)) < 2.2;
    return ink ? [15, 20, 30] : [255, 255, 255];
  });
}

export const pngDataUrl = (bytes: Uint8Array) => `data:image/png;base64,${Buffer.from(bytes).toString("base64")}`;
