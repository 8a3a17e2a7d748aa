// The owner's plan or billing-period change, confirmed: what changes and what is charged when. Its texts are only
// needed once a change is chosen, so this view loads on intent (plan-change-dialog.tsx, ADR 0167).

import type { BillingPeriod, PlanId } from "#schema/contracts/plans";
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog-view";
import {
  type ChangedNotice,
  changedNotice,
  periodConfirmation,
  planConfirmation,
  usePlanChangeWords,
} from "../plan-change-words";

export type PlanChangeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: SubscriptionStatusView;
  /** Another plan (or the current one, to keep it while a downgrade waits). */
  to: PlanId | null;
  /** The same plan billed by the other period. */
  period: BillingPeriod | null;
  /** The company's currency: the confirmation quotes the prices Checkout charged in it. */
  currency: string | undefined;
  pending: boolean;
  /** Given the notice to show once the change is done, in the reader's language. */
  onConfirm: (notice: ChangedNotice) => void;
};

export function PlanChangeDialog({
  current,
  to,
  period,
  currency,
  pending,
  onConfirm,
  ...dialog
}: PlanChangeDialogProps) {
  const t = usePlanChangeWords();
  if (!current.plan) return null;
  const confirmation = period
    ? periodConfirmation(t, {
        plan: current.plan,
        from: current.period,
        to: period,
        periodEnd: current.currentPeriodEnd,
        paidFrom: current.paidFrom,
        currency,
      })
    : to
      ? planConfirmation(t, {
          from: current.plan,
          to,
          periodEnd: current.currentPeriodEnd,
          pendingPlan: current.pendingPlan,
          period: current.period,
          paidFrom: current.paidFrom,
          teamSize: current.teamSize,
          currency,
        })
      : null;
  if (!confirmation) return null;
  return (
    <ConfirmDialog
      {...dialog}
      title={confirmation.title}
      description={confirmation.description}
      confirmLabel={confirmation.confirmLabel}
      cancelLabel={t("notNow")}
      pendingLabel={t("changing")}
      pending={pending}
      onConfirm={() => onConfirm((view) => changedNotice(t, view))}
      tone="primary"
    />
  );
}
