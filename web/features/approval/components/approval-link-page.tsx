// /a/:token: the client's Progress Approval screen, opened from a text or email; no account, no app shell, no back button.
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card, Skeleton } from "../../../components/ui/card";
import { hasErrorCode } from "../../../lib/api";
import { approvalLinkQuery, useLinkDecision } from "../api/approval";
import { useDocumentTitle } from "../hooks/use-document-title";
import { DecisionSummary } from "./decision-summary";
import { PaymentOptions } from "./payment-options";
import { ProgressNotFound } from "./progress-not-found";
import { ProgressSummary } from "./progress-summary";
import { PublicFrame } from "./public-frame";
import { type ThankYouState, useRedirectAfterDecision } from "./thank-you-state";

// The form (validation, dialog, signature pad) loads while the client reads the work, not before it shows.
const DecisionPanel = lazy(() => import("./decision-panel").then((m) => ({ default: m.DecisionPanel })));

export default function ApprovalLinkPage() {
  const token = useParams().token ?? "";
  const view = useQuery(approvalLinkQuery(token));
  const { approve, reject } = useLinkDecision(token);
  const redirect = useRedirectAfterDecision();
  useDocumentTitle("Progress Approval");

  if (view.isPending) {
    return (
      <PublicFrame>
        <h1 className="text-2xl font-bold">Progress Approval</h1>
        <Card className="space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-16 w-full" />
        </Card>
        <Skeleton className="h-56 w-full rounded-xl" />
      </PublicFrame>
    );
  }
  if (view.isError) {
    if (hasErrorCode(view.error, "NOT_FOUND")) {
      return (
        <PublicFrame>
          <ProgressNotFound />
        </PublicFrame>
      );
    }
    return (
      <PublicFrame>
        <h1 className="text-2xl font-bold">Progress Approval</h1>
        <Card role="alert" className="space-y-3">
          <p className="font-semibold">Can't load this page right now</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">Check your signal, then try again.</p>
          <Button onClick={() => view.refetch()}>Try again</Button>
        </Card>
      </PublicFrame>
    );
  }

  const data = view.data;
  const state = (decision: ThankYouState["decision"]): ThankYouState => ({
    decision,
    token,
    company: data.contractor.companyName,
  });
  return (
    <PublicFrame company={data.contractor.companyName}>
      <div>
        <h1 className="text-2xl font-bold">Progress Approval</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          {data.progress.status === "pending"
            ? `${data.contractor.companyName} asks you to review this work and approve it with your signature.`
            : `${data.contractor.companyName} billed this work to ${data.client.companyName}.`}
        </p>
      </div>
      {data.progress.status !== "pending" && <DecisionSummary view={data} />}
      <ProgressSummary view={data} />
      {data.progress.status === "pending" ? (
        <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
          <DecisionPanel
            view={data}
            mode="link"
            approve={approve}
            reject={reject}
            onDecided={(d) => redirect(state(d))}
          />
        </Suspense>
      ) : (
        <PaymentOptions view={data} token={token} />
      )}
      <ContractorContact view={data} />
    </PublicFrame>
  );
}

function ContractorContact({
  view,
}: {
  view: { contractor: { name: string; companyName: string; phone: string | null; email: string } };
}) {
  const { contractor } = view;
  return (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      Questions? Contact {contractor.name} at {contractor.companyName}:{" "}
      {contractor.phone && (
        <>
          <a
            className="font-medium text-brand-700 underline dark:text-brand-100"
            href={`tel:${contractor.phone.replace(/[^\d+]/g, "")}`}
          >
            {contractor.phone}
          </a>{" "}
          or{" "}
        </>
      )}
      <a className="font-medium text-brand-700 underline dark:text-brand-100" href={`mailto:${contractor.email}`}>
        {contractor.email}
      </a>
    </p>
  );
}
