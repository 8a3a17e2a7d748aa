// Plan quotas the server enforces. Only new work beyond the plan is refused: everything already billed
// (approvals, payment links, reminders, invoices) keeps working whatever the subscription's state (ADR 0041).
import { entitlementOf, fitsQuota, projectLimitMessage } from "#schema/contracts/entitlements";
import { countActiveProjects } from "../db/subscriptions";
import type { Db } from "../lib/db";
import { AppError } from "../lib/errors";
import type { SessionUser } from "./sessions";

/** Throws LIMIT_REACHED (403) when one more active project would exceed the user's plan. */
export async function assertCanAddProject(db: Db, user: SessionUser, now = new Date()) {
  const entitlement = entitlementOf(user, now);
  if (entitlement.quotas.activeProjects === "unlimited") return;
  const active = await countActiveProjects(db, user.companyId);
  if (fitsQuota(entitlement.quotas.activeProjects, active)) return;
  throw new AppError("LIMIT_REACHED", projectLimitMessage(entitlement, user, active));
}
