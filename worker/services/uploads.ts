// Photo uploads: checked by content (magic bytes) and size, stored privately in R2 under server-made keys.
import {
  MAX_UPLOAD_BYTES,
  PHOTO_NOT_UPLOADED,
  UPLOAD_EMPTY,
  UPLOAD_TOO_LARGE,
  UPLOAD_WRONG_TYPE,
} from "#schema/contracts";
import type { ProgressPhoto } from "#schema/db";
import type { Member } from "#schema/db/companies";
import { findUpload, findUploadByContent, findUploadsByKeys, insertUpload } from "../db/uploads";
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

/** Checks and stores one photo for the member's company; answers the URL progress `photos` carry. */
export async function storePhoto(db: Db, media: R2Bucket, member: Member, file: Blob) {
  if (file.size > MAX_UPLOAD_BYTES) throw payloadTooLarge(UPLOAD_TOO_LARGE, { file: UPLOAD_TOO_LARGE });
  if (file.size === 0) throw badRequest(UPLOAD_EMPTY, { file: UPLOAD_EMPTY });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw badRequest(UPLOAD_WRONG_TYPE, { file: UPLOAD_WRONG_TYPE });
  const sha256 = await sha256Hex(bytes);
  // The same photo again is the one already stored. Above all a retry whose first answer was lost on a weak signal
  // (the phone's outbox sends again): a second object would be an orphan no billing ever points to.
  const stored = await findUploadByContent(db, member.companyId, "photo", sha256);
  if (stored) return { url: photoUrl(stored.key), contentType: stored.contentType, size: stored.size };
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
    });
  } catch (err) {
    // An object without its record could never be served or cleaned up: remove it.
    await media.delete(key);
    throw err;
  }
  return { url: photoUrl(key), contentType: type.contentType, size: bytes.length };
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
