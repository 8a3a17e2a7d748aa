// Submitting a progress billing: record it, then send the client the approval link (decisions.md).

import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { type ApprovalLinkAnswer, requestApproval } from "./approval-links";
import { requestPeppolDelivery } from "./peppol-delivery";
import type { CreateProgressInput } from "./progress";
import { createProgress } from "./progress";
import { sweepCompanyNow } from "./reminders/catch-up";
import type { SessionUser } from "./sessions";

/** No link could be issued yet (the share-token store or D1 failed): the relay sends one. */
type PendingApprovalLink = { url: null; expiresAt: null; delivery: "later" };

export async function submitProgress(
  env: Env,
  db: Db,
  user: SessionUser,
  input: CreateProgressInput,
  options: { idempotencyKey?: string; origin: string; submittedAt?: Date },
) {
  const { progress, replayed } = await createProgress(db, user, input, options.idempotencyKey, options.submittedAt);
  // A replayed submission already sent its link; sending again would spam the client.
  if (replayed) return { progress, replayed, approval: null };
  // Its due date may make a reminder due today in a zone already swept today (ADR 0128). History written with a past
  // date (the demo workspaces) is left to the zone's next sweep: its reminders and the badges they earn must not land
  // after the workspace was made ready.
  if (!options.submittedAt) await sweepCompanyNow(env, db, user.companyId);
  // Belgium's business clients get the invoice over Peppol, as may other EU companies' (ADR 0204). Never throws.
  if (!options.submittedAt) await requestPeppolDelivery(env, db, user, progress.id);
  let approval: ApprovalLinkAnswer | PendingApprovalLink;
  try {
    approval = await requestApproval(env, db, {
      progressId: progress.id,
      companyId: user.companyId,
      origin: options.origin,
    });
  } catch (err) {
    // The billing is saved either way. The outbox relay issues and sends the link within minutes (ADR 0080).
    log("error", "progress saved without an approval link; the relay will send it", { progressId: progress.id }, err);
    approval = { url: null, expiresAt: null, delivery: "later" };
  }
  return { progress, replayed, approval };
}
