// The unsent progress kept on this device (localStorage), so a reload, a dropped connection or a closed tab loses
// neither typed details nor photos. Photos not uploaded yet keep their bytes in IndexedDB (draft-photos.ts). The key
// is cleared when another person signs in or on sign-out (web/lib/query-persistence.ts, "paystage:" keys).
import { forgetAllDraftPhotos } from "./draft-photos";

const KEY = "paystage:progress-draft";

/** As typed; an empty number field is stored as null (JSON has no NaN). */
export type DetailsDraft = {
  completionPercentage?: number | null;
  amount?: number | null;
  dueDate?: string;
  description?: string;
};

export type WizardDraft = {
  projectId: number | null;
  details: DetailsDraft;
  photos: { url: string; caption: string | null }[];
  /** Photos still only on this device (bytes in IndexedDB under their id). */
  heldPhotos?: { id: string; name: string; caption: string }[];
  /** Sent with the submission so a retry after a lost answer cannot bill twice. */
  idempotencyKey: string;
};

export const newIdempotencyKey = () => crypto.randomUUID();

export function loadDraft(): WizardDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as WizardDraft;
    return typeof draft.idempotencyKey === "string" && Array.isArray(draft.photos) ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft) {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works from memory.
  }
}

export function clearDraft() {
  void forgetAllDraftPhotos();
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** True when the draft holds something a person typed or uploaded. */
export const hasContent = (d: WizardDraft | null) =>
  !!d &&
  (d.photos.length > 0 ||
    (d.heldPhotos?.length ?? 0) > 0 ||
    Object.values(d.details).some((v) => v != null && v !== "" && !Number.isNaN(v)));
