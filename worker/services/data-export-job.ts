// "Download my data" as a job (ADR 0128): the request only queues it; the queue consumer builds the same ZIP as the
// streamed download (services/data-export.ts) and writes it to R2 as it goes, in multipart parts, so no request
// holds it and no size is too large. When it is stored, the person gets a notification with a download link that
// works for EXPORT_LINK_TTL_MS. GET /api/user/export (the spec's streamed download) keeps working beside it.
import { DAY_MS } from "#schema/rules/durations";
import { insertNotification } from "../db/notifications";
import { findMemberUser } from "../db/sessions";
import { randomToken } from "../lib/crypto";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { enqueue } from "../lib/queue";
import { planExport, streamExport } from "./data-export";
import type { SessionUser } from "./sessions";

/** How long the stored ZIP may be downloaded; the object itself goes with the R2 lifecycle rule on `exports/`. */
export const EXPORT_LINK_TTL_MS = DAY_MS;
/** R2 parts must be at least 5 MiB except the last; 8 MiB keeps memory at one part. */
const PART_BYTES = 8 * 1024 * 1024;

export const EXPORT_NOT_FOUND = "Export not found";
export const EXPORT_EXPIRED = "This download link has expired. Please request a new export.";

const exportKey = (user: Pick<SessionUser, "id" | "companyId">, exportId: string) =>
  `exports/${user.companyId}/${user.id}/${exportId}.zip`;
export const exportDownloadPath = (exportId: string) => `/api/user/export/jobs/${exportId}`;

/** Queues an export for the signed-in person; answers its id at once. */
export async function requestExport(env: Env, user: SessionUser) {
  const exportId = randomToken(18);
  await enqueue(env.JOBS, { type: "data-export", userId: user.id, exportId });
  return { id: exportId, status: "queued" as const, downloadUrl: exportDownloadPath(exportId) };
}

/** Builds and stores one export. A redelivered job finds the ZIP already stored and does nothing. */
export async function runExportJob(env: Env, db: Db, job: { userId: number; exportId: string }, now = new Date()) {
  const user = await findMemberUser(db, job.userId);
  if (!user) return; // Removed since asking: nothing to send.
  const key = exportKey(user, job.exportId);
  if (await env.MEDIA.head(key)) return;
  const plan = await planExport(env, db, user, now);
  const upload = await env.MEDIA.createMultipartUpload(key, {
    httpMetadata: { contentType: "application/zip", contentDisposition: `attachment; filename="${plan.fileName}"` },
    customMetadata: { createdAt: String(now.getTime()) },
  });
  try {
    const parts: R2UploadedPart[] = [];
    let buffered: Uint8Array[] = [];
    let size = 0;
    const flush = async () => {
      const part = new Uint8Array(size);
      let at = 0;
      for (const chunk of buffered) {
        part.set(chunk, at);
        at += chunk.length;
      }
      parts.push(await upload.uploadPart(parts.length + 1, part));
      buffered = [];
      size = 0;
    };
    const reader = streamExport(env, db, user, plan).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered.push(value);
      size += value.length;
      if (size >= PART_BYTES) await flush();
    }
    if (size > 0 || parts.length === 0) await flush();
    await upload.complete(parts);
  } catch (err) {
    // The queue retries the job; a half-written upload is dropped so it never becomes a download.
    await upload.abort().catch(() => {});
    throw err;
  }
  await insertNotification(db, {
    userId: user.id,
    kind: "data_export",
    title: "Your data export is ready",
    body: "Your PayStage data is ready to download for the next 24 hours.",
    link: exportDownloadPath(job.exportId),
  });
}

/** The stored ZIP for its owner while the link is fresh; another person's, or an unknown id, is a 404. */
export async function openExport(env: Env, user: SessionUser, exportId: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(exportId)) throw notFound(EXPORT_NOT_FOUND);
  const object = await env.MEDIA.get(exportKey(user, exportId));
  if (!object) throw notFound(EXPORT_NOT_FOUND);
  const createdAt = Number(object.customMetadata?.createdAt ?? object.uploaded.getTime());
  if (now.getTime() - createdAt > EXPORT_LINK_TTL_MS) {
    await object.body.cancel();
    throw notFound(EXPORT_EXPIRED);
  }
  return object;
}
