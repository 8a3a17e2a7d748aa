// A decided progress, read-only: approved (who, when) or rejected (when, why), and paid when it is.
import { CheckCircle2, XCircle } from "lucide-react";
import { APPROVAL_TEXTS as T } from "#schema/contracts/approval-texts";
import { Card } from "#web/components/ui/card";
import { formatDate } from "#web/lib/dates";
import type { ApprovalView } from "../api/approval";

export function DecisionSummary({ view, timeZone }: { view: ApprovalView; timeZone?: string }) {
  const { decision, progress } = view;
  if (!decision) return null;
  const when = formatDate(decision.decidedAt, timeZone);
  if (decision.decision === "rejected") {
    return (
      <Card className="flex gap-3 border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950" role="status">
        <XCircle className="h-6 w-6 shrink-0 text-red-700 dark:text-red-400" aria-hidden="true" />
        <div>
          <p className="font-semibold text-red-900 dark:text-red-100">{T.rejectedOn(when)}</p>
          <p className="mt-1 text-sm text-red-900 dark:text-red-100">{T.rejectionReason(decision.reason)}</p>
          <p className="mt-2 text-sm text-red-900 dark:text-red-100">
            {T.rejectedFollowUp(view.contractor.companyName)}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex gap-3 border-green-200 bg-green-50 dark:border-green-900 dark:bg-green-950" role="status">
      <CheckCircle2 className="h-6 w-6 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
      <div>
        <p className="font-semibold text-green-900 dark:text-green-100">{T.approvedOn(decision.signerName, when)}</p>
        <p className="mt-1 text-sm text-green-900 dark:text-green-100">
          {progress.status === "paid"
            ? T.paidThanks(progress.paidAt ? formatDate(progress.paidAt, timeZone) : null)
            : T.approvalFinal}
        </p>
      </div>
    </Card>
  );
}
