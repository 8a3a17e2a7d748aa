// The second summary block: what is overdue, and how long clients take to approve and to pay.
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { formatMoney } from "#schema/rules/money";
import { Card, Skeleton } from "#web/components/ui/card";
import { type Dashboard, perCurrency } from "../api/dashboard";
import { useDashboardWords } from "../words";

function Average({ label, value, none }: { label: string; value: number | null; none: string }) {
  const t = useDashboardWords();
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">
        {value === null ? (
          <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{none}</span>
        ) : (
          t("days", { count: value })
        )}
      </dd>
    </div>
  );
}

export function CollectionsCard({
  data,
}: {
  data:
    | (Pick<Dashboard, "overdue" | "turnaround"> & Partial<Pick<Dashboard, "overdueByCurrency" | "locale">>)
    | undefined;
}) {
  const t = useDashboardWords();
  return (
    <Card className="space-y-4" aria-labelledby="collections-title" role="region">
      <h2 id="collections-title" className="text-lg font-semibold">
        {t("collectionsTitle")}
      </h2>
      {!data ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">{t("loadingCollections")}</span>
          <Skeleton className="h-14 w-full" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          {data.overdue.count > 0 ? (
            <Link
              to="/invoices?show=overdue"
              className="flex min-h-14 items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 hover:bg-red-100 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
            >
              <AlertTriangle className="h-6 w-6 shrink-0" aria-hidden="true" />
              <span>
                <span className="block text-xs font-semibold uppercase tracking-wide">{t("overdue")}</span>
                <span className="block font-bold">
                  {t("overdueInvoices", { count: data.overdue.count })} ·{" "}
                  {perCurrency(
                    (data.overdueByCurrency ?? [{ currency: undefined, ...data.overdue }]).map((o) => ({
                      currency: o.currency,
                      minor: o.amount,
                    })),
                    data.locale,
                    formatMoney,
                  )}
                </span>
              </span>
            </Link>
          ) : (
            <div className="flex min-h-14 items-center gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100">
              <CheckCircle2 className="h-6 w-6 shrink-0" aria-hidden="true" />
              <p>
                <span className="block text-xs font-semibold uppercase tracking-wide">{t("overdue")}</span>
                <span className="block font-bold">{t("nothingOverdue")}</span>
              </p>
            </div>
          )}
          <dl className="grid grid-cols-2 gap-3">
            <Average label={t("avgToApproval")} value={data.turnaround.avgDaysToApproval} none={t("noApprovals")} />
            <Average label={t("avgToPayment")} value={data.turnaround.avgDaysToPayment} none={t("noPayments")} />
          </dl>
        </div>
      )}
    </Card>
  );
}
