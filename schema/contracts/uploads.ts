// Photo uploads: the limits and messages shared by the photo picker and the Worker's checks.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_WRONG_TYPE = "Photos must be JPEG, PNG, WebP or HEIC images";
export const UPLOAD_TOO_LARGE = "Photos must be 10 MB or smaller";
export const UPLOAD_EMPTY = "The photo is empty. Take or choose it again.";
export const UPLOAD_MISSING = "Choose a photo to upload";
export const PHOTO_NOT_UPLOADED = "Every photo must be one of your uploads";
