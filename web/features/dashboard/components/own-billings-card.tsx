// Your billings: a field member's own billings by state, where the owner and office see the company's cash flow.

import { ownBillings } from "#schema/i18n/app/en/own-billings";
import { formatMoney } from "#schema/rules/money";
import { Card, Skeleton } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { defineWords } from "#web/lib/words";
import { type Dashboard, perCurrency } from "../api/dashboard";

// Its own words: only a field member's dashboard loads this card.
const useOwnBillingsWords = defineWords(ownBillings, () =>
  import("#schema/i18n/app/es/own-billings").then((m) => m.ownBillings),
);

const STATES = [
  { key: "pending", label: "awaitingApproval", dot: "bg-amber-500" },
  { key: "approved", label: "statusApproved", dot: "bg-brand-600" },
  { key: "paid", label: "statusPaid", dot: "bg-green-600" },
  { key: "rejected", label: "changesRequested", dot: "bg-red-600" },
] as const;

/** The server scopes a field member's figures to the billings they made (ADR 0144): every number here is theirs. */
export function OwnBillingsCard({
  data,
}: {
  data:
    | (Pick<Dashboard, "cashFlow" | "billingCounts"> & Partial<Pick<Dashboard, "cashFlowByCurrency" | "locale">>)
    | undefined;
}) {
  const t = useOwnBillingsWords();
  return (
    <Card className="space-y-4" aria-labelledby="own-billings-title" role="region">
      <h2 id="own-billings-title" className="text-lg font-semibold">
        {t("yourBillings")}
      </h2>
      {!data ? (
        <div className="grid grid-cols-2 gap-3" aria-busy="true">
          <span className="sr-only">{t("loadingYourBillings")}</span>
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
                {t(s.label)}
              </dt>
              <dd className="mt-1 text-lg font-bold tabular-nums">
                {t("billings", { count: data.billingCounts[s.key] })}
              </dd>
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
