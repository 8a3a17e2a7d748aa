// Phone-sized photo variants for the client's link page (ADR 0091): Cloudflare's Images binding resizes once and the
// result is kept in R2 beside the original; without the binding (local, tests) the original is the only size.
import { log } from "../lib/log";
import { photoVariantKey } from "./uploads";

/** The thumbnail widths the link page asks for (srcset): a 3-column grid at 1x-2x and at 3x on a phone. */
export const PHOTO_WIDTHS = [320, 640] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** `?w=` as one of the widths we make, or null for the original; anything else is no photo of ours. */
export function parsePhotoWidth(raw: string | undefined): PhotoWidth | null | "invalid" {
  if (raw === undefined) return null;
  const width = PHOTO_WIDTHS.find((w) => String(w) === raw);
  return width ?? "invalid";
}

/** Variants share the original's `u/{userId}/` prefix, so whatever removes a user's uploads by prefix removes them too. */
export const variantKey = (key: string, width: PhotoWidth) => `${key}.w${width}.webp`;

/** The deploy build binds IMAGES (PAYSTAGE_IMAGES=on, vite.config.ts); local runs and tests have none. */
const imagesOf = (env: Env) => (env as Env & { IMAGES?: ImagesBinding }).IMAGES;

export type PhotoBody = { body: ReadableStream; contentType: string; size: number | null };

/**
 * The photo at `width`: the browser-made 640 px JPEG when the upload has one (ADR 0130; every deployment, any width
 * asked, as the page's cells are at most 640 device pixels), else the Images binding's stored variant, else one made now (square, cropped like the page's thumbnails, WebP) and
 * stored for the next visitor, else the original when there is no binding or it cannot read the image.
 */
export async function photoAtWidth(
  env: Env,
  original: { key: string; contentType: string; size: number; w640Size?: number | null },
  width: PhotoWidth | null,
): Promise<PhotoBody | null> {
  if (width !== null && original.w640Size != null) {
    const made = await env.MEDIA.get(photoVariantKey(original.key, "w640"));
    if (made) return { body: made.body, contentType: "image/jpeg", size: made.size };
  }
  const images = imagesOf(env);
  if (width !== null && images) {
    const key = variantKey(original.key, width);
    const stored = await env.MEDIA.get(key);
    if (stored) return { body: stored.body, contentType: "image/webp", size: stored.size };
    const source = await env.MEDIA.get(original.key);
    if (!source) return null;
    try {
      const result = await images
        .input(source.body)
        .transform({ width, height: width, fit: "cover" })
        .output({ format: "image/webp", quality: 80 });
      const bytes = new Uint8Array(await new Response(result.image()).arrayBuffer());
      await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "image/webp" } });
      return { body: new Response(bytes).body as ReadableStream, contentType: "image/webp", size: bytes.length };
    } catch (err) {
      // An image the service cannot read (or a spent quota) still shows: the original, just heavier.
      log("warn", "photo variant failed; serving the original", { key: original.key, width }, err);
    }
  }
  const object = await env.MEDIA.get(original.key);
  if (!object) return null;
  return { body: object.body, contentType: original.contentType, size: original.size };
}
