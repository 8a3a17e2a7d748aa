// Active Projects: each with its latest billing (or the dashboard's defaults), linking to where it stands.
import { ChevronRight, FolderKanban } from "lucide-react";
import { Link } from "react-router";
import { formatBillingAmount } from "#schema/rules/money";
import { buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { StatusPill } from "#web/components/ui/status-pill";
import { shownStatus } from "#web/lib/billing-state";
import { useCommonWords } from "#web/lib/common-words";
import { formatCalendarDate } from "#web/lib/dates";
import { type ActiveProject, activeProjectLink } from "../api/dashboard";
import { useDashboardWords } from "../words";

export function ActiveProjectsCard({ projects, today }: { projects: ActiveProject[] | undefined; today?: string }) {
  const t = useDashboardWords();
  const common = useCommonWords();
  return (
    <section aria-labelledby="active-projects-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="active-projects-title" className="text-lg font-semibold">
          {t("activeProjects")}
        </h2>
        <Link
          to="/projects"
          className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-0.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {t("viewAll")}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {!projects ? (
        <ul className="space-y-3" aria-busy="true" aria-label={t("loadingProjects")}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card className="space-y-3">
                <div className="flex justify-between gap-3">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-5 w-16 rounded-full" />
                </div>
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
              </Card>
            </li>
          ))}
        </ul>
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<FolderKanban className="h-10 w-10" aria-hidden="true" />}
          title={t("noActiveProjects")}
          hint={t("noActiveProjectsHint")}
          action={
            <Link to="/projects" className={buttonClass("primary")}>
              {t("goToProjects")}
            </Link>
          }
        />
      ) : (
        <ul className="space-y-3">
          {projects.map((p) => (
            <li key={p.id}>
              <Link
                to={activeProjectLink(p)}
                className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block font-semibold leading-snug">{p.name}</span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{p.clientCompany}</span>
                  </span>
                  {/* Overdue shows red here as everywhere a billing's state shows (spec section 4). A project never
                      billed has no state, amount or number to show (issue 38: it read "$0 · Progress #1 · Pending"). */}
                  {p.latestProgressId !== null && <StatusPill status={today ? shownStatus(p, today) : p.status} />}
                </span>
                {p.latestProgressId === null ? (
                  <span className="mt-3 block text-sm text-slate-700 dark:text-slate-300">
                    {common("notBilledYet")}
                  </span>
                ) : (
                  <span className="mt-3 flex items-baseline justify-between gap-3 text-sm">
                    <span className="text-lg font-bold tabular-nums">{formatBillingAmount(p)}</span>
                    <span className="text-slate-700 dark:text-slate-300">
                      {common("progressNumber", { number: p.progressNumber })}
                      {p.dueDate && <> · {t("due", { date: formatCalendarDate(p.dueDate) })}</>}
                    </span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
