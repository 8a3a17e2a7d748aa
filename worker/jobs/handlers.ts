// What each job does. Handlers must be idempotent: the queue may deliver a message more than once.
import { deleteDeadSessions, deleteStaleAttempts } from "../db/sessions";
import type { Db } from "../lib/db";
import { LOGIN_WINDOW_MS } from "../services/login-rate-limit";
import { SESSION_IDLE_MS } from "../services/sessions";
import type { Job } from "./messages";

export async function runJob(job: Job, deps: { db: Db; env: Env }, now = new Date()) {
  switch (job.type) {
    case "cleanup-sessions":
      await deps.db.batch([
        deleteDeadSessions(deps.db, now, SESSION_IDLE_MS),
        deleteStaleAttempts(deps.db, new Date(now.getTime() - LOGIN_WINDOW_MS)),
      ]);
      return;
  }
}
