// Photo uploads: checked by content (magic bytes) and size, stored privately in R2 under server-made keys.
import {
  MAX_UPLOAD_BYTES,
  MAX_VARIANT_BYTES,
  PHOTO_NOT_UPLOADED,
  PHOTO_VARIANTS,
  type PhotoVariant,
  UPLOAD_EMPTY,
  UPLOAD_TOO_LARGE,
  UPLOAD_WRONG_TYPE,
  VARIANT_INVALID,
  VARIANTS_PER_SESSION,
} from "#schema/contracts";
import type { ProgressPhoto } from "#schema/db";
import type { Member } from "#schema/db/companies";
import {
  findPhotosWantingVariants,
  findUpload,
  findUploadByContent,
  findUploadsByKeys,
  insertUpload,
  setUploadVariants,
  type UploadRow,
} from "../db/uploads";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { badRequest, notFound, payloadTooLarge } from "../lib/errors";

export const PHOTO_NOT_FOUND = "Photo not found";
const URL_PREFIX = "/api/uploads/";

type ImageType = { contentType: string; ext: string };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands (ISO/IEC 23008-12) as written by phone cameras. */
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const HEIF_BRANDS = new Set(["mif1", "msf1"]);

/** What the bytes say the image is, whatever the file name or declared type claims; null if not a photo. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: "image/jpeg", ext: "jpg" };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return { contentType: "image/png", ext: "png" };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { contentType: "image/webp", ext: "webp" };
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return { contentType: "image/heic", ext: "heic" };
    if (HEIF_BRANDS.has(brand)) return { contentType: "image/heif", ext: "heif" };
  }
  return null;
}

export const photoUrl = (key: string) => `${URL_PREFIX}${key}`;

/** The R2 key a photo URL points at (relative or absolute), or null if it is not one of ours. */
export function keyFromPhotoUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "https://paystage.invalid").pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(URL_PREFIX)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(URL_PREFIX.length));
  } catch {
    // A broken percent-escape ("%zz") names no upload of ours.
    return null;
  }
  return /^u\/\d+\/[A-Za-z0-9_-]+\.[a-z]+$/.test(key) ? key : null;
}

/** Where a browser-made variant lives: beside the original, under its `u/{userId}/` prefix (removed with it). */
export const photoVariantKey = (key: string, variant: PhotoVariant) => `${key}@${PHOTO_VARIANTS[variant]}`;

export type VariantFiles = Partial<Record<PhotoVariant, Blob>>;
type VariantBytes = Partial<Record<PhotoVariant, Uint8Array>>;

/** Checks the variants sent with a photo: JPEG only (every browser's canvas writes it, and a PDF embeds it). */
async function readVariants(files: VariantFiles): Promise<VariantBytes> {
  const out: VariantBytes = {};
  for (const variant of Object.keys(PHOTO_VARIANTS) as PhotoVariant[]) {
    const file = files[variant];
    if (!file) continue;
    if (file.size === 0 || file.size > MAX_VARIANT_BYTES)
      throw badRequest(VARIANT_INVALID, { [variant]: VARIANT_INVALID });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (sniffImage(bytes)?.contentType !== "image/jpeg")
      throw badRequest(VARIANT_INVALID, { [variant]: VARIANT_INVALID });
    out[variant] = bytes;
  }
  return out;
}

/** Puts the variants in R2 and records their sizes; a repeat writes the same keys and columns again. */
async function saveVariants(db: Db, media: R2Bucket, member: Member, key: string, variants: VariantBytes) {
  const entries = Object.entries(variants) as [PhotoVariant, Uint8Array][];
  if (entries.length === 0) return;
  await Promise.all(
    entries.map(([variant, bytes]) =>
      media.put(photoVariantKey(key, variant), bytes, { httpMetadata: { contentType: "image/jpeg" } }),
    ),
  );
  await setUploadVariants(db, member.companyId, key, {
    ...(variants.w640 ? { w640Size: variants.w640.length } : {}),
    ...(variants.w240 ? { w240Size: variants.w240.length } : {}),
  });
}

