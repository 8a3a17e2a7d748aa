// A decided progress, read-only: approved (who, when) or rejected (when, why), and paid when it is.
import { CheckCircle2, XCircle } from "lucide-react";
import { Card } from "#web/components/ui/card";
import { formatDate } from "#web/lib/dates";
import type { ApprovalView } from "../api/approval";
import { useSigningPageWords } from "../signing-page-words";

export function DecisionSummary({ view, timeZone }: { view: ApprovalView; timeZone?: string }) {
  const { decision, progress } = view;
  const t = useSigningPageWords();
  if (!decision) return null;
  const when = formatDate(decision.decidedAt, timeZone);
  if (decision.decision === "rejected") {
    return (
      <Card className="flex gap-3 border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950" role="status">
        <XCircle className="h-6 w-6 shrink-0 text-red-700 dark:text-red-400" aria-hidden="true" />
        <div>
          <p className="font-semibold text-red-900 dark:text-red-100">{t("rejectedOn", { when })}</p>
          <p className="mt-1 text-sm text-red-900 dark:text-red-100">
            {decision.reason ? t("rejectionReason", { reason: decision.reason }) : t("noReason")}
          </p>
          <p className="mt-2 text-sm text-red-900 dark:text-red-100">
            {t("rejectedFollowUp", { company: view.contractor.companyName })}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex gap-3 border-green-200 bg-green-50 dark:border-green-900 dark:bg-green-950" role="status">
      <CheckCircle2 className="h-6 w-6 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
      <div>
        <p className="font-semibold text-green-900 dark:text-green-100">
          {decision.signerName ? t("approvedByOn", { name: decision.signerName, when }) : t("approvedOn", { when })}
        </p>
        <p className="mt-1 text-sm text-green-900 dark:text-green-100">
          {progress.status === "paid"
            ? progress.paidAt
              ? t("paidOn", { when: formatDate(progress.paidAt, timeZone) })
              : t("paid")
            : t("approvalFinal")}
        </p>
      </div>
    </Card>
  );
}
