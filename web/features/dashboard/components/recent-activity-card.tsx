// Recent Activity: the 5 newest progress items with what happened to each (spec section 4's activity types).
import { BellRing, CheckCircle2, CircleDollarSign, FileText } from "lucide-react";
import { Link } from "react-router";
import { ACTIVITY_TYPES } from "#schema/contracts/dashboard";
import { formatBillingAmount } from "#schema/rules/money";
import { Card, Skeleton } from "#web/components/ui/card";
import { StatusPill } from "#web/components/ui/status-pill";
import { cn } from "#web/lib/cn";
import { useCommonWords } from "#web/lib/common-words";
import { formatTimeAgo } from "#web/lib/dates";
import type { ActivityItem } from "../api/dashboard";
import { useDashboardWords } from "../words";

const ICONS = {
  [ACTIVITY_TYPES.paid]: {
    name: "activityPaid",
    icon: CircleDollarSign,
    tone: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
  },
  [ACTIVITY_TYPES.approved]: {
    name: "activityApproved",
    icon: CheckCircle2,
    tone: "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100",
  },
  [ACTIVITY_TYPES.reminder]: {
    name: "activityReminder",
    icon: BellRing,
    tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  },
  [ACTIVITY_TYPES.submitted]: {
    name: "activitySubmitted",
    icon: FileText,
    tone: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  },
} as const;

export function RecentActivityCard({ items }: { items: ActivityItem[] | undefined }) {
  const t = useDashboardWords();
  const common = useCommonWords();
  return (
    <Card className="space-y-2" aria-labelledby="activity-title" role="region">
      <h2 id="activity-title" className="text-lg font-semibold">
        {t("recentActivity")}
      </h2>
      {!items ? (
        <ul aria-busy="true" aria-label={t("loadingActivity")} className="space-y-3 py-1">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t("noRecentActivity")}</p>
      ) : (
        <ul className="-mx-2 divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => {
            const { name, icon: Icon, tone } = ICONS[item.type];
            return (
              <li key={item.id}>
                <Link
                  to={`/progress/${item.id}`}
                  className="flex min-h-14 items-start gap-3 rounded-lg px-2 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60"
                >
                  <span className={cn("mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full", tone)}>
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className="font-semibold">{t(name)}</span>
                      <span className="shrink-0 font-semibold tabular-nums">{formatBillingAmount(item)}</span>
                    </span>
                    <span className="block truncate text-sm text-slate-700 dark:text-slate-300">
                      {item.projectName} · {common("progressNumber", { number: item.progressNumber })}
                    </span>
                    {item.billedBy && (
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                        {t("billedBy", { name: item.billedBy })}
                      </span>
                    )}
                    <span className="mt-0.5 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                      {formatTimeAgo(item.occurredAt)}
                      {item.status === "rejected" && <StatusPill status="rejected" />}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
