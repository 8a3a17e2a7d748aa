// The cancel confirmation's words (issue 34), loaded with its dialog when the owner reaches for Cancel Subscription
// (ADR 0238): the page's first screen does not carry them.
import { getPlan } from "#schema/contracts/plans";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import { subscriptionCancel } from "#schema/i18n/app/en/subscription-cancel";
import { formatDate } from "#web/lib/dates";
import { defineWords, type Words } from "#web/lib/words";

export const useCancelWords = defineWords(subscriptionCancel, () =>
  import("#schema/i18n/app/es/subscription-cancel").then((m) => m.subscriptionCancel),
);

/** subscription-texts.ts' cancelConfirmation: canceling also calls off a waiting downgrade. */
export function cancelText(
  t: Words<typeof subscriptionCancel>,
  s: Pick<SubscriptionStatusView, "pendingPlan" | "pendingPlanAt">,
) {
  const text = t("cancelText");
  if (!s.pendingPlan) return text;
  const plan = getPlan(s.pendingPlan).name;
  return s.pendingPlanAt
    ? t("cancelSwitchOn", { text, plan, date: formatDate(s.pendingPlanAt) })
    : t("cancelSwitch", { text, plan });
}
