// The hourly Cron Trigger: enqueue due background work.
import type { Job } from "./messages";

export async function sweep(controller: ScheduledController, env: Env) {
  const jobs: Job[] = [
    { type: "cleanup-sessions" },
    // Keyed to the scheduled time, so an overlapping or repeated run of one slot judges the same local days.
    { type: "reminder-sweep", at: controller.scheduledTime, phase: "submission", after: null },
  ];
  await env.JOBS.sendBatch(jobs.map((body) => ({ body })));
}
