// Photo uploads: the limits and messages shared by the photo picker and the Worker's checks.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_WRONG_TYPE = "Photos must be JPEG, PNG, WebP or HEIC images";
export const UPLOAD_TOO_LARGE = "Photos must be 10 MB or smaller";
export const UPLOAD_EMPTY = "The photo is empty. Take or choose it again.";
export const UPLOAD_MISSING = "Choose a photo to upload";
export const PHOTO_NOT_UPLOADED = "Every photo must be one of your uploads";

/** Smaller copies the browser makes of each photo (ADR 0130): the multipart field names and their longest side. */
export const PHOTO_VARIANTS = { w640: 640, w240: 240 } as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;
/** A variant is a phone-sized JPEG: far below this unless something other than our canvas made it. */
export const MAX_VARIANT_BYTES = 1024 * 1024;
export const VARIANT_INVALID = "Photo sizes must be JPEG images of 1 MB or smaller";
/** Photos a signed-in session makes variants for, per visit, in the background (the backfill, ADR 0130). */
export const VARIANTS_PER_SESSION = 6;
