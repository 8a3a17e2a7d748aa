// What a user's subscription entitles them to right now: the one rule behind every quota check and banner.
import { DAY_MS } from "../rules/durations";
import { getPlan, isPlanId, type PlanId, type Quota, TRIAL_DAYS, TRIAL_PLAN_ID } from "./plans";

/**
 * trialing: inside the 14-day Professional trial; active / canceling: paid (canceling runs to its period end);
 * past_due: Stripe could not charge the card, the plan is kept while Stripe retries;
 * lapsed: trial over or subscription ended. Lapsed accounts keep everything already billed working
 * (approvals, payment links, reminders, invoices); only new projects and recordings are refused.
 */
export type EntitlementState = "trialing" | "active" | "canceling" | "past_due" | "lapsed";

export type Entitlement = {
  state: EntitlementState;
  /** The plan whose quotas apply; null when lapsed. */
  planId: PlanId | null;
  quotas: { activeProjects: Quota; meetingsPerMonth: Quota; users: Quota };
  /** When the trial ends (trialing) or the paid period ends (canceling); null otherwise. */
  endsAt: Date | null;
};

export type SubscriptionFacts = {
  subscriptionPlan: string | null;
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
  createdAt: Date;
};

/** A lapsed plan: no new projects, recordings or members; everything already billed keeps working (ADR 0042). */
const NOTHING = { activeProjects: 0, meetingsPerMonth: 0, users: 0 } as const;

export const trialEndsAt = (createdAt: Date) => new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);

/**
 * Days left in a trial that ends at `end`, today included: 14 on the day a 14-day trial starts, 1 on its last day.
 * Counting today is what a contractor expects after signing up for "14 days"; 1 reads as "Last day".
 */
export const trialDaysLeft = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

export function entitlementOf(user: SubscriptionFacts, now: Date = new Date()): Entitlement {
  const plan = user.subscriptionPlan && isPlanId(user.subscriptionPlan) ? getPlan(user.subscriptionPlan) : null;
  const status = user.subscriptionStatus;
  const quotasOf = (id: PlanId) => {
    const { activeProjects, meetingsPerMonth, users } = getPlan(id).quotas;
    return { activeProjects, meetingsPerMonth, users };
  };

  if (plan && (status === "active" || status === "past_due")) {
    return { state: status, planId: plan.id, quotas: quotasOf(plan.id), endsAt: null };
  }
  if (plan && status === "canceling") {
    const end = user.subscriptionExpiresAt;
    if (!end || end.getTime() > now.getTime()) {
      return { state: "canceling", planId: plan.id, quotas: quotasOf(plan.id), endsAt: end };
    }
  }
  if (status === "trialing") {
    const end = user.subscriptionExpiresAt ?? trialEndsAt(user.createdAt);
    if (end.getTime() > now.getTime()) {
      return { state: "trialing", planId: TRIAL_PLAN_ID, quotas: quotasOf(TRIAL_PLAN_ID), endsAt: end };
    }
  }
  return { state: "lapsed", planId: null, quotas: { ...NOTHING }, endsAt: null };
}

/** True when `used` more of something fits under the quota. */
export const fitsQuota = (quota: Quota, used: number) => quota === "unlimited" || used < quota;

/** Where every "over your plan" message sends people (as a link or button beside the words, never in them). */
export const UPGRADE_PATH = "/subscription";

/**
 * Why a new project is refused, in words a contractor can act on. It always says what keeps working, because a
 * lapsed plan never holds money already billed hostage.
 */
export function projectLimitMessage(
  entitlement: Entitlement,
  facts: { subscriptionStatus: string },
  activeProjects: number,
): string {
  if (entitlement.state === "lapsed") {
    const why = facts.subscriptionStatus === "trialing" ? "Your free trial has ended" : "Your subscription has ended";
    return `${why}, so new projects are paused. Your existing projects, approvals, payment links, reminders and invoices keep working. Choose a plan on the Subscription page to add projects.`;
  }
  const plan = entitlement.planId ? getPlan(entitlement.planId).name : "current";
  const limit = entitlement.quotas.activeProjects;
  return `Your ${plan} plan includes ${limit} active projects and you have ${activeProjects}. Upgrade your plan on the Subscription page to add more, or finish a project first.`;
}

/**
 * Whether one more project is over the plan, from the projects a screen has loaded: only a sure "over" (loaded
 * active projects already fill the quota; more pages only add to them), so New is never refused by mistake.
 */
export const projectQuotaFull = (entitlement: Entitlement, loadedActive: number) =>
  !fitsQuota(entitlement.quotas.activeProjects, loadedActive);
