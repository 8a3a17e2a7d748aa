// /subscription's words (issue 34, ADR 0195), and the lines the shared schema writes in English
// (schema/contracts/subscription-texts.ts, plans.ts, plan-pitch.ts) written from the catalogue in the person's
// language. test/web/app-catalogues.test.ts checks each one's English against the schema's, state by state.
import { type BillingPeriod, chargeCents, getPlan, isUnlimited, type Plan, type PlanId } from "#schema/contracts/plans";
import type { SubscriptionStatus, SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import { subscription } from "#schema/i18n/app/en/subscription";
import { formatPrice } from "#schema/rules/money";
import { formatDate } from "#web/lib/dates";
import { defineWords, type Words } from "#web/lib/words";

export const useSubscriptionWords = defineWords(subscription, () =>
  import("#schema/i18n/app/es/subscription").then((m) => m.subscription),
);
export type SubscriptionWords = Words<typeof subscription>;
type T = SubscriptionWords;

const STATUS = {
  trialing: "trialing",
  active: "statusActive",
  canceling: "statusCanceling",
  past_due: "past_due",
  canceled: "statusCanceled",
  inactive: "inactive",
} as const;
export const statusName = (t: T, status: SubscriptionStatus) => t(STATUS[status]);

/** plans.ts' describeQuotas. */
export function quotaLines(t: T, plan: Plan): string[] {
  const { activeProjects, meetingsPerMonth, users } = plan.quotas;
  return [
    isUnlimited(activeProjects) ? t("projectsAny") : t("projects", { n: activeProjects }),
    isUnlimited(users) ? t("usersAny") : users === 1 ? t("oneUser") : t("users", { n: users }),
    isUnlimited(meetingsPerMonth) ? t("meetingsAny") : t("meetings", { n: meetingsPerMonth }),
  ];
}

const PITCH = {
  solo: ["soloFor", "solo1", "solo2", "solo3", "solo4"],
  starter: ["starterFor", "starter1", "starter2", "starter3"],
  professional: ["proFor", "pro1", "pro2", "pro3"],
  enterprise: ["entFor", "ent1", "ent2", "ent3", "ent4"],
} as const satisfies Record<PlanId, readonly (keyof typeof subscription)[]>;

/** plan-pitch.ts' PLAN_PITCH: who the plan is for, and what it adds. */
export function pitch(t: T, plan: PlanId) {
  const [audience, ...features] = PITCH[plan];
  return { audience: t(audience), features: features.map((k) => t(k)) };
}

/** subscription-texts.ts' askOwnerLine: whom an office or field member asks, by first name. */
export function askOwner(t: T, ownerName: string | null) {
  const first = ownerName?.trim().split(/\s+/)[0];
  return t("askOwner", { whom: first ? t("theOwner", { name: first }) : t("yourOwner") });
}

/** The current plan card's state line; null when a waiting switch says it. */
export function periodLine(t: T, s: SubscriptionStatusView, readOnly: boolean): string | null {
  const choose = (line: string) => (readOnly ? line : `${line} ${t("choose")}`);
  const end = s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : null;
  switch (s.status) {
    case "trialing":
      if (s.entitlement.state !== "trialing") return choose(t("trialOver"));
      return end
        ? t("trialLeftEnds", { count: s.trialDaysLeft ?? 0, date: end })
        : t("trialLeft", { count: s.trialDaysLeft ?? 0 });
    case "active":
      if (s.trialQuotasUntil && (s.pendingPlan ?? s.plan))
        return t("trialContinues", {
          date: formatDate(s.trialQuotasUntil),
          plan: getPlan((s.pendingPlan ?? s.plan)!).name,
        });
      if (s.pendingPlan) return null;
      return end ? t("renews", { date: end }) : t("active");
    case "canceling":
      return end ? t("endsOn", { date: end }) : t("endsAtPeriod");
    case "past_due":
      return t("pastDue");
    case "canceled":
      return choose(t("ended"));
    default:
      return t("notActive");
  }
}

/** subscription-texts.ts' billingLine: how the plan bills and what is charged next; null when nothing bills. */
export function billingLine(t: T, s: SubscriptionStatusView): string | null {
  if (!s.plan || !["active", "canceling", "past_due"].includes(s.status)) return null;
  const billed = s.period === "yearly" ? t("billedY") : t("billedM");
  if (s.status === "canceling")
    return s.currentPeriodEnd
      ? t("noFurtherOn", { billed, date: formatDate(s.currentPeriodEnd) })
      : t("noFurther", { billed });
  const next = getPlan(s.pendingPlan ?? s.plan);
  const at = s.pendingPlanAt ?? s.currentPeriodEnd;
  const amount = formatPrice(chargeCents(next, s.period) ?? 0);
  if (!at) return `${billed}.`;
  if (s.paidFrom) return t("trialCharge", { billed, amount, date: formatDate(at) });
  return t("nextCharge", { billed, amount, date: formatDate(at) });
}

/** Why a subscriber's plan buttons are off (planChangeBlockedReason). */
export function blockedReason(t: T, status: string) {
  if (status === "canceling") return t("blockedCanceling");
  if (status === "past_due") return t("blockedPastDue");
  return null;
}

export const periodSwitch = (t: T, to: BillingPeriod) => (to === "yearly" ? t("toYearly") : t("toMonthly"));
