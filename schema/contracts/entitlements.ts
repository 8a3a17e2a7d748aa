// What a user's subscription entitles them to right now: the one rule behind every quota check and banner.
import { DAY_MS } from "../rules/durations";
import { type EntitlementState, entitlementStateOf, type SubscriptionFacts } from "./entitlement-state";
import { getPlan, isUpgrade, type PlanId, type Quota, TRIAL_PLAN_ID } from "./plans";

export {
  type EntitlementState,
  entitlementStateOf,
  type SubscriptionFacts,
  trialEndsAt,
} from "./entitlement-state";

export type Entitlement = {
  state: EntitlementState;
  /** The plan whose quotas apply; null when lapsed. */
  planId: PlanId | null;
  quotas: { activeProjects: Quota; meetingsPerMonth: Quota; users: Quota };
  /** When the trial ends (trialing) or the paid period ends (canceling); null otherwise. */
  endsAt: Date | null;
};

/** A lapsed plan: no new projects, recordings or members; everything already billed keeps working (ADR 0042). */
const NOTHING = { activeProjects: 0, meetingsPerMonth: 0, users: 0 } as const;

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
  const { state, planId, endsAt } = entitlementStateOf(user, now);
  if (!planId) return { state, planId: null, quotas: { ...NOTHING }, endsAt };
  // Subscribing during the free trial keeps the trial's quotas until it ends ("Every plan starts with a 14-day
  // free trial"); then the plan's own apply. A plan larger than the trial's keeps its own.
  const applies =
    state !== "trialing" && stillInTrial(user, now) && !isUpgrade(getPlan(TRIAL_PLAN_ID), getPlan(planId))
      ? TRIAL_PLAN_ID
      : planId;
  const { activeProjects, meetingsPerMonth, users } = getPlan(applies).quotas;
  return { state, planId: applies, quotas: { activeProjects, meetingsPerMonth, users }, endsAt };
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
