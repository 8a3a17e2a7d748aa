// /thank-you after in-person signing on the contractor's device. A decision through the client's link gets the Worker's
// /thank-you instead (ADR 0090), with the payment options; this page shows when that browser has no such decision.
import { CheckCircle2, MessageSquareWarning } from "lucide-react";
import { Link, useLocation } from "react-router";
import { THANK_YOU_TEXTS as T } from "#schema/contracts/thank-you-texts";
import { buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { useDocumentTitle } from "../hooks/use-document-title";
import { PublicFrame } from "./public-frame";
import type { ThankYouState } from "./thank-you-state";

const isThankYouState = (value: unknown): value is ThankYouState =>
  typeof value === "object" &&
  value !== null &&
  "decision" in value &&
  (value.decision === "approved" || value.decision === "rejected");

export default function ThankYouPage() {
  const { state } = useLocation();
  useDocumentTitle(T.title);
  const s = isThankYouState(state) ? state : null;
  return (
    <PublicFrame company={s?.company}>
      {s?.decision === "approved" ? (
        <Approved state={s} />
      ) : s?.decision === "rejected" ? (
        <Rejected state={s} />
      ) : (
        <Generic />
      )}
    </PublicFrame>
  );
}

function Heading({ title, children, tone = "ok" }: { title: string; children: React.ReactNode; tone?: "ok" | "info" }) {
  return (
    <div className="flex flex-col items-center gap-2 pt-4 text-center">
      {tone === "ok" ? (
        <CheckCircle2 className="h-14 w-14 text-green-600" aria-hidden="true" />
      ) : (
        <MessageSquareWarning className="h-14 w-14 text-brand-600" aria-hidden="true" />
      )}
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="max-w-md text-slate-700 dark:text-slate-300">{children}</div>
    </div>
  );
}

function Approved({ state }: { state: ThankYouState }) {
  return (
    <>
      <Heading title={T.approvedTitle}>
        <p>{T.approved(state.company)}</p>
      </Heading>
      <Card>
        <h2 className="font-semibold">{T.nextSteps}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>{state.company} sends you the invoice and the ways to pay.</li>
          <li>They confirm once your payment arrives.</li>
        </ol>
      </Card>
      <OwnerWayBack state={state} />
    </>
  );
}

function Rejected({ state }: { state: ThankYouState }) {
  return (
    <>
      <Heading title={T.rejectedTitle} tone="info">
        <p>{T.rejected(state.company)}</p>
      </Heading>
      <OwnerWayBack state={state} />
    </>
  );
}

function Generic() {
  return (
    <Heading title={T.approvedTitle}>
      <p>Your response has been recorded. You can close this page; the contractor has been notified.</p>
    </Heading>
  );
}

/** In-person signing: hand the phone back, and the contractor returns to the progress. */
function OwnerWayBack({ state }: { state: ThankYouState }) {
  if (!state.progressId) return null;
  return (
    <div className="space-y-2 text-center">
      <p className="text-sm text-slate-600 dark:text-slate-400">Please hand the device back to {state.company}.</p>
      <Link to={`/progress/${state.progressId}`} className={buttonClass("primary", "lg", "w-full")}>
        Back to Payment Status
      </Link>
    </div>
  );
}
