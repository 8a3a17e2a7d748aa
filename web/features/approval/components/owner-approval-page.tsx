// /progress/approve/:progressId and /progress/:progressId/approve: the same screen, signed in person on the owner's
// device. The client's moment: the page to itself (no app shell, back button, navigation or help button).
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { errorMessage, hasErrorCode } from "#web/lib/api";
import { useCommonWords } from "#web/lib/common-words";
import { useCan } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { ownerApprovalQuery, useOwnerDecision } from "../api/approval";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useSigningPageWords } from "../signing-page-words";
import { useSigningWords } from "../signing-words";
import { DecisionSummary } from "./decision-summary";
import { ProgressNotFound } from "./progress-not-found";
import { ProgressSummary } from "./progress-summary";
import { PublicFrame } from "./public-frame";
import { useRedirectAfterDecision } from "./thank-you-state";

// The form (validation, dialog, signature pad) loads while the client reads the work, not before it shows.
const DecisionPanel = lazy(() => import("./decision-panel").then((m) => ({ default: m.DecisionPanel })));

export default function OwnerApprovalPage() {
  const id = Number(useParams().progressId);
  const valid = Number.isInteger(id) && id > 0;
  const view = useQuery({ ...ownerApprovalQuery(valid ? id : 0), enabled: valid });
  const { approve, reject } = useOwnerDecision(valid ? id : 0);
  const timeZone = useQuery(userQuery).data?.timezone;
  const redirect = useRedirectAfterDecision();
  // A field member signs in person but has no Invoices tab: the way back is where their role may go.
  const readsMoney = useCan("money:read");
  const t = useSigningPageWords();
  const common = useCommonWords();
  const signing = useSigningWords();
  useDocumentTitle(t("title"));

  if (!valid || hasErrorCode(view.error, "NOT_FOUND")) {
    return (
      <PublicFrame>
        <ProgressNotFound
          action={
            <Link to={readsMoney ? "/invoices" : "/projects"} className={buttonClass("secondary")}>
              {readsMoney ? t("backToInvoices") : t("backToProjects")}
            </Link>
          }
        />
      </PublicFrame>
    );
  }
  if (view.isError) {
    return (
      <PublicFrame>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Card role="alert" className="space-y-3">
          <p className="font-semibold">{t("loadFailed")}</p>
          <p className="text-sm">{errorMessage(view.error)}</p>
          <Button variant="secondary" onClick={() => view.refetch()}>
            {common("tryAgain")}
          </Button>
        </Card>
      </PublicFrame>
    );
  }
  if (view.isPending) {
    return (
      <PublicFrame>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <div className="space-y-4" role="status" aria-label={common("loading")}>
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-56 w-full rounded-xl" />
        </div>
      </PublicFrame>
    );
  }

  const data = view.data;
  return (
    <PublicFrame company={data.contractor.companyName}>
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {data.progress.status === "pending" && (
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t("handDevice", { name: data.client.name })}</p>
        )}
      </div>
      {data.progress.status !== "pending" && <DecisionSummary view={data} timeZone={timeZone} />}
      <ProgressSummary view={data} />
      {data.progress.status === "pending" ? (
        <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
          <DecisionPanel
            view={data}
            approve={approve}
            reject={reject}
            onDecided={(decision) =>
              redirect({ decision, progressId: data.progress.id, company: data.contractor.companyName })
            }
          />
        </Suspense>
      ) : (
        <Link to={`/progress/${data.progress.id}`} className={buttonClass("primary", "lg", "w-full")}>
          {signing("backToStatus")}
        </Link>
      )}
    </PublicFrame>
  );
}
