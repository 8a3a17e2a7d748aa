// The one-time photo-variants backfill (ADR 0130): the Worker cannot decode a JPEG to resize it, so this job only
// marks photos uploaded before the browser made variants; the company's next signed-in session makes and uploads
// them (web/lib/photo-variants.ts), which clears the mark. One page of photos per queue job.
import { isBackfillDone, markBackfillDone } from "../db/backfills";
import { markPhotosWantingVariants, selectPhotoPage } from "../db/uploads";
import type { Db } from "../lib/db";
import { enqueue, type JobQueue } from "../lib/queue";

export const PHOTO_VARIANTS_BACKFILL = "photo-variants";
/** Photos read per job: one indexed read of the primary key and one update of at most this many ids. */
export const PHOTO_VARIANTS_PAGE = 500;

/**
 * Marks one page and enqueues the next; stamps the backfill done after the last. Idempotent: a redelivered page
 * marks the same photos again (a photo given variants meanwhile has a 640 px size and is left alone), and the
 * page's writes are one batch.
 */
export async function markPhotoVariantsPage(env: { JOBS: JobQueue }, db: Db, after: number, now = new Date()) {
  if (await isBackfillDone(db, PHOTO_VARIANTS_BACKFILL)) return { marked: 0, next: null };
  const rows = await selectPhotoPage(db, after, PHOTO_VARIANTS_PAGE);
  const marked = rows.filter((r) => r.w640Size === null && !r.variantsWanted).length;
  const last = rows.at(-1);
  const next = rows.length === PHOTO_VARIANTS_PAGE && last ? last.id : null;
  const writes = [
    ...(marked > 0 && last ? [markPhotosWantingVariants(db, after, last.id)] : []),
    ...(next === null ? [markBackfillDone(db, PHOTO_VARIANTS_BACKFILL, now)] : []),
  ];
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  if (next !== null) await enqueue(env.JOBS, [{ type: "photo-variants-backfill", after: next }]);
  return { marked, next };
}
