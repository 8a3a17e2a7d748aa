// What a user's subscription entitles them to right now: the one rule behind every quota check and banner.
import { DAY_MS } from "../rules/durations";
import { getPlan, isPlanId, isUpgrade, type PlanId, type Quota, TRIAL_DAYS, TRIAL_PLAN_ID } from "./plans";

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
  /** The app's free trial end, kept when a subscription starts (migration 0015); absent on older rows. */
  trialEndsAt?: Date | null;
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

/**
 * The app's free trial end while it still runs for a company that has subscribed (its quotas stay the trial's till
 * then); null before subscribing, after the trial, or when the row has no stored trial end.
 */
/** A subscription that holds a plan; canceled and inactive ones lapse, trial or not. */
const SUBSCRIBED: readonly string[] = ["active", "canceling", "past_due"];

export function subscribedTrialEnd(user: SubscriptionFacts, now: Date = new Date()): Date | null {
  const end = user.trialEndsAt ?? null;
  const subscribed = SUBSCRIBED.includes(user.subscriptionStatus);
  return subscribed && end && end.getTime() > now.getTime() ? end : null;
}
const stillInTrial = (user: SubscriptionFacts, now: Date) => subscribedTrialEnd(user, now) !== null;

export function entitlementOf(user: SubscriptionFacts, now: Date = new Date()): Entitlement {
  const plan = user.subscriptionPlan && isPlanId(user.subscriptionPlan) ? getPlan(user.subscriptionPlan) : null;
  const status = user.subscriptionStatus;
  const quotasOf = (id: PlanId) => {
    const { activeProjects, meetingsPerMonth, users } = getPlan(id).quotas;
    return { activeProjects, meetingsPerMonth, users };
  };

  // Subscribing during the free trial keeps the trial's quotas until it ends ("Every plan starts with a 14-day
  // free trial"); then the plan's own apply. A plan larger than the trial's keeps its own.
  const inTrial = (id: PlanId): PlanId =>
    stillInTrial(user, now) && !isUpgrade(getPlan(TRIAL_PLAN_ID), getPlan(id)) ? TRIAL_PLAN_ID : id;
  if (plan && (status === "active" || status === "past_due")) {
    const applies = inTrial(plan.id);
    return { state: status, planId: applies, quotas: quotasOf(applies), endsAt: null };
  }
  if (plan && status === "canceling") {
    const end = user.subscriptionExpiresAt;
    if (!end || end.getTime() > now.getTime()) {
      const applies = inTrial(plan.id);
      return { state: "canceling", planId: applies, quotas: quotasOf(applies), endsAt: end };
    }
  }
  if (status === "trialing") {
    const end = user.subscriptionExpiresAt ?? user.trialEndsAt ?? trialEndsAt(user.createdAt);
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
