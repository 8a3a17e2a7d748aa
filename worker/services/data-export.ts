// "Download my data": everything a contractor owns as one ZIP, streamed as it is built (ADR 0083). JSON for the
// records, the invoice PDFs, and the photo, signature and meeting audio/transcript files straight from R2, one file
// in memory at a time.
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { invoiceFileName } from "#schema/contracts/billing-labels";
import { exportTableReads, findExportAccount } from "../db/data-export";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { log } from "../lib/log";
import { renderInvoicePdf } from "../pdf/invoice";
import { planMeetings } from "./data-export-meetings";
import { loadInvoiceData } from "./invoices";
import { meetingTranscript } from "./meetings/transcripts";
import type { SessionUser } from "./sessions";
import { keyFromPhotoUrl } from "./uploads";

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
const baseName = (key: string) => key.slice(key.lastIndexOf("/") + 1);

const README = `PayStage data export
====================

Everything in your PayStage account, as of the time in account.json ("exportedAt").

account.json            your profile and payment settings (your password is never exported)
clients.json            your clients
projects.json           your projects
progress.json           every progress billing, with its approval evidence (signer, IP, device, timestamps,
                        the SHA-256 of the content approved) and the file names of its photos and signature
invoices/               each billing's invoice PDF, with its photos and the approval certificate where approved
photos/<progress id>/   the photos of each billing, as uploaded
signatures/             the client's signature image for each approved billing
reminders/templates.json, reminders/history.json   your reminder templates and every reminder sent
messages.json           every email and text message sent on your behalf, with its delivery status
meetings.json           your meetings: participants, summary, key points, action items, transcript text, and
                        who each was shared with (share links themselves are not included)
meetings/<meeting id>/  each recorded meeting's audio, and its transcript where one was written

Amounts are integer minor units of the record's currency ("currency", ISO 4217; a billing's is fixed when it is
issued): 12480 is $124.80 in USD, £124.80 in GBP, ¥12,480 in JPY. Amounts in different currencies are never added.
Times are ISO 8601 in UTC.
`;

export type ExportPlan = Awaited<ReturnType<typeof planExport>>;

/** Reads every record first, so a bad request fails before the download starts. */
export async function planExport(env: Env, db: Db, user: SessionUser, now = new Date()) {
  const account = await findExportAccount(db, user);
  if (!account) throw notFound("Account not found");
  const [
    clients,
    projects,
    progress,
    approvals,
    templates,
    history,
    messages,
    uploads,
    meetings,
    participants,
    recordings,
    shares,
  ] = await db.batch(exportTableReads(db, user.companyId));
  const uploadByKey = new Map(uploads.map((u) => [u.key, u]));
  const approvalOf = new Map(approvals.map(({ approval }) => [approval.progressId, approval]));

  // Where each R2 object lands in the ZIP; only the owner's own uploads are ever read.
  const files: { key: string; path: string }[] = [];
  const progressRecords = progress.map((p) => {
    const photos = p.photos.map((photo, i) => {
      const key = keyFromPhotoUrl(photo.url);
      const path = key && uploadByKey.has(key) ? `photos/${p.id}/${i + 1}-${baseName(key)}` : null;
      if (key && path) files.push({ key, path });
      return { caption: photo.caption ?? null, file: path };
    });
    const approval = approvalOf.get(p.id) ?? null;
    let signatureFile: string | null = null;
    if (approval?.signatureKey && uploadByKey.has(approval.signatureKey)) {
      signatureFile = `signatures/${p.id}.png`;
      files.push({ key: approval.signatureKey, path: signatureFile });
    }
    return {
      ...p,
      photos,
      invoiceFile: `invoices/${invoiceFileName(p.id)}`,
      approval: approval ? { ...approval, signatureKey: undefined, signatureFile } : null,
    };
  });

  // The transcript text is read like every other reader reads it: R2 first, an old row's D1 copy after (ADR 0128).
  const recordingOf = new Map(recordings.map((r) => [r.meetingId, r]));
  const meetingRecords = await Promise.all(
    planMeetings(meetings, participants, recordings, shares, files).map(async (m) => ({
      ...m,
      transcriptText: await meetingTranscript(env, m, recordingOf.get(m.id)),
    })),
  );

  return {
    fileName: `paystage-export-${account.username}-${now.toISOString().slice(0, 10)}.zip`,
    documents: [
      { path: "README.txt", bytes: encoder.encode(README) },
      { path: "account.json", bytes: json({ ...account, exportedAt: now.toISOString() }) },
      { path: "clients.json", bytes: json(clients) },
      { path: "projects.json", bytes: json(projects) },
      { path: "progress.json", bytes: json(progressRecords) },
      { path: "reminders/templates.json", bytes: json(templates) },
      { path: "reminders/history.json", bytes: json(history) },
      { path: "messages.json", bytes: json(messages) },
      { path: "meetings.json", bytes: json(meetingRecords) },
    ],
    invoices: progress.map((p) => p.id),
    files,
  };
}

/**
 * The ZIP as a stream. Records are deflated; PDFs and images are stored as they are (already compressed). Between
 * files the writer waits for the reader, so memory holds about one file, however large the account.
 */
export function streamExport(env: Env, db: Db, user: SessionUser, plan: ExportPlan): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      void writer.abort(err);
      return;
    }
    void writer.write(chunk);
    if (final) void writer.close();
  });
  const add = async (path: string, bytes: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    zip.add(entry);
    entry.push(bytes, true);
    await writer.ready;
  };

  const build = async () => {
    for (const doc of plan.documents) await add(doc.path, doc.bytes, true);
    for (const id of plan.invoices) {
      // The invoice as the contractor downloads it, photos placed in it (issue 38); the originals are files too.
      const data = await loadInvoiceData(db, env.MEDIA, user, id);
      await add(`invoices/${invoiceFileName(id)}`, await renderInvoicePdf(data), false);
    }
    for (const file of plan.files) {
      const object = await env.MEDIA.get(file.key);
      if (!object) continue;
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      // Streamed chunk by chunk from R2: a 10 MB photo never sits in memory whole.
      const reader = object.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        entry.push(value);
        await writer.ready;
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  build().catch((err) => {
    // Headers are gone by now: abort the stream so the browser reports a failed download, never a truncated ZIP.
    log("error", "data export failed mid-stream", { userId: user.id }, err);
    void writer.abort(err);
  });
  return readable;
}
