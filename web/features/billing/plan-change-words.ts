// The plan-change confirmations and the notice after a change (issue 34), written from the plan-change catalogue in
// the person's language: the same branches, prices and dates as schema/contracts/plan-change-texts.ts, which the
// Worker and the marketing pages keep using (ADR 0220). Loaded with the dialog, on intent (ADR 0167);
// test/web/app-catalogues.test.ts holds each English sentence to the schema's, state by state.
import { chargeOf, formatPlanPrice, planCurrencyFor } from "#schema/contracts/plan-prices";
import {
  type BillingPeriod,
  getPlan,
  intervalChangeCents,
  isUpgrade,
  type PlanId,
  upgradeProrationCents,
} from "#schema/contracts/plans";
import type { PlanChangeOutcome } from "#schema/contracts/subscription-texts";
import { planChange } from "#schema/i18n/app/en/plan-change";
import { formatDate } from "#web/lib/dates";
import { defineWords, type Words } from "#web/lib/words";

export const usePlanChangeWords = defineWords(planChange, () =>
  import("#schema/i18n/app/es/plan-change").then((m) => m.planChange),
);
type T = Words<typeof planChange>;
type Confirmation = { title: string; description: string; confirmLabel: string };

function moneyOf(currency: string | null | undefined) {
  const c = planCurrencyFor(currency);
  return { charge: chargeOf(c), format: (minor: number) => formatPlanPrice(minor, c) };
}

const perPeriod = (t: T, amount: string, period: BillingPeriod) =>
  period === "yearly" ? t("perYear", { amount }) : t("perMonth", { amount });

/** plan-change-texts.ts' planChangeConfirmation. */
export function planConfirmation(
  t: T,
  args: {
    from: PlanId;
    to: PlanId;
    periodEnd: string | null;
    pendingPlan: PlanId | null;
    period?: BillingPeriod;
    paidFrom?: string | null;
    teamSize?: number;
    currency?: string | null;
    now?: Date;
  },
): Confirmation {
  const from = getPlan(args.from);
  const to = getPlan(args.to);
  const period = args.period ?? "monthly";
  const { charge, format } = moneyOf(args.currency);
  const price = perPeriod(t, format(charge(to, period) ?? 0), period);
  const end = args.periodEnd ? new Date(args.periodEnd) : null;
  const endText = end ? formatDate(end) : t("periodEnd");
  const plan = to.name;
  if (from.id === to.id) {
    const next = args.pendingPlan ? getPlan(args.pendingPlan).name : t("anotherPlan");
    return {
      title: t("keepTitle", { plan }),
      description: t("keepText", { next, plan, price }),
      confirmLabel: t("keep", { plan }),
    };
  }
  if (isUpgrade(from, to) && args.paidFrom) {
    return {
      title: t("upgradeTitle", { plan }),
      description: t("upgradeTrialText", { plan, date: formatDate(args.paidFrom), price }),
      confirmLabel: t("upgrade", { plan }),
    };
  }
  if (isUpgrade(from, to)) {
    const now = upgradeProrationCents(from, to, end ?? new Date(), args.now ?? new Date(), period, charge);
    return {
      title: t("upgradeTitle", { plan }),
      description: t("upgradeText", { plan, now: format(now), price, end: endText }),
      confirmLabel: t("upgrade", { plan }),
    };
  }
  const others = (args.teamSize ?? 1) - 1;
  const seats =
    to.quotas.users !== 1 || others <= 0
      ? ""
      : others === 1
        ? t("seatsOne", { plan })
        : t("seatsMany", { plan, count: others });
  return {
    title: t("switchTitle", { plan }),
    description: t("switchText", { from: from.name, end: endText, plan, price }) + seats,
    confirmLabel: t("switch", { plan }),
  };
}

/** plan-change-texts.ts' periodChangeConfirmation. */
export function periodConfirmation(
  t: T,
  args: {
    plan: PlanId;
    from: BillingPeriod;
    to: BillingPeriod;
    periodEnd: string | null;
    paidFrom?: string | null;
    currency?: string | null;
    now?: Date;
  },
): Confirmation {
  const plan = getPlan(args.plan);
  const { charge, format } = moneyOf(args.currency);
  const price = perPeriod(t, format(charge(plan, args.to) ?? 0), args.to);
  const yearly = args.to === "yearly";
  const title = yearly ? t("toYearlyTitle") : t("toMonthlyTitle");
  const confirmLabel = yearly ? t("toYearly") : t("toMonthly");
  if (args.paidFrom)
    return {
      title,
      description: t("periodTrialText", { plan: plan.name, price, date: formatDate(args.paidFrom) }),
      confirmLabel,
    };
  if (yearly) {
    const now = args.now ?? new Date();
    const today = intervalChangeCents(plan, plan, args.from, args.to, new Date(args.periodEnd ?? now), now, charge);
    return { title, description: t("yearlyText", { price, today: format(today) }), confirmLabel };
  }
  return { title, description: t("monthlyText", { price }), confirmLabel };
}

/** plan-change-texts.ts' planChangedNotice. */
export function changedNotice(
  t: T,
  view: { plan: PlanId | null; pendingPlan: PlanId | null; pendingPlanAt: string | null } & Partial<PlanChangeOutcome>,
): { title: string; description: string; tone: "success" | "warning" } {
  if (view.awaitingPayment) {
    const current = view.plan ? getPlan(view.plan).name : t("yourPlan");
    return {
      title: t("paymentNeeded"),
      description: t("paymentNeededText", { current, plan: getPlan(view.awaitingPayment.plan).name }),
      tone: "warning",
    };
  }
  if (view.pendingPlan && view.pendingPlanAt)
    return {
      title: t("scheduled"),
      description: t("scheduledText", { plan: getPlan(view.pendingPlan).name, date: formatDate(view.pendingPlanAt) }),
      tone: "success",
    };
  const now = t("onNow", { plan: view.plan ? getPlan(view.plan).name : t("yourNewPlan") });
  return { title: t("changed"), description: view.debitPending ? `${now} ${t("debit")}` : now, tone: "success" };
}

export type ChangedNotice = (view: Parameters<typeof changedNotice>[1]) => ReturnType<typeof changedNotice>;
