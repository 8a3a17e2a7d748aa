// Shrinks a camera photo to a phone-friendly JPEG before upload, in a web worker; the library loads on first use.
const MAX_EDGE_PX = 1600;
const TARGET_MB = 0.5;
/** Already small enough to send as is. */
const SMALL_BYTES = 350 * 1024;

export async function compressPhoto(file: File): Promise<Blob> {
  if (file.size <= SMALL_BYTES && /^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  try {
    const [{ default: imageCompression }, { default: libUrl }] = await Promise.all([
      import("browser-image-compression"),
      // Served from our own origin: the worker would otherwise fetch the library from a public CDN.
      import("browser-image-compression/dist/browser-image-compression.js?url"),
    ]);
    return await imageCompression(file, {
      maxSizeMB: TARGET_MB,
      maxWidthOrHeight: MAX_EDGE_PX,
      useWebWorker: true,
      libURL: new URL(libUrl, window.location.href).href,
      fileType: "image/jpeg",
      initialQuality: 0.8,
    });
  } catch {
    // A format this browser cannot draw (e.g. HEIC outside Safari) goes up as taken; the server checks it.
    return file;
  }
}
