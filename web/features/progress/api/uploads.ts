// Sends one photo to POST /api/uploads as multipart, reporting upload progress (fetch cannot).
import { isErrorCode } from "#schema/contracts/error-codes";
import { ApiError } from "#web/lib/api";

export type UploadedPhoto = { url: string; contentType: string; size: number };

/** Sends the photo with its 640 px and 240 px copies (ADR 0130), made here so a retry from the outbox makes them too. */
export async function uploadPhoto(
  file: Blob,
  name: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  // Loaded on the first upload, not with the screen: the outbox (on every signed-in page) imports this module too.
  const { appendVariants, makePhotoVariants } = await import("#web/lib/photo-variants");
  const variants = await makePhotoVariants(file);
  if (signal?.aborted) throw new DOMException("Upload cancelled", "AbortError");
  return new Promise<UploadedPhoto>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.withCredentials = true;
    xhr.responseType = "text";
    // Generous: half a megabyte on one bar of signal can take a minute or more.
    xhr.timeout = 180_000;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { url?: string; message?: string; code?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status text says enough.
      }
      if (xhr.status === 201 && body.url) resolve(body as UploadedPhoto);
      else {
        const code = isErrorCode(body.code) ? body.code : undefined;
        reject(new ApiError(xhr.status, body.message ?? (xhr.statusText || "Upload failed"), {}, code));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "No connection. Check your signal and try again."));
    xhr.ontimeout = () => reject(new ApiError(0, "The upload timed out. Check your signal and try again."));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    const form = new FormData();
    form.append("file", file, name);
    appendVariants(form, variants);
    xhr.send(form);
  });
}
