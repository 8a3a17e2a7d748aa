// The hourly Cron Trigger: enqueue due background work.
import type { Job } from "./messages";

export async function sweep(_controller: ScheduledController, env: Env) {
  const jobs: Job[] = [{ type: "cleanup-sessions" }];
  await env.JOBS.sendBatch(jobs.map((body) => ({ body })));
}
