// The two calls a queued billing makes, as every sender makes them: the progress under the submission's own
// Idempotency-Key, and a photo upload with fetch (a service worker has no XMLHttpRequest, and nobody watches a
// progress bar there).
import { isErrorCode } from "#schema/contracts/error-codes";
import { ApiError, api, unwrap } from "#web/lib/api";
import type { QueuedSubmission } from "./outbox-store";

export const postQueued = (s: QueuedSubmission) =>
  unwrap(
    api.progress.$post(
      {
        json: {
          projectId: s.projectId,
          completionPercentage: s.completionPercentage,
          amount: s.amount,
          description: s.description,
          dueDate: s.dueDate,
          photos: s.photos.flatMap((p) => (p.url ? [{ url: p.url, caption: p.caption }] : [])),
          status: "pending",
          ...(s.contractChangeConfirmed ? { contractChangeConfirmed: true } : {}),
          ...(s.salesTax ? { salesTax: s.salesTax } : {}),
        },
      },
      { headers: { "Idempotency-Key": s.key } },
    ),
  );

/** POST /api/uploads with fetch; a refusal becomes the same ApiError the tab's upload throws. */
export async function uploadWithFetch(
  blob: Blob,
  name: string,
  addVariants?: (form: FormData, photo: Blob) => Promise<void>,
): Promise<{ url: string }> {
  const form = new FormData();
  form.append("file", blob, name);
  // The same copies the tab sends (ADR 0130), drawn by the caller: the service worker imports the drawing code
  // statically, because a classic service worker cannot load a chunk (an import() there fails its evaluation).
  await addVariants?.(form, blob);
  let res: Response;
  try {
    res = await fetch("/api/uploads", { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "No connection. Check your signal and try again.");
  }
  const body = (await res.json().catch(() => ({}))) as { url?: string; message?: string; code?: unknown };
  if (res.status === 201 && body.url) return { url: body.url };
  throw new ApiError(
    res.status,
    body.message ?? (res.statusText || "Upload failed"),
    {},
    isErrorCode(body.code) ? body.code : undefined,
  );
}
