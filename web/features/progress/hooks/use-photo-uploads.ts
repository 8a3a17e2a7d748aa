// The wizard's photos: each is compressed and uploaded as soon as it is picked, one at a time (one bar of
// signal shares badly), with progress, a failed state and retry that never touches the other photos. With no
// connection a photo waits on the device ("offline") and uploads by itself when the connection returns; if the
// billing is submitted before that, the outbox takes the photo's bytes along (ADR 0097).
import { useCallback, useEffect, useRef, useState } from "react";
import { UPLOAD_WRONG_TYPE } from "#schema/contracts/uploads";
import { errorMessage, hasErrorCode } from "#web/lib/api";
import { isOnline } from "#web/lib/use-online";
import { compressPhoto } from "./compress-photo";
import { forgetAllDraftPhotos, forgetDraftPhoto, keepDraftPhoto, loadDraftPhoto } from "./draft-photos";

export type WizardPhoto = {
  id: string;
  name: string;
  caption: string;
  /** What the thumbnail shows: a local object URL while on the device, the server URL once restored. */
  previewUrl: string | null;
  status: "preparing" | "uploading" | "uploaded" | "failed" | "offline";
  /** Upload progress, 0 to 1. */
  progress: number;
  url: string | null;
  error: string | null;
  /** False when trying again cannot help (the server refused the content itself). */
  retryable: boolean;
};

/** A picked file that is not an image: shown with its error, never added as a photo. */
export type RefusedFile = { id: string; name: string; error: string };

/** A photo that can still end up on the billing: everything except one the server refused for its content. */
export const countsAsPhoto = (p: WizardPhoto) => !(p.status === "failed" && !p.retryable);

const looksLikeImage = (file: File) => file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name);
const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, "") || "photo"}.jpg`;

/** A draft photo still only on the device: its bytes wait in IndexedDB under `id`. */
export type HeldPhoto = { id: string; name: string; caption: string };

export function usePhotoUploads(restored: { url: string; caption: string | null }[], held: HeldPhoto[] = []) {
  const [photos, setPhotos] = useState<WizardPhoto[]>(() => [
    ...restored.map(
      (p): WizardPhoto => ({
        id: crypto.randomUUID(),
        name: p.url.split("/").pop() ?? "photo",
        caption: p.caption ?? "",
        previewUrl: p.url,
        status: "uploaded",
        progress: 1,
        url: p.url,
        error: null,
        retryable: false,
      }),
    ),
    ...held.map(
      (p): WizardPhoto => ({
        ...p,
        previewUrl: null,
        status: "preparing",
        progress: 0,
        url: null,
        error: null,
        retryable: false,
      }),
    ),
  ]);
  const [initialHeld] = useState(held);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const files = useRef(new Map<string, { blob: Blob; name: string }>());
  const removed = useRef(new Set<string>());
  const objectUrls = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = useCallback((id: string, changes: Partial<WizardPhoto>) => {
    setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...changes } : p)));
  }, []);

  const localUrl = useCallback((blob: Blob) => {
    const url = URL.createObjectURL(blob);
    objectUrls.current.add(url);
    return url;
  }, []);

  const enqueue = useCallback(
    (id: string) => {
      queue.current = queue.current.then(async () => {
        const file = files.current.get(id);
        if (!file || removed.current.has(id)) return;
        if (!isOnline()) {
          patch(id, { status: "offline", progress: 0, error: null });
          return;
        }
        patch(id, { status: "uploading", progress: 0, error: null });
        try {
          // The sender loads with the first photo, not with the wizard's first step (ADR 0169).
          const { uploadPhoto } = await import("../api/uploads");
          const { url } = await uploadPhoto(file.blob, file.name, (progress) => patch(id, { progress }));
          patch(id, { status: "uploaded", progress: 1, url });
          files.current.delete(id);
          void forgetDraftPhoto(id);
        } catch (err) {
          // The connection went away mid-upload: wait for it rather than ask for a retry.
          if (!isOnline()) return patch(id, { status: "offline", progress: 0, error: null });
          patch(id, {
            status: "failed",
            error: errorMessage(err, "Upload failed. Check your signal and retry."),
            // A refused file (bad type, too large, empty) fails the same way again; only transport failures retry.
            retryable: !hasErrorCode(err, "BAD_REQUEST", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"),
          });
        }
      });
    },
    [patch],
  );

  const addFiles = useCallback(
    (picked: FileList | File[]) => {
      const refusedNow: RefusedFile[] = [];
      for (const file of Array.from(picked)) {
        const id = crypto.randomUUID();
        if (!looksLikeImage(file)) {
          // Not a photo: said so next to the picker, and never counted as one (Continue stays off).
          refusedNow.push({ id, name: file.name, error: UPLOAD_WRONG_TYPE });
          continue;
        }
        setPhotos((list) => [
          ...list,
          {
            id,
            name: file.name,
            caption: "",
            previewUrl: null,
            status: "preparing",
            progress: 0,
            url: null,
            error: null,
            retryable: false,
          },
        ]);
        void compressPhoto(file).then((blob) => {
          if (removed.current.has(id)) return;
          const name = blob === file ? file.name : jpegName(file.name);
          files.current.set(id, { blob, name });
          // On the device before any upload: a closed tab or a dead battery does not lose the photo.
          void keepDraftPhoto(id, { blob, name });
          patch(id, { previewUrl: localUrl(blob) });
          enqueue(id);
        });
      }
      // Each pick replaces the previous pick's refusals: they describe what was just chosen.
      setRefused(refusedNow);
    },
    [enqueue, patch, localUrl],
  );

  // A restored draft's photos that never uploaded: their bytes come back from IndexedDB, then they upload.
  useEffect(() => {
    for (const p of initialHeld) {
      void loadDraftPhoto(p.id).then((file) => {
        if (removed.current.has(p.id)) return;
        if (!file) {
          setPhotos((list) => list.filter((photo) => photo.id !== p.id));
          return;
        }
        files.current.set(p.id, file);
        patch(p.id, { previewUrl: localUrl(file.blob) });
        enqueue(p.id);
      });
    }
  }, [initialHeld, enqueue, patch, localUrl]);

  // Back online: every photo that waited on the device uploads, in the order it was picked.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(() => {
    const onOnline = () => {
      for (const p of latest.current) if (p.status === "offline") enqueue(p.id);
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [enqueue]);

  /** The compressed bytes of a photo not uploaded yet (for the outbox). */
  const heldFile = useCallback((id: string) => files.current.get(id) ?? null, []);

  const retry = useCallback(
    (id: string) => {
      if (files.current.has(id)) enqueue(id);
    },
    [enqueue],
  );

  const remove = useCallback((id: string) => {
    removed.current.add(id);
    files.current.delete(id);
    void forgetDraftPhoto(id);
    setPhotos((list) => list.filter((p) => p.id !== id));
  }, []);

  const setCaption = useCallback((id: string, caption: string) => patch(id, { caption }), [patch]);

  const clear = useCallback(() => {
    setPhotos((list) => {
      for (const p of list) removed.current.add(p.id);
      return [];
    });
    setRefused([]);
    files.current.clear();
    void forgetAllDraftPhotos();
  }, []);

  const dismissRefused = useCallback((id: string) => setRefused((list) => list.filter((f) => f.id !== id)), []);

  return { photos, refused, addFiles, retry, remove, setCaption, clear, dismissRefused, heldFile };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
