// A decided progress, read-only: approved (who, when) or rejected (when, why), and paid when it is.
import { CheckCircle2, XCircle } from "lucide-react";
import { formatDate } from "../../../../schema/rules/dates";
import { Card } from "../../../components/ui/card";
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
          <p className="font-semibold text-red-900 dark:text-red-100">Rejected on {when}</p>
          <p className="mt-1 text-sm text-red-900 dark:text-red-100">
            {decision.reason ? `Reason: ${decision.reason}` : "No reason was given."}
          </p>
          <p className="mt-2 text-sm text-red-900 dark:text-red-100">
            No payment is due for this progress. {view.contractor.companyName} will follow up.
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
          Approved{decision.signerName ? ` by ${decision.signerName}` : ""} on {when}
        </p>
        {progress.status === "paid" ? (
          <p className="mt-1 text-sm text-green-900 dark:text-green-100">
            Paid{progress.paidAt ? ` on ${formatDate(progress.paidAt, timeZone)}` : ""}. Thank you!
          </p>
        ) : (
          <p className="mt-1 text-sm text-green-900 dark:text-green-100">
            This approval is final. The signed record is attached to the invoice.
          </p>
        )}
      </div>
    </Card>
  );
}
