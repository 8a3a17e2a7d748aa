// Your billings: a field member's own billings by state, where the owner and office see the company's cash flow.
import { formatMoney } from "#schema/rules/money";
import { Card, Skeleton } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { type Dashboard, perCurrency } from "../api/dashboard";

const STATES = [
  { key: "pending", label: "Awaiting approval", dot: "bg-amber-500" },
  { key: "approved", label: "Approved", dot: "bg-brand-600" },
  { key: "paid", label: "Paid", dot: "bg-green-600" },
  { key: "rejected", label: "Changes requested", dot: "bg-red-600" },
] as const;

const billings = (n: number) => `${n} ${n === 1 ? "billing" : "billings"}`;

/** The server scopes a field member's figures to the billings they made (ADR 0144): every number here is theirs. */
export function OwnBillingsCard({
  data,
}: {
  data:
    | (Pick<Dashboard, "cashFlow" | "billingCounts"> & Partial<Pick<Dashboard, "cashFlowByCurrency" | "locale">>)
    | undefined;
}) {
  return (
    <Card className="space-y-4" aria-labelledby="own-billings-title" role="region">
      <h2 id="own-billings-title" className="text-lg font-semibold">
        Your billings
      </h2>
      {!data ? (
        <div className="grid grid-cols-2 gap-3" aria-busy="true">
          <span className="sr-only">Loading your billings</span>
          {STATES.map((s) => (
            <Skeleton key={s.key} className="h-16" />
          ))}
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3">
          {STATES.map((s) => (
            <div key={s.key} className="min-w-0 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-700 dark:text-slate-300">
                <span className={cn("h-2.5 w-2.5 shrink-0 rounded-full", s.dot)} aria-hidden="true" />
                {s.label}
              </dt>
              <dd className="mt-1 text-lg font-bold tabular-nums">{billings(data.billingCounts[s.key])}</dd>
              {s.key !== "rejected" && (
                <dd className="text-xs text-slate-600 dark:text-slate-400">
                  {perCurrency(
                    (data.cashFlowByCurrency ?? [{ currency: undefined, ...data.cashFlow }]).map((g) => ({
                      currency: g.currency,
                      minor: g[s.key],
                    })),
                    data.locale,
                    formatMoney,
                  )}
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
