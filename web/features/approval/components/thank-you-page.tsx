// /thank-you after in-person signing on the contractor's device. A decision through the client's link gets the Worker's
// /thank-you instead (ADR 0090), with the payment options; this page shows when that browser has no such decision.
import { CheckCircle2, MessageSquareWarning } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useSigningWords } from "../signing-words";
import { PublicFrame } from "./public-frame";
import type { ThankYouState } from "./thank-you-state";

const isThankYouState = (value: unknown): value is ThankYouState =>
  typeof value === "object" &&
  value !== null &&
  "decision" in value &&
  (value.decision === "approved" || value.decision === "rejected");

export default function ThankYouPage() {
  const t = useSigningWords();
  const { state } = useLocation();
  useDocumentTitle(t("thanks"));
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
  const t = useSigningWords();
  const company = state.company;
  return (
    <>
      <Heading title={t("thanksApprovedTitle")}>
        <p>{t("thanksApproved", { company })}</p>
      </Heading>
      <Card>
        <h2 className="font-semibold">{t("nextSteps")}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>{t("stepInvoice", { company })}</li>
          <li>{t("stepConfirm")}</li>
        </ol>
      </Card>
      <OwnerWayBack state={state} />
    </>
  );
}

function Rejected({ state }: { state: ThankYouState }) {
  const t = useSigningWords();
  return (
    <>
      <Heading title={t("thanksRejectedTitle")} tone="info">
        <p>{t("thanksRejected", { company: state.company })}</p>
      </Heading>
      <OwnerWayBack state={state} />
    </>
  );
}

function Generic() {
  const t = useSigningWords();
  return (
    <Heading title={t("thanksApprovedTitle")}>
      <p>{t("recorded")}</p>
    </Heading>
  );
}

/** In-person signing: hand the phone back, and the contractor returns to the progress. */
function OwnerWayBack({ state }: { state: ThankYouState }) {
  const t = useSigningWords();
  if (!state.progressId) return null;
  return (
    <div className="space-y-2 text-center">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("handBack", { company: state.company })}</p>
      <Link to={`/progress/${state.progressId}`} className={buttonClass("primary", "lg", "w-full")}>
        {t("backToStatus")}
      </Link>
    </div>
  );
}
