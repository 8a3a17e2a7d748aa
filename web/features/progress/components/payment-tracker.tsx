// The 3-step Payment Progress tracker (spec section 4): Submitted, Approval, Payment.
import { Check, Circle, X } from "lucide-react";
import { Card } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";

type StepState = "complete" | "active" | "rejected" | "upcoming";
type Step = { title: string; text: string; state: StepState };

type Tracked = { status: string; rejectionReason?: string | null };

/** Submitted is always complete; Approval is active while pending, rejected when rejected, else complete;
 *  Payment is active when approved and complete when paid. */
export function trackerSteps({ status, rejectionReason }: Tracked): Step[] {
  const approval: Step =
    status === "pending"
      ? { title: "Approval", text: "Waiting for the client to approve", state: "active" }
      : status === "rejected"
        ? {
            title: "Approval",
            text: rejectionReason
              ? `Client rejected the submission: ${rejectionReason}`
              : "Client rejected the submission",
            state: "rejected",
          }
        : { title: "Approval", text: "Client approved the work", state: "complete" };
  const payment: Step =
    status === "paid"
      ? { title: "Payment", text: "Payment received", state: "complete" }
      : { title: "Payment", text: "Payment pending", state: status === "approved" ? "active" : "upcoming" };
  return [{ title: "Submitted", text: "Progress billing sent", state: "complete" }, approval, payment];
}

const STATE_LABEL: Record<StepState, string> = {
  complete: "done",
  active: "in progress",
  rejected: "rejected",
  upcoming: "not started",
};

export function PaymentTracker(props: Tracked) {
  const steps = trackerSteps(props);
  return (
    <Card>
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        Payment Progress
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
                <span className="sr-only"> ({STATE_LABEL[step.state]})</span>
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
