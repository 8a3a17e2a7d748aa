// Which state a company's subscription is in right now, and the plan it holds: the part of entitlements.ts that needs
// no quotas or prices, so the dashboard can keep the banner's room from the first paint without the plan table
// (ADR 0169). entitlements.ts adds the quotas that apply.
import { DAY_MS } from "../rules/durations";
import { isPlanId, type PlanId, TRIAL_DAYS, TRIAL_PLAN_ID } from "./plan-ids";

/**
 * trialing: inside the 14-day Professional trial; active / canceling: paid (canceling runs to its period end);
 * past_due: Stripe could not charge the card, the plan is kept while Stripe retries;
 * lapsed: trial over or subscription ended. Lapsed accounts keep everything already billed working
 * (approvals, payment links, reminders, invoices); only new projects and recordings are refused.
 */
export type EntitlementState = "trialing" | "active" | "canceling" | "past_due" | "lapsed";

export type SubscriptionFacts = {
  subscriptionPlan: string | null;
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
  /** The app's free trial end, kept when a subscription starts (migration 0015); absent on older rows. */
  trialEndsAt?: Date | null;
  createdAt: Date;
};

export const trialEndsAt = (createdAt: Date) => new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);

/** The state, the plan held (the trial's while trialing; none when lapsed) and when it ends, if it does. */
export function entitlementStateOf(
  user: SubscriptionFacts,
  now: Date = new Date(),
): { state: EntitlementState; planId: PlanId | null; endsAt: Date | null } {
  const plan = user.subscriptionPlan && isPlanId(user.subscriptionPlan) ? user.subscriptionPlan : null;
  const status = user.subscriptionStatus;
  if (plan && (status === "active" || status === "past_due")) return { state: status, planId: plan, endsAt: null };
  if (plan && status === "canceling") {
    const end = user.subscriptionExpiresAt;
    if (!end || end.getTime() > now.getTime()) return { state: "canceling", planId: plan, endsAt: end };
  }
  if (status === "trialing") {
    const end = user.subscriptionExpiresAt ?? user.trialEndsAt ?? trialEndsAt(user.createdAt);
    if (end.getTime() > now.getTime()) return { state: "trialing", planId: TRIAL_PLAN_ID, endsAt: end };
  }
  return { state: "lapsed", planId: null, endsAt: null };
}
