// The plan-change confirmations and the notice after a change: read only once the owner chooses a change, so the
// /subscription page loads them on that intent and its first load stays within budget (ADR 0167).
import { formatDate } from "../rules/dates";
import { chargeOf, formatPlanPrice, planCurrencyFor } from "./plan-prices";
import {
  type BillingPeriod,
  getPlan,
  intervalChangeCents,
  isUpgrade,
  type PlanId,
  upgradeProrationCents,
} from "./plans";
import { type PlanChangeOutcome, periodSwitchLabel } from "./subscription-texts";

/** The prices a confirmation quotes: the company's subscription currency, as Checkout charged it (ADR 0170). */
function moneyOf(currency: string | null | undefined) {
  const c = planCurrencyFor(currency);
  return { charge: chargeOf(c), format: (minor: number) => formatPlanPrice(minor, c) };
}

/**
 * The plan-change confirmation: what changes, and what is charged when (ADR 0123). Up: now, with the prorated
 * difference charged now. Down: at the period's end, nothing charged now. Back to the current plan: the waiting
 * downgrade is dropped.
 */
export function planChangeConfirmation(args: {
  from: PlanId;
  to: PlanId;
  periodEnd: string | null;
  pendingPlan: PlanId | null;
  period?: BillingPeriod;
  /** The end of the free trial the subscription still runs, if any: an upgrade charges nothing before it. */
  paidFrom?: string | null;
  /** Current members, the owner included: a switch to a one-user plan says what it means for the others. */
  teamSize?: number;
  /** The company's currency: the subscription is charged in it (US dollars for one Stripe does not sell in). */
  currency?: string | null;
  now?: Date;
}): { title: string; description: string; confirmLabel: string } {
  const from = getPlan(args.from);
  const to = getPlan(args.to);
  const period = args.period ?? "monthly";
  const { charge, format } = moneyOf(args.currency);
  const price = `${format(charge(to, period) ?? 0)}/${period === "yearly" ? "year" : "month"}`;
  const end = args.periodEnd ? new Date(args.periodEnd) : null;
  const endText = end ? formatDate(end) : "the end of this billing period";
  if (from.id === to.id) {
    return {
      title: `Keep ${to.name}?`,
      description: `Your switch to ${args.pendingPlan ? getPlan(args.pendingPlan).name : "another plan"} is called off. You stay on ${to.name} at ${price}. Nothing is charged now.`,
      confirmLabel: `Keep ${to.name}`,
    };
  }
  if (isUpgrade(from, to) && args.paidFrom) {
    return {
      title: `Upgrade to ${to.name}?`,
      description: `${to.name} starts now; your free trial's limits stay until ${formatDate(args.paidFrom)}. Nothing is charged while your free trial runs; then ${price} from ${formatDate(args.paidFrom)}.`,
      confirmLabel: `Upgrade to ${to.name}`,
    };
  }
  if (isUpgrade(from, to)) {
    const now = upgradeProrationCents(from, to, end ?? new Date(), args.now ?? new Date(), period, charge);
    return {
      title: `Upgrade to ${to.name}?`,
      description: `${to.name} starts now, with its limits. You're charged ${format(now)} today for the rest of this billing period (the difference, prorated to the day), then ${price} from ${endText}.`,
      confirmLabel: `Upgrade to ${to.name}`,
    };
  }
  const others = (args.teamSize ?? 1) - 1;
  const seats =
    to.quotas.users === 1 && others > 0
      ? ` ${to.name} is for one user: your ${others === 1 ? "other member keeps" : `${others} other members keep`} working, but no one new can be invited while you're on it.`
      : "";
  return {
    title: `Switch to ${to.name}?`,
    description: `You keep ${from.name} until ${endText}. Then ${to.name} starts at ${price}, with its limits. Nothing is charged now.${seats}`,
    confirmLabel: `Switch to ${to.name}`,
  };
}

/**
 * The billing-period confirmation (ADR 0138): the change is made now. To yearly, the year less the unused part of
 * the month is charged today; to monthly, the unused part of the year is credit for the months that follow. In the
 * carried trial nothing is charged before it ends.
 */
export function periodChangeConfirmation(args: {
  plan: PlanId;
  from: BillingPeriod;
  to: BillingPeriod;
  periodEnd: string | null;
  paidFrom?: string | null;
  currency?: string | null;
  now?: Date;
}): { title: string; description: string; confirmLabel: string } {
  const plan = getPlan(args.plan);
  const { charge, format } = moneyOf(args.currency);
  const price = `${format(charge(plan, args.to) ?? 0)}/${args.to === "yearly" ? "year" : "month"}`;
  const title = args.to === "yearly" ? "Switch to yearly billing?" : "Switch to monthly billing?";
  const confirmLabel = periodSwitchLabel(args.to);
  if (args.paidFrom) {
    return {
      title,
      description: `${plan.name} is then billed ${price} from ${formatDate(args.paidFrom)}, when your free trial ends. Nothing is charged now.`,
      confirmLabel,
    };
  }
  if (args.to === "yearly") {
    const now = args.now ?? new Date();
    const today = intervalChangeCents(plan, plan, args.from, args.to, new Date(args.periodEnd ?? now), now, charge);
    return {
      title,
      description: `Yearly billing starts today at ${price}. You're charged ${format(today)} today: the year, less the unused part of this month.`,
      confirmLabel,
    };
  }
  return {
    title,
    description: `Monthly billing starts today at ${price}. The unused part of your year stays as credit and pays your next monthly charges; nothing is charged today.`,
    confirmLabel,
  };
}

/** The notice once a plan change is done, from the status the server answered. */
export function planChangedNotice(
  view: {
    plan: PlanId | null;
    pendingPlan: PlanId | null;
    pendingPlanAt: string | null;
  } & Partial<PlanChangeOutcome>,
): { title: string; description: string; tone: "success" | "warning" } {
  if (view.awaitingPayment) {
    const to = getPlan(view.awaitingPayment.plan).name;
    const current = view.plan ? getPlan(view.plan).name : "your plan";
    return {
      title: "Payment needed to upgrade",
      description: `Your bank declined the payment or asked you to confirm it, so you're still on ${current} and its limits. Pay the open invoice to move to ${to}; without payment the upgrade is dropped within a day.`,
      tone: "warning",
    };
  }
  if (view.pendingPlan && view.pendingPlanAt) {
    return {
      title: "Plan change scheduled",
      description: `${getPlan(view.pendingPlan).name} starts on ${formatDate(view.pendingPlanAt)}. Nothing was charged now.`,
      tone: "success",
    };
  }
  const now = `You're on ${view.plan ? getPlan(view.plan).name : "your new plan"} now.`;
  return {
    title: "Plan changed",
    description: view.debitPending
      ? `${now} The difference is debited from your bank account; it takes a few business days to clear.`
      : now,
    tone: "success",
  };
}
