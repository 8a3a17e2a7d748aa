// What each job does. Handlers must be idempotent: the queue may deliver a message more than once.

import type { Job } from "#schema/contracts/jobs";
import type { CompanyId } from "#schema/db/companies";
import type { Db } from "../lib/db";
import { enqueue } from "../lib/queue";
import { linkBase } from "../lib/request";
import { reconcileCompany, reconcilePage } from "../services/accounting/reconcile";
import { syncBilling } from "../services/accounting/sync";
import { applyWebhookChange } from "../services/accounting/webhooks";
import { runErasure } from "../services/company-erasure";
import { moveCompany } from "../services/company-move";
import { runExportJob } from "../services/data-export-job";
import { deliverMessage } from "../services/deliver";
import { pruneForwardedLinks } from "../services/directory";
import { deleteExpiredRecords } from "../services/housekeeping";
import { remindWaiverDeadlines } from "../services/lien-waivers";
import { processMeeting, transcribeSegment } from "../services/meetings/processing";
import { moveTranscriptsToR2 } from "../services/meetings/transcripts";
import { sweepAbandonedRecordings } from "../services/meetings/upload-form";
import { runPeppolSend } from "../services/peppol-send-job";
import { backfillPhonesPage } from "../services/phone-backfill";
import { markPhotoVariantsPage } from "../services/photo-variants-backfill";
import { sendAutomaticReminder } from "../services/reminders/send";
import { sweepRemindersPage } from "../services/reminders/sweep";
import { runRetentionChunk } from "../services/retention";
import { resealTotpSecrets } from "../services/totp-secrets";

export async function runJob(job: Job, deps: { db: Db; env: Env }, now = new Date()) {
  switch (job.type) {
    case "cleanup-sessions": {
      const more = await deleteExpiredRecords(deps.db, now);
      // The hourly housekeeping also seals plain TOTP secrets and moves old-key ones to the newest key (ADR 0122).
      await resealTotpSecrets(deps.env, deps.db);
      // Recording uploads never finished (a device gone for good) stop holding a month's recording (issue 23).
      await sweepAbandonedRecordings(deps.env, deps.db, now);
      // A backlog drains chunk by chunk, each its own job (ADR 0128).
      if (more) await enqueue(deps.env.JOBS, { type: "cleanup-sessions" });
      return;
    }
    case "retention": {
      const pass = await runRetentionChunk(deps.db, now);
      // Transcripts written to D1 before they moved to R2 go there a chunk at a time, then the D1 copy is cleared.
      const moved = await moveTranscriptsToR2(deps.env, deps.db);
      // A moved company's forwarded links, once their tokens have expired (ADR 0235).
      const forwarded = await pruneForwardedLinks(deps.env, now);
      if (pass.more || moved.more || forwarded) await enqueue(deps.env.JOBS, { type: "retention" });
      return;
    }
    case "health-ping":
      return;
    case "deliver-message":
      // Throws on a transient failure so the consumer retries with backoff.
      await deliverMessage(deps, job.messageId, now);
      return;
    case "reminder-sweep":
      await sweepRemindersPage(deps.env, deps.db, job);
      return;
    case "send-reminder":
      await sendAutomaticReminder(deps.env, deps.db, job, linkBase(deps.env), now);
      return;
    case "process-meeting":
      // Throws on an AI error so the consumer retries; a redelivery after the save is a no-op.
      await processMeeting(deps.env, deps.db, job.meetingId);
      return;
    case "transcribe-segment":
      // One segment's audio only; a redelivery after its transcript was saved calls no model again.
      await transcribeSegment(deps.env, deps.db, job.meetingId, job.seq);
      return;
    case "data-export":
      // Throws on a failure so the consumer retries; a redelivery after the ZIP was stored does nothing.
      await runExportJob(deps.env, deps.db, job, now);
      return;
    case "phone-backfill":
      await backfillPhonesPage(deps.env, deps.db, job, now);
      return;
    case "photo-variants-backfill":
      await markPhotoVariantsPage(deps.env, deps.db, job.after, now);
      return;
    case "accounting-sync":
      // Throws on a provider's 429/5xx so the consumer backs off; a refusal is kept on the billing instead.
      await syncBilling(deps.env, deps.db, job.companyId as CompanyId, job.progressId);
      return;
    case "accounting-webhook":
      await applyWebhookChange(deps.env, deps.db, job.integrationId, job.change);
      return;
    case "peppol-send":
      // Throws while the access point has not accepted it (the queue retries); a redelivery after it went does nothing.
      await runPeppolSend(deps.env, deps.db, job.companyId as CompanyId, job.progressId);
      return;
    case "accounting-reconcile":
      await reconcilePage(deps.env, deps.db, job.after);
      return;
    case "lien-waiver-deadlines": {
      const page = await remindWaiverDeadlines(deps.db, now);
      if (page.more) await enqueue(deps.env.JOBS, { type: "lien-waiver-deadlines" });
      return;
    }
    case "company-move": {
      const result = await moveCompany(deps.env, job.companyId, job.to, { ownerAsked: job.ownerAsked, budget: 200 });
      if (result.status === "running") await enqueue(deps.env.JOBS, job);
      return;
    }
    case "company-erase": {
      const result = await runErasure(deps.env, job.companyId, { budget: 200 });
      // A provider that failed asks for a wait before the next try (ADR 0236).
      if (result.status === "running") {
        await enqueue(deps.env.JOBS, job, result.delaySeconds ? { delaySeconds: result.delaySeconds } : undefined);
      }
      return;
    }
    case "accounting-reconcile-company":
      await reconcileCompany(deps.env, deps.db, job.integrationId, now);
      return;
  }
}
