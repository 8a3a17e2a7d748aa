// Cash Flow Summary: pending, approved and paid totals (whole when whole), and a bar of their rounded shares; one
// set per currency when the company bills in several (issue 33: never added across currencies).
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { formatMoney } from "#schema/rules/money";
import { Card, Skeleton } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { useCommonWords } from "#web/lib/common-words";
import { cashFlowShares, type Dashboard } from "../api/dashboard";
import { useDashboardWords } from "../words";

const PARTS = [
  { key: "pending", label: "statusPending", dot: "bg-amber-500", bar: "bg-amber-500" },
  { key: "approved", label: "statusApproved", dot: "bg-brand-600", bar: "bg-brand-600" },
  { key: "paid", label: "statusPaid", dot: "bg-green-600", bar: "bg-green-600" },
] as const;

type Totals = { pending: number; approved: number; paid: number };
type CurrencyTotals = Totals & { currency: string };

/** One currency's figures, its bar of shares and its total: shares and totals never mix currencies (issue 33). */
function Figures({ totals, format }: { totals: Totals; format: (minor: number) => string }) {
  const shares = cashFlowShares(totals);
  const t = useDashboardWords();
  const common = useCommonWords();
  return (
    <>
      <dl className="grid grid-cols-3 gap-3">
        {PARTS.map((p) => (
          <div key={p.key} className="min-w-0">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-700 dark:text-slate-300">
              <span className={cn("h-2.5 w-2.5 shrink-0 rounded-full", p.dot)} aria-hidden="true" />
              {common(p.label)}
            </dt>
            <dd className="truncate text-lg font-bold tabular-nums sm:text-xl">{format(totals[p.key])}</dd>
            <dd className="text-xs text-slate-600 dark:text-slate-400">{t("ofTotal", { percent: shares[p.key] })}</dd>
          </div>
        ))}
      </dl>
      <div
        role="img"
        aria-label={
          shares.total > 0
            ? t("shareOfTotal", { parts: PARTS.map((p) => `${common(p.label)} ${shares[p.key]}%`).join(", ") })
            : t("nothingBilled")
        }
        className="flex h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        {PARTS.map((p) =>
          shares[p.key] > 0 ? <div key={p.key} className={p.bar} style={{ width: `${shares[p.key]}%` }} /> : null,
        )}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {shares.total > 0 ? (
          <>
            {t("totalBilled")} <span className="font-semibold">{format(shares.total)}</span>
          </>
        ) : (
          t("nothingBilledHint")
        )}
      </p>
    </>
  );
}

export function CashFlowCard({
  cashFlow,
  byCurrency,
  locale,
}: {
  cashFlow: Dashboard["cashFlow"] | undefined;
  /** One set of totals per currency, the company's first; several are shown one under another, never added. */
  byCurrency?: CurrencyTotals[];
  locale?: string;
}) {
  const groups = byCurrency && byCurrency.length > 0 ? byCurrency : undefined;
  const t = useDashboardWords();
  return (
    <Card className="space-y-4" aria-labelledby="cash-flow-title" role="region">
      <div className="flex items-center justify-between gap-2">
        <h2 id="cash-flow-title" className="text-lg font-semibold">
          {t("cashFlowTitle")}
        </h2>
        <Link
          to="/invoices"
          className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-0.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {t("viewDetails")}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {!cashFlow ? (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only">{t("loadingCashFlow")}</span>
          <div className="grid grid-cols-3 gap-3">
            {PARTS.map((p) => (
              <div key={p.key} className="space-y-2">
                <Skeleton className="h-3 w-14" />
                <Skeleton className="h-6 w-20" />
              </div>
            ))}
          </div>
          <Skeleton className="h-3 w-full rounded-full" />
        </div>
      ) : groups && groups.length > 1 ? (
        groups.map((g) => (
          <section key={g.currency} className="space-y-3" aria-label={t("inCurrency", { currency: g.currency })}>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {g.currency}
            </h3>
            <Figures totals={g} format={(m) => formatMoney(m, g.currency, locale)} />
          </section>
        ))
      ) : (
        <Figures totals={cashFlow} format={(m) => formatMoney(m, groups?.[0]?.currency, locale)} />
      )}
    </Card>
  );
}
