// Billing photos: a grid of lazily loaded thumbnails; a tap opens the photo large with its caption. The progress
// page and the in-person approval page show the same grid, in the person's language (the link page's words in English).
import { useState } from "react";
import { lazyDialog } from "./lazy-dialog";
import { usePhotoGridWords } from "./photo-grid-words";
import { PhotoThumb } from "./photo-thumb";

// The full-size viewer loads after first paint (ADR 0093).
const Dialog = lazyDialog(() => import("./dialog").then((m) => m.Dialog));

type Photo = { url: string; caption?: string | null };

/** The 240 px copy of one of our uploads (ADR 0130; the Worker answers the original while there is none). */
export const thumbUrl = (url: string) => (url.startsWith("/api/uploads/") ? `${url}?v=240` : url);

export function PhotoGrid({ photos }: { photos: Photo[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : photos[open];
  const t = usePhotoGridWords();
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="block w-full overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500"
              aria-label={
                photo.caption
                  ? t("enlargeCaptioned", { number: i + 1, caption: photo.caption })
                  : t("enlarge", { number: i + 1 })
              }
            >
              <PhotoThumb src={thumbUrl(photo.url)} alt="" className="aspect-square w-full" />
            </button>
            {photo.caption && (
              <p className="mt-1 line-clamp-2 text-xs text-slate-700 dark:text-slate-300">{photo.caption}</p>
            )}
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={current?.caption || t("title", { number: (open ?? 0) + 1, count: photos.length })}
      >
        {/* The original, full size: the thumbnail is only for the grid. */}
        {current && (
          <img
            src={current.url}
            alt={current.caption || t("alt", { number: (open ?? 0) + 1 })}
            className="max-h-[70dvh] w-full rounded-lg object-contain"
          />
        )}
      </Dialog>
    </>
  );
}