/** Checks and stores one photo (and the smaller copies sent with it) for the member's company; answers the URL progress `photos` carry. */
export async function storePhoto(db: Db, media: R2Bucket, member: Member, file: Blob, variantFiles: VariantFiles = {}) {
  if (file.size > MAX_UPLOAD_BYTES) throw payloadTooLarge(UPLOAD_TOO_LARGE, { file: UPLOAD_TOO_LARGE });
  if (file.size === 0) throw badRequest(UPLOAD_EMPTY, { file: UPLOAD_EMPTY });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw badRequest(UPLOAD_WRONG_TYPE, { file: UPLOAD_WRONG_TYPE });
  const variants = await readVariants(variantFiles);
  const sha256 = await sha256Hex(bytes);
  // The same photo again is the one already stored. Above all a retry whose first answer was lost on a weak signal
  // (the phone's outbox sends again): a second object would be an orphan no billing ever points to.
  const stored = await findUploadByContent(db, member.companyId, "photo", sha256);
  if (stored) {
    // A retry may bring the variants its first attempt could not (or an old photo chosen again): keep them.
    if (stored.w640Size === null || stored.w240Size === null)
      await saveVariants(db, media, member, stored.key, variants);
    return { url: photoUrl(stored.key), contentType: stored.contentType, size: stored.size };
  }
  const key = `u/${member.id}/${randomToken(18)}.${type.ext}`;
  await media.put(key, bytes, { httpMetadata: { contentType: type.contentType }, sha256 });
  try {
    await insertUpload(db, {
      companyId: member.companyId,
      userId: member.id,
      key,
      kind: "photo",
      contentType: type.contentType,
      size: bytes.length,
      sha256,
      // Sent without copies (a browser that cannot draw it, an older app): a later session may make them.
      variantsWanted: !variants.w640,
    });
  } catch (err) {
    // An object without its record could never be served or cleaned up: remove it.
    await media.delete(key);
    throw err;
  }
  await saveVariants(db, media, member, key, variants);
  return { url: photoUrl(key), contentType: type.contentType, size: bytes.length };
}

/** POST /api/uploads/variants: the browser's variants for a photo already stored (the backfill); 404 when not ours. */
export async function storeVariantsFor(
  db: Db,
  media: R2Bucket,
  member: Member,
  url: string,
  files: VariantFiles,
  unreadable = false,
) {
  const key = keyFromPhotoUrl(url);
  const upload = key ? await findUpload(db, member.companyId, key) : undefined;
  if (upload?.kind !== "photo") throw notFound(PHOTO_NOT_FOUND);
  // A browser that cannot draw this photo (HEIC outside Safari) says so: the mark is cleared, the original serves.
  if (unreadable) {
    await setUploadVariants(db, member.companyId, upload.key, {});
    return { url: photoUrl(upload.key) };
  }
  const variants = await readVariants(files);
  if (!variants.w640 && !variants.w240) throw badRequest(VARIANT_INVALID, { w640: VARIANT_INVALID });
  await saveVariants(db, media, member, upload.key, variants);
  return { url: photoUrl(upload.key) };
}

/** GET /api/uploads/variants-wanted: a few of the company's photos the backfill marked, for this session to make. */
export async function photosWantingVariants(db: Db, member: Member) {
  const rows = await findPhotosWantingVariants(db, member.companyId, VARIANTS_PER_SESSION);
  return { photos: rows.map((r) => ({ url: photoUrl(r.key) })) };
}

/** The R2 key and stored size to serve for a photo at `want`: the variant when it exists, else the original. */
export function photoObject(upload: UploadRow, want: PhotoVariant | null) {
  if (want === "w640" && upload.w640Size !== null)
    return {
      key: photoVariantKey(upload.key, "w640"),
      size: upload.w640Size,
      contentType: "image/jpeg",
      variant: want,
    };
  // A list thumbnail may be the 640 px copy when the 240 px one is missing: still far lighter than the original.
  if (want === "w240" && upload.w240Size !== null)
    return {
      key: photoVariantKey(upload.key, "w240"),
      size: upload.w240Size,
      contentType: "image/jpeg",
      variant: want,
    };
  if (want === "w240" && upload.w640Size !== null)
    return {
      key: photoVariantKey(upload.key, "w640"),
      size: upload.w640Size,
      contentType: "image/jpeg",
      variant: "w640" as const,
    };
  return { key: upload.key, size: upload.size, contentType: upload.contentType, variant: null };
}

/** The user's upload record for `key`, or a 404 (another user's photo reads as missing). */
export async function findOwnedUpload(db: Db, member: Member, key: string) {
  const upload = await findUpload(db, member.companyId, key);
  if (!upload) throw notFound(PHOTO_NOT_FOUND);
  return upload;
}

/** Normalizes submitted photos and checks each is a photo this user uploaded; anything else is a 400. */
export async function ownedPhotos(
  db: Db,
  member: Member,
  photos: { url: string; caption: string | null }[],
): Promise<ProgressPhoto[]> {
  const result: ProgressPhoto[] = [];
  const seen = new Set<string>();
  for (const photo of photos) {
    const key = keyFromPhotoUrl(photo.url);
    if (!key) throw badRequest(PHOTO_NOT_UPLOADED, { photos: PHOTO_NOT_UPLOADED });
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ url: photoUrl(key), caption: photo.caption });
  }
  const found = await findUploadsByKeys(db, member.companyId, [...seen], "photo");
  if (found.length !== seen.size) throw badRequest(PHOTO_NOT_UPLOADED, { photos: PHOTO_NOT_UPLOADED });
  return result;
}
