// The user's plan and status on /subscription, with Cancel (only when active), Resume (only when canceling)
// and Manage billing (only with Stripe keys configured).
import { useState } from "react";
import { getPlan, TRIAL_PLAN_ID } from "#schema/contracts/plans";
import {
  askOwnerLine,
  billingLine,
  canCancel,
  cancelConfirmation,
  canResume,
  type SubscriptionStatusView,
  trialContinuesLine,
} from "#schema/contracts/subscription-texts";
import { formatDate } from "#schema/rules/dates";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { useCancelSubscription, useOpenBillingPortal, useResumeSubscription } from "../api/subscription";
import { SubscriptionStatusPill } from "./subscription-status-pill";

function periodLine(s: SubscriptionStatusView, readOnly: boolean) {
  // Only the owner is asked to choose a plan; the others read the state and whom to ask (below).
  const choose = readOnly ? "" : " Choose a plan to add new projects and record meetings.";
  const end = s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : null;
  switch (s.status) {
    case "trialing":
      return s.entitlement.state === "trialing"
        ? `Free trial of Professional: ${s.trialDaysLeft} ${s.trialDaysLeft === 1 ? "day" : "days"} left${end ? ` (ends ${end})` : ""}.`
        : `Your free trial has ended.${choose}`;
    case "active":
      // One outcome per date: with a switch waiting, the plan that follows the trial is the one switched to, and
      // the renewal is said by the switch's own line.
      if (s.trialQuotasUntil && (s.pendingPlan ?? s.plan))
        return trialContinuesLine(getPlan((s.pendingPlan ?? s.plan)!).name, s.trialQuotasUntil);
      if (s.pendingPlan) return null;
      return end ? `Renews on ${end}.` : "Your plan is active.";
    case "canceling":
      return end ? `Ends on ${end}. You keep full access until then.` : "Ends at the end of the billing period.";
    case "past_due":
      return "Your last payment didn't go through. Stripe will retry; update your card to keep your plan.";
    case "canceled":
      return `Your subscription has ended.${choose}`;
    default:
      return "Your subscription is not active yet.";
  }
}

/** `readOnly`: an office or field member reads the plan; only the owner changes it (ADR 0139). */
export function CurrentPlanCard({ status, readOnly = false }: { status: SubscriptionStatusView; readOnly?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  // The trial is Professional without a card; the pill says it is a trial.
  const planName = status.plan
    ? getPlan(status.plan).name
    : status.status === "trialing"
      ? getPlan(TRIAL_PLAN_ID).name
      : "No plan";

  const period = periodLine(status, readOnly);
  const billing = billingLine(status);

  const onCancel = async () => {
    try {
      const next = await cancel.mutateAsync();
      setConfirming(false);
      toast.success("Subscription canceled", {
        description: `It ends at the end of the billing period${next.currentPeriodEnd ? `, on ${formatDate(next.currentPeriodEnd)}` : ""}.`,
      });
    } catch (err) {
      setConfirming(false);
      toast.error("Error canceling subscription", { description: errorMessage(err) });
    }
  };
  const onResume = async () => {
    try {
      await resume.mutateAsync();
      toast.success("Subscription resumed", { description: "Your plan renews as usual." });
    } catch (err) {
      toast.error("Error resuming subscription", { description: errorMessage(err) });
    }
  };

  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-sm font-semibold text-slate-700 uppercase dark:text-slate-300">Current plan</h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-bold" data-testid="current-plan">
          {planName}
        </p>
        <SubscriptionStatusPill
          status={status.status}
          label={status.status === "trialing" && status.entitlement.state === "lapsed" ? "Trial ended" : undefined}
        />
      </div>
      {period && <p className="text-sm text-slate-700 dark:text-slate-300">{period}</p>}
      {status.pendingPlan && (
        <p className="text-sm font-semibold" data-testid="pending-plan">
          Changes to {getPlan(status.pendingPlan).name}
          {status.pendingPlanAt ? ` on ${formatDate(status.pendingPlanAt)}` : " at the next billing cycle"}.
        </p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Active projects: {status.activeProjects}
        {status.entitlement.state === "lapsed"
          ? ""
          : status.entitlement.quotas.activeProjects === "unlimited"
            ? " (unlimited)"
            : ` of ${status.entitlement.quotas.activeProjects}`}
      </p>
      {billing && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="billing-line">
          {billing}
        </p>
      )}
      {readOnly && <p className="text-sm font-semibold">{askOwnerLine(status.ownerName)}</p>}
      {!readOnly && (
        <div className="flex flex-wrap gap-2">
          {canCancel(status.status) && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          )}
          {canResume(status.status) && (
            <Button onClick={onResume} disabled={resume.isPending}>
              {resume.isPending ? "Resuming..." : "Resume Subscription"}
            </Button>
          )}
          {status.portalAvailable && (
            <Button
              variant="secondary"
              disabled={portal.isPending}
              onClick={() =>
                portal.mutate(undefined, {
                  onError: (err) => toast.error("Couldn't open billing", { description: errorMessage(err) }),
                })
              }
            >
              Manage billing
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel subscription?"
        description={cancelConfirmation(status)}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        pendingLabel="Canceling..."
        pending={cancel.isPending}
        onConfirm={onCancel}
      />
    </Card>
  );
}
