// Development only (POST /api/dev/end-trial): ends a company's free trial now, so what follows the trial (lapsed
// quotas, a subscription with the plan's own limits and a charge today) can be tried without waiting 14 days.
import { findUserByUsername, updateCompany } from "../db/users";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";

export async function endTrialNow(db: Db, username: string, now = new Date()) {
  const user = await findUserByUsername(db, username.trim().toLowerCase());
  if (!user) throw notFound("No such user");
  // A second ago, so "still running" (end > now) is false at once.
  const ended = new Date(now.getTime() - 1000);
  await updateCompany(db, user.companyId, {
    trialEndsAt: ended,
    // A trial not yet subscribed shows its end in subscription_expires_at; a subscription's period stays its own.
    ...(user.subscriptionStatus === "trialing" ? { subscriptionExpiresAt: ended } : {}),
  });
  return { trialEndsAt: ended.toISOString() };
}
