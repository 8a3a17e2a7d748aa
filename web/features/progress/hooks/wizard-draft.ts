// The unsent progress kept in sessionStorage, so a reload or a dropped tab does not lose typed details or uploaded photos.
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
  /** Sent with the submission so a retry after a lost answer cannot bill twice. */
  idempotencyKey: string;
};

export const newIdempotencyKey = () => crypto.randomUUID();

export function loadDraft(): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as WizardDraft;
    return typeof draft.idempotencyKey === "string" && Array.isArray(draft.photos) ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works from memory.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** True when the draft holds something a person typed or uploaded. */
export const hasContent = (d: WizardDraft | null) =>
  !!d && (d.photos.length > 0 || Object.values(d.details).some((v) => v != null && v !== "" && !Number.isNaN(v)));
