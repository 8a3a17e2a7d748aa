// The 3-step Payment Progress tracker (spec section 4): Submitted, Approval, Payment.
import { Check, Circle, X } from "lucide-react";
import { Card } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { useStatusWords } from "../words/status";

type StepState = "complete" | "active" | "rejected" | "upcoming";
type Step = { title: string; text: string; state: StepState };
type Say = ReturnType<typeof useStatusWords>;

type Tracked = { status: string; rejectionReason?: string | null };

/** Submitted is always complete; Approval is active while pending, rejected when rejected, else complete;
 *  Payment is active when approved and complete when paid. */
export function trackerSteps({ status, rejectionReason }: Tracked, t: Say = useStatusWords.english): Step[] {
  const approval: Step =
    status === "pending"
      ? { title: t("trackerApproval"), text: t("trackerWaiting"), state: "active" }
      : status === "rejected"
        ? {
            title: t("trackerApproval"),
            text: rejectionReason ? t("trackerRejectedWhy", { reason: rejectionReason }) : t("trackerRejected"),
            state: "rejected",
          }
        : { title: t("trackerApproval"), text: t("trackerApproved"), state: "complete" };
  const payment: Step =
    status === "paid"
      ? { title: t("trackerPayment"), text: t("trackerPaid"), state: "complete" }
      : {
          title: t("trackerPayment"),
          text: t("trackerPaymentPending"),
          state: status === "approved" ? "active" : "upcoming",
        };
  return [{ title: t("trackerSubmitted"), text: t("trackerSubmittedText"), state: "complete" }, approval, payment];
}

const STATE_LABEL = {
  complete: "stateComplete",
  active: "stateActive",
  rejected: "stateRejected",
  upcoming: "stateUpcoming",
} as const satisfies Record<StepState, string>;

export function PaymentTracker(props: Tracked) {
  const t = useStatusWords();
  const steps = trackerSteps(props, t);
  return (
    <Card>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t("paymentProgress")}
      </h2>
      <ol className="space-y-0">
        {steps.map((step, i) => (
          <li
            key={step.title}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={step.state === "active" ? "step" : undefined}
          >
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-9 bottom-1 left-[17px] w-0.5",
                  step.state === "complete" ? "bg-green-600" : "bg-slate-200 dark:bg-slate-700",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 flex h-9 w-9 shrink-0 items-center justify-center rounded-full",
                step.state === "complete" && "bg-green-600 text-white",
                step.state === "active" &&
                  "bg-amber-100 text-amber-800 ring-2 ring-amber-500 dark:bg-amber-950 dark:text-amber-200",
                step.state === "rejected" && "bg-red-600 text-white",
                step.state === "upcoming" && "bg-slate-100 text-slate-500 dark:bg-slate-800",
              )}
            >
              {step.state === "complete" ? (
                <Check className="h-5 w-5" />
              ) : step.state === "rejected" ? (
                <X className="h-5 w-5" />
              ) : (
                <Circle className="h-3 w-3 fill-current" />
              )}
            </span>
            <div className="pt-1.5">
              <p className="font-semibold">
                {step.title}
                <span className="sr-only"> ({t(STATE_LABEL[step.state])})</span>
              </p>
              <p
                className={cn(
                  "text-sm",
                  step.state === "rejected"
                    ? "font-medium text-red-700 dark:text-red-400"
                    : "text-slate-700 dark:text-slate-300",
                )}
              >
                {step.text}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
