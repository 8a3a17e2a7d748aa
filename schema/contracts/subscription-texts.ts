// Subscription screen texts and status rules without zod, so the public /subscription page stays small.
import { formatDate } from "../rules/dates";
import { formatPrice } from "../rules/money";
import type { EntitlementState } from "./entitlements";
import { type BillingPeriod, chargeCents, getPlan, type PlanId } from "./plans";

/** Every subscriptionStatus a user row can hold: the app's own trial plus Stripe's states as the app reads them. */
export const SUBSCRIPTION_STATUSES = ["trialing", "active", "canceling", "past_due", "canceled", "inactive"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscription-status: the spec's four fields plus what the screens need to explain them. */
export type SubscriptionStatusView = {
  plan: PlanId | null;
  status: SubscriptionStatus;
  /** ISO instant the paid period (or the trial) ends; null when unknown. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  entitlement: {
    state: EntitlementState;
    planId: PlanId | null;
    quotas: { activeProjects: number | "unlimited"; meetingsPerMonth: number | "unlimited" };
    endsAt: string | null;
  };
  /** Days left in the free trial, today included (14 on its first day, 1 on its last); null when not trialing. */
  trialDaysLeft: number | null;
  activeProjects: number;
  /** "stripe" when keys are configured; "local" uses the test checkout stand-in (ADR 0040). */
  checkoutMode: "stripe" | "local";
  /** The Stripe customer portal can be opened (keys configured and a customer exists). */
  portalAvailable: boolean;
  /** A downgrade waiting for the period's end (ADR 0123), and the instant it takes effect; null when none. */
  pendingPlan: PlanId | null;
  pendingPlanAt: string | null;
  /** How the subscription bills (monthly before any subscription). */
  period: BillingPeriod;
  /** While the free trial carried into the subscription runs (ADR 0120), its end: nothing is charged till then. */
  paidFrom: string | null;
  /** Subscribed during the free trial: its end, until which the trial's quotas apply (ADR 0123); null otherwise. */
  trialQuotasUntil: string | null;
  /** A checkout started now carries the free trial until then: nothing is charged today (ADR 0120); else null. */
  checkoutTrialEnd: string | null;
  /** The company's owner, whom office and field members ask about the plan (ADR 0139). */
  ownerName: string | null;
  /** Current members, the owner included: what a switch to a one-user plan concerns. */
  teamSize: number;
};

/** Checkout during the free trial: what is charged today and when the first charge comes (ADR 0120). */
export const checkoutTrialLine = (price: string, trialEnd: string) =>
  `Nothing is charged today. Your free trial runs until ${trialEnd}; then ${price}, and you can cancel before then.`;

/** /subscription, subscribed during the trial: the trial runs on, then the chosen plan's limits apply. */
export const trialContinuesLine = (planName: string, until: string) =>
  `Your free trial continues until ${formatDate(until)}; then ${planName} and its limits apply.`;

export const UNKNOWN_PLAN_CODE = "Unknown plan. Choose price_solo, price_starter or price_professional.";
/** When a plan change applies, said the same on /pricing, the FAQ and /subscription (ADR 0123). */
export const PLAN_CHANGE_TIMING =
  "An upgrade starts at once and is charged the prorated difference; a downgrade takes effect at the next billing cycle.";
export const ALREADY_SUBSCRIBED =
  "You already have a subscription. Change plan on the Subscription page; an upgrade starts at once, a downgrade at the next billing cycle.";
/** The test checkout of a session the company has since replaced (Stripe shows such a session as expired). */
export const CHECKOUT_EXPIRED = "This checkout has expired. Start again from the Subscription page.";
/** Two checkouts started at the same moment and the other one's session could not be read back. */
export const CHECKOUT_IN_PROGRESS = "A checkout is already in progress. Finish it, or try again in a moment.";
/** Stripe failed or did not answer (UPSTREAM_UNAVAILABLE, 503): nothing was recorded, so trying again is safe. */
export const STRIPE_UNAVAILABLE = "Stripe is not answering right now. Nothing was changed; try again in a minute.";
/** Changing plan needs a subscription that bills and is not set to end (ADR 0123). */
export const NOTHING_TO_CHANGE =
  "Only an active subscription can change plan. Resume it first, or choose a plan once it has ended.";
export const ALREADY_ON_PLAN = "You're already on this plan.";
export const NOTHING_TO_CANCEL = "Only an active subscription can be canceled.";
export const NOTHING_TO_RESUME = "Only a subscription that is set to cancel can be resumed.";

export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll still have access until the end of your current billing period.";

/** The cancel confirmation: canceling also calls off a waiting downgrade, which resuming does not bring back. */
export function cancelConfirmation(s: Pick<SubscriptionStatusView, "pendingPlan" | "pendingPlanAt">) {
  if (!s.pendingPlan) return CANCEL_CONFIRMATION;
  const when = s.pendingPlanAt ? ` on ${formatDate(s.pendingPlanAt)}` : "";
  return `${CANCEL_CONFIRMATION} Your switch to ${getPlan(s.pendingPlan).name}${when} is called off too; if you resume, choose it again.`;
}

/** A first name to ask: "Olivia" of "Olivia Owner"; the role alone when the name is unknown. */
export { askOwnerLine } from "./ask-owner";

/** How the plan bills and what is charged next, on the current-plan card; null when nothing bills. */
export function billingLine(s: SubscriptionStatusView): string | null {
  if (!s.plan || !["active", "canceling", "past_due"].includes(s.status)) return null;
  const billed = s.period === "yearly" ? "Billed yearly" : "Billed monthly";
  if (s.status === "canceling") {
    return `${billed}. No further charges${s.currentPeriodEnd ? `: it ends on ${formatDate(s.currentPeriodEnd)}` : ""}.`;
  }
  const next = getPlan(s.pendingPlan ?? s.plan);
  const at = s.pendingPlanAt ?? s.currentPeriodEnd;
  const amount = formatPrice(chargeCents(next, s.period) ?? 0);
  if (!at) return `${billed}.`;
  if (s.paidFrom)
    return `${billed}. Nothing is charged during your free trial; first charge ${amount} on ${formatDate(at)}.`;
  return `${billed}. Next charge: ${amount} on ${formatDate(at)}.`;
}
export const LOAD_FAILURE = "There was an error loading your subscription information. Please try again.";

/** Spec section 4: active green; inactive, past_due, canceling and canceled red; anything else (the trial) grey. */
export function statusTone(status: string): "green" | "red" | "grey" {
  if (status === "active") return "green";
  if (["inactive", "past_due", "canceling", "canceled"].includes(status)) return "red";
  return "grey";
}

export const statusText: Record<SubscriptionStatus, string> = {
  trialing: "Free trial",
  active: "Active",
  canceling: "Canceling",
  past_due: "Past due",
  canceled: "Canceled",
  inactive: "Inactive",
};

/** Section 4: Subscribe buttons are disabled while active, canceling, or while a checkout is pending. */
export const subscribeDisabled = (status: string, checkoutPending: boolean) =>
  checkoutPending || status === "active" || status === "canceling";

/**
 * Why a subscriber's plan buttons are off, said under the plans (a greyed button alone says nothing). Null when
 * a plan can be changed (active) or subscribed to.
 */
export function planChangeBlockedReason(status: string): string | null {
  if (status === "canceling") return "Your subscription is set to end. Resume it to change plan.";
  if (status === "past_due")
    return "Your last payment didn't go through. Update your card with Manage billing, then change plan.";
  return null;
}

/** The plan-change button's words for another plan: up is an upgrade, down a switch at the period's end. */
export const planChangeLabel = (upgrade: boolean) => (upgrade ? "Upgrade" : "Switch");

/** Section 4: Cancel only when active; Resume only when canceling. */
export const canCancel = (status: string) => status === "active";
export const canResume = (status: string) => status === "canceling";

/**
 * What POST /api/change-plan adds to the status (ADR 0138): an upgrade Stripe holds until its invoice is paid (a
 * declined card or 3-D Secure), with the invoice's page; or one paid by bank debit, applied with the debit on its way.
 */
export type PlanChangeOutcome = {
  awaitingPayment: { plan: PlanId; invoiceUrl: string | null } | null;
  debitPending: boolean;
};

/** The owner's offer on /subscription to bill the same plan by the other period (ADR 0138). */
export const periodSwitchLabel = (to: BillingPeriod) =>
  to === "yearly" ? "Switch to yearly billing" : "Switch to monthly billing";

/**
 * The owners' notice of a second subscription undone (worker/services/duplicate-subscription.ts), stored in English;
 * a Spanish reader's bell recognises each body by its pattern (schema/i18n/app/en/notification-texts.ts).
 */
export function duplicateNotice(refunded: boolean) {
  const what = refunded
    ? "We cancelled it straight away and refunded its payment in full (refunds reach the card in 5 to 10 business days)."
    : "We cancelled it straight away, before it charged anything.";
  return {
    title: "We cancelled a second subscription",
    body: `A second PayStage subscription was started for your company, from a second checkout. ${what} Your plan is unchanged and you pay for it once.`,
  };
}
