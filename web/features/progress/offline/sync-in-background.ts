// Background Sync (ADR 0113): the service worker sends the queued billings when the browser sees the signal return,
// even with the app closed. The contractor bills in a basement, pockets the phone, and the client gets the link as
// soon as there is a bar, not when the app is next opened.
import { ApiError, api, unwrap } from "#web/lib/api";
import { appendVariants, makePhotoVariants } from "#web/lib/photo-variants";
import { postQueued, uploadWithFetch } from "./outbox-api";
import { drainOutbox } from "./outbox-drain";
import { saveQueued } from "./outbox-store";
import type { SendDeps } from "./send-queued";

export const backgroundDeps: SendDeps = {
  // A worker draws the photo's copies with OffscreenCanvas (ADR 0130).
  upload: (blob, name) =>
    uploadWithFetch(blob, name, async (form, photo) => appendVariants(form, await makePhotoVariants(photo))),
  post: postQueued,
  save: saveQueued,
  now: Date.now,
};

/**
 * One sync event. Only the billings of the person signed in on this browser are sent, under their own session; a
 * signed-out browser sends nothing (the billings wait for their owner). Rejects while something is still waiting,
 * so the browser fires the event again later with its own backoff.
 */
export async function syncOutboxInBackground(deps: SendDeps = backgroundDeps) {
  let userId: number;
  try {
    userId = (await unwrap(api.user.$get())).id;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return;
    throw err;
  }
  const waiting = await drainOutbox(userId, deps, { canGoOn: () => true, isDue: () => true });
  if (waiting.length > 0) throw new Error(`${waiting.length} billing(s) still waiting to be sent`);
}
