// The phone-sized copies of a photo (ADR 0130): a 640 px JPEG for the client's link page and the invoice PDF, a
// 240 px thumbnail for lists, drawn with a canvas in the browser, as the Worker cannot decode a JPEG to resize it.
// Used by the upload path (tab and outbox) and by the session's backfill; a worker context uses OffscreenCanvas.
import { PHOTO_VARIANTS, type PhotoVariant } from "#schema/contracts/uploads";

/**
 * JPEG quality of the copies: four 640 px photos then weigh about 120 KB, so an invoice with four photos stays
 * within its 200 KB target (scripts/bench/20-invoice-pdf.mjs draws its copies at the same quality).
 */
export const VARIANT_QUALITY = 0.72;

export type PhotoVariants = Record<PhotoVariant, Blob>;

async function drawScaled(bitmap: ImageBitmap, edge: number): Promise<Blob> {
  const ratio = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * ratio));
  const height = Math.max(1, Math.round(bitmap.height * ratio));
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: VARIANT_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d context");
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no blob"))), "image/jpeg", VARIANT_QUALITY),
  );
}

/** Both copies of `photo`, or null when this browser cannot draw it (HEIC outside Safari): the original still goes up. */
export async function makePhotoVariants(photo: Blob): Promise<PhotoVariants | null> {
  if (typeof createImageBitmap !== "function") return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    const [w640, w240] = await Promise.all([
      drawScaled(bitmap, PHOTO_VARIANTS.w640),
      drawScaled(bitmap, PHOTO_VARIANTS.w240),
    ]);
    return { w640, w240 };
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

/** Adds the copies to an upload's form under the field names POST /api/uploads reads. */
export function appendVariants(form: FormData, variants: PhotoVariants | null) {
  if (!variants) return;
  for (const [field, blob] of Object.entries(variants)) form.append(field, blob, `${field}.jpg`);
}

/**
 * The session's share of the backfill: for each older photo the server listed, its original is read, drawn and the
 * copies sent to POST /api/uploads/variants. One at a time, so a phone is never busy with more than one photo; a
 * photo this browser cannot draw is reported as such, so it is not handed to every session again.
 */
export async function makeMissingVariants(photos: { url: string }[]) {
  for (const { url } of photos) {
    const original = await fetch(url, { credentials: "same-origin" });
    if (!original.ok) continue;
    const variants = await makePhotoVariants(await original.blob());
    const form = new FormData();
    form.append("url", url);
    if (variants) appendVariants(form, variants);
    else form.append("unreadable", "1");
    const sent = await fetch("/api/uploads/variants", { method: "POST", body: form, credentials: "same-origin" });
    // A refusal (signed out, a role change) ends this session's share; the next session picks up the rest.
    if (!sent.ok) return;
  }
}
