// The session's share of the photo-variants backfill (ADR 0130): once per browser session, after first paint, ask
// which of the company's older photos still lack their 640 px and 240 px copies; only when some do is the canvas
// code (web/lib/photo-variants.ts, the upload path's own module) loaded to make them. A session with nothing to do
// fetches one small JSON answer and no script.
import { can } from "#schema/contracts/permissions";
import { api } from "../../lib/api";
import { roleOf } from "../../lib/permissions";

const CHECKED = "paystage:photo-variants-checked";

export async function runPhotoVariantsBackfill(user: object) {
  if (!can(roleOf(user), "progress:bill")) return;
  try {
    if (sessionStorage.getItem(CHECKED)) return;
    sessionStorage.setItem(CHECKED, "1");
  } catch {
    // Storage refused (private mode): the check runs on each load, still bounded by the server's list.
  }
  try {
    const res = await api.uploads["variants-wanted"].$get();
    if (!res.ok) return;
    const { photos } = await res.json();
    if (photos.length === 0) return;
    const { makeMissingVariants } = await import("../../lib/photo-variants");
    await makeMissingVariants(photos);
  } catch {
    // Offline or interrupted: nothing is lost, the photos stay marked for a later session.
  }
}
