// The owner's Cancel Subscription confirmation and the toasts after it, with their words: loaded on the first intent
// on /subscription or when Cancel Subscription is pressed (lazy-dialog.tsx, ADR 0238).
import type { SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/dates";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useCancelSubscription } from "../api/subscription";
import { cancelText, useCancelWords } from "../cancel-words";

export type CancelSubscriptionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: Pick<SubscriptionStatusView, "pendingPlan" | "pendingPlanAt">;
  /** The button's own label (Cancel Subscription), the page's word. */
  confirmLabel: string;
};

export function CancelSubscriptionDialog({ open, onOpenChange, status, confirmLabel }: CancelSubscriptionProps) {
  const t = useCancelWords();
  const said = useSaid();
  const cancel = useCancelSubscription();
  const onCancel = async () => {
    try {
      const next = await cancel.mutateAsync();
      onOpenChange(false);
      toast.success(t("canceled"), {
        description: next.currentPeriodEnd
          ? t("canceledOn", { date: formatDate(next.currentPeriodEnd) })
          : t("canceledText"),
      });
    } catch (err) {
      onOpenChange(false);
      toast.error(t("cancelFailed"), { description: said(errorMessage(err)) });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("cancelTitle")}
      description={cancelText(t, status)}
      confirmLabel={confirmLabel}
      cancelLabel={t("keepSub")}
      pendingLabel={t("canceling")}
      pending={cancel.isPending}
      onConfirm={onCancel}
    />
  );
}
