// Submitting a progress billing: record it, then send the client the approval link (decisions.md).

import type { Db } from "../lib/db";
import { type ApprovalLinkAnswer, requestApproval } from "./approval-links";
import type { CreateProgressInput } from "./progress";
import { createProgress } from "./progress";
import type { SessionUser } from "./sessions";

export async function submitProgress(
  env: Env,
  db: Db,
  user: SessionUser,
  input: CreateProgressInput,
  options: { idempotencyKey?: string; origin: string },
) {
  const { progress, replayed } = await createProgress(db, user, input, options.idempotencyKey);
  // A replayed submission already sent its link; sending again would spam the client.
  if (replayed) return { progress, replayed, approval: null };
  let approval: ApprovalLinkAnswer | null = null;
  try {
    approval = await requestApproval(env, db, { progressId: progress.id, userId: user.id, origin: options.origin });
  } catch (err) {
    // The billing is saved either way; the contractor can resend the link from Payment Status.
    console.error(`Progress ${progress.id} saved, but its approval link could not be issued`, err);
  }
  return { progress, replayed, approval };
}
