// The Cron Triggers: hourly, enqueue due background work; every 5 minutes, run the outbox relay (ADR 0080).

import type { Job } from "#schema/contracts/jobs";
import { getDb } from "../lib/db";
import { log, newRequestId, withRequestId } from "../lib/log";
import { enqueue } from "../lib/queue";
import { resumeErasures } from "../services/company-erasure";
import { everyShard } from "../services/directory";
import { relayOutbox } from "../services/outbox-relay";
import { relayPeppolDeliveries } from "../services/peppol-delivery";

/** The short-interval trigger in wrangler.toml; every other schedule is the hourly sweep. */
export const RELAY_CRON = "*/5 * * * *";

export async function sweep(controller: ScheduledController, env: Env) {
  await withRequestId(`cron-${newRequestId()}`, async () => {
    const shards = everyShard(env);
    if (controller.cron === RELAY_CRON) {
      // Runs right here, not as a job: the queue may be the very thing that is failing. One pass per shard, side by
      // side, each within its own budget (ADR 0185): one slow shard delays no other.
      const now = new Date(controller.scheduledTime);
      const passes = await Promise.allSettled(
        shards.map(async ({ env: on }) => {
          const db = getDb(on);
          await relayOutbox(on, db, now);
          // Billings recorded for Peppol whose send job never ran (ADR 0204), on this shard.
          await relayPeppolDeliveries(on, db, now);
          // Account deletions whose erasure job was never queued or has stopped (ADR 0236), on this shard.
          await resumeErasures(on, now);
        }),
      );
      const failed = passes.flatMap((pass, i) =>
        pass.status === "rejected" ? [[shards[i]?.shard.name, pass.reason]] : [],
      );
      for (const [shard, reason] of failed) log("error", "relay pass failed", { shard }, reason);
      if (failed.length > 0) throw new Error(`relay failed on ${failed.map(([shard]) => shard).join(", ")}`);
      return;
    }
    const jobs: Job[] = [
      { type: "cleanup-sessions" },
      // Data that ages out (ADR 0128): one chunk now, more chunks queued by the job itself while any are full.
      { type: "retention" },
      // Keyed to the scheduled time, so an overlapping or repeated run of one slot judges the same local days.
      { type: "reminder-sweep", at: controller.scheduledTime, phase: "submission", after: null },
      // The one-time E.164 backfill (ADR 0118): its first page returns at once when the backfill is done, so
      // starting it every hour costs one primary-key read and finishes it even if a page was dead-lettered.
      { type: "phone-backfill", table: "users", after: 0 },
      // The one-time photo-variants backfill (ADR 0130), started the same way: a done row costs one read.
      { type: "photo-variants-backfill", after: 0 },
      // Connected accounting: what a webhook missed, and billings whose sync was never enqueued (ADR 0126).
      { type: "accounting-reconcile", after: 0 },
      // Lien-waiver affidavit deadlines (ADR 0210): each waiver reminded once, 10 days ahead.
      { type: "lien-waiver-deadlines" },
    ];
    try {
      // Each shard gets its own copy of every job, naming it (ADR 0185): one sweep per shard, never one for all.
      for (const { env: on } of shards) await enqueue(on.JOBS, jobs);
    } catch (err) {
      // Nothing is lost: the next hourly sweep finds every reminder still due today and not yet sent (ADR 0015).
      log("error", "hourly cron could not enqueue its jobs", { cron: controller.cron }, err);
      throw err;
    }
  });
}
