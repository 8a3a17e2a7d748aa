/** @jsxImportSource hono/jsx */
// The progress photos, sized for a phone: square thumbnails from the resized variants, full size on tap (ADR 0091).
// Either width asked answers the browser-made 640 px copy when the photo has one (ADR 0130), on every deployment.
import { APPROVAL_TEXTS as T } from "#schema/contracts/approval-texts";
import { PHOTO_WIDTHS } from "../services/photo-variants";

type Photo = { url: string; caption: string | null };

/** Photos in the first row are likely on screen at once; the rest wait until the client scrolls to them. */
const EAGER = 3;

export function Photos({ photos }: { photos: Photo[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="approval-photos">
      <h2 id="approval-photos" style="font-size:1rem">
        {T.photos(photos.length)}
      </h2>
      <ul class="photos">
        {photos.map((photo, i) => {
          const label = T.enlargePhoto(i, photo.caption);
          return (
            <li key={photo.url}>
              {/* A plain link to the full image: a tap opens it with no script; the island shows it in a dialog. */}
              <a href={photo.url} aria-label={label} data-photo={i} data-caption={photo.caption ?? ""}>
                <img
                  src={`${photo.url}?w=${PHOTO_WIDTHS[0]}`}
                  srcset={PHOTO_WIDTHS.map((w) => `${photo.url}?w=${w} ${w}w`).join(", ")}
                  // Three columns of the 42rem page on a phone, four from 40rem up (styles.ts).
                  sizes="(min-width: 40rem) 10rem, 31vw"
                  width={PHOTO_WIDTHS[0]}
                  height={PHOTO_WIDTHS[0]}
                  alt=""
                  loading={i < EAGER ? undefined : "lazy"}
                  decoding="async"
                />
              </a>
              {photo.caption && <p class="caption">{photo.caption}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
