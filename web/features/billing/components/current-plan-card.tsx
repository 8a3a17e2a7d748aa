// The user's plan and status on /subscription, with Cancel (only when active), Resume (only when canceling)
// and Manage billing (only with Stripe keys configured).
import { useState } from "react";
import { getPlan, TRIAL_PLAN_ID } from "#schema/contracts/plans";
import { canCancel, canResume, type SubscriptionStatusView } from "#schema/contracts/subscription-texts";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/dates";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useOpenBillingPortal, useResumeSubscription } from "../api/subscription";
import { askOwner, billingLine, periodLine, useSubscriptionWords } from "../subscription-words";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { SubscriptionStatusPill } from "./subscription-status-pill";

/** `readOnly`: an office or field member reads the plan; only the owner changes it (ADR 0139). */
export function CurrentPlanCard({ status, readOnly = false }: { status: SubscriptionStatusView; readOnly?: boolean }) {
  const t = useSubscriptionWords();
  const said = useSaid();
  const [confirming, setConfirming] = useState(false);
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  // The trial is Professional without a card; the pill says it is a trial.
  const planName = status.plan
    ? getPlan(status.plan).name
    : status.status === "trialing"
      ? getPlan(TRIAL_PLAN_ID).name
      : t("noPlan");

  const period = periodLine(t, status, readOnly);
  const billing = billingLine(t, status);

  const onResume = async () => {
    try {
      await resume.mutateAsync();
      toast.success(t("resumed"), { description: t("resumedText") });
    } catch (err) {
      toast.error(t("resumeFailed"), { description: said(errorMessage(err)) });
    }
  };

  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-sm font-semibold text-slate-700 uppercase dark:text-slate-300">{t("currentHeading")}</h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-bold" data-testid="current-plan">
          {planName}
        </p>
        <SubscriptionStatusPill
          status={status.status}
          label={status.status === "trialing" && status.entitlement.state === "lapsed" ? t("trialEnded") : undefined}
        />
      </div>
      {period && <p className="text-sm text-slate-700 dark:text-slate-300">{period}</p>}
      {status.pendingPlan && (
        <p className="text-sm font-semibold" data-testid="pending-plan">
          {status.pendingPlanAt
            ? t("changesOn", { plan: getPlan(status.pendingPlan).name, date: formatDate(status.pendingPlanAt) })
            : t("changesNext", { plan: getPlan(status.pendingPlan).name })}
        </p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {status.entitlement.state === "lapsed"
          ? t("activeProjects", { count: status.activeProjects })
          : status.entitlement.quotas.activeProjects === "unlimited"
            ? t("activeAny", { count: status.activeProjects })
            : t("activeOf", { count: status.activeProjects, max: status.entitlement.quotas.activeProjects })}
      </p>
      {billing && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="billing-line">
          {billing}
        </p>
      )}
      {readOnly && <p className="text-sm font-semibold">{askOwner(t, status.ownerName)}</p>}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {canCancel(status.status) && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t("cancelSub")}
            </Button>
          )}
          {canResume(status.status) && (
            <Button onClick={onResume} disabled={resume.isPending}>
              {resume.isPending ? t("resuming") : t("resumeSub")}
            </Button>
          )}
          {status.portalAvailable && (
            <Button
              variant="secondary"
              disabled={portal.isPending}
              onClick={() =>
                portal.mutate(undefined, {
                  onError: (err) => toast.error(t("portalFailed"), { description: said(errorMessage(err)) }),
                })
              }
            >
              {t("manage")}
            </Button>
          )}
        </div>
      )}
      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={setConfirming}
        status={status}
        confirmLabel={t("cancelSub")}
      />
    </Card>
  );
}
