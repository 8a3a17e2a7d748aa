// Step 1: pick the project to bill; each row shows its latest progress.
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, FolderKanban } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { SearchInput } from "#web/components/ui/search-input";
import { StatusPill } from "#web/components/ui/status-pill";
import { useCommonWords } from "#web/lib/common-words";
import { formatDate } from "#web/lib/dates";
import { type BillableProject, billableProjectsQuery } from "../api/progress";
import { useWizardWords } from "../words/wizard";

export function ProjectStep({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (project: BillableProject) => void;
}) {
  const projects = useQuery(billableProjectsQuery);
  const [search, setSearch] = useState("");
  const q = search.trim().toLowerCase();
  const shown = projects.data?.filter((p) => !q || p.name.toLowerCase().includes(q)) ?? [];
  const t = useWizardWords();
  const common = useCommonWords();

  return (
    <section aria-labelledby="project-step-title" className="space-y-4">
      <h2 id="project-step-title" className="text-lg font-semibold">
        {t("selectProject")}
      </h2>
      <SearchInput placeholder={t("searchProjects")} value={search} onChange={(e) => setSearch(e.target.value)} />
      {projects.isPending ? (
        <ul className="space-y-2" aria-label={t("loadingProjects")}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Card className="space-y-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </Card>
            </li>
          ))}
        </ul>
      ) : projects.isError ? (
        <LoadError title={t("projectsFailed")} error={projects.error} onRetry={() => projects.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<FolderKanban className="h-10 w-10" aria-hidden="true" />}
          title={t("noProjects")}
          hint={q ? t("noProjectsSearch") : t("noProjectsHint")}
          action={
            q ? (
              <Button variant="secondary" onClick={() => setSearch("")}>
                {t("clearSearch")}
              </Button>
            ) : (
              <Link to="/projects" className={buttonClass("primary")}>
                {t("goToProjects")}
              </Link>
            )
          }
        />
      ) : (
        <ul className="space-y-2">
          {shown.map((project) => (
            <li key={project.id}>
              <button
                type="button"
                onClick={() => onSelect(project)}
                aria-current={project.id === selectedId ? "true" : undefined}
                className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-500 aria-[current=true]:border-brand-600 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-500/30 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex items-start justify-between gap-2">
                    <span className="font-semibold leading-snug">{project.name}</span>
                    <StatusPill status={project.progressStatus} />
                  </div>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t("lastProgress", {
                      label: common("progressNumber", { number: project.lastProgressNumber }),
                    })}
                    <span aria-hidden="true"> · </span>
                    <span className="text-slate-600 dark:text-slate-400">
                      {project.lastProgressDate ? formatDate(project.lastProgressDate) : t("noPreviousProgress")}
                    </span>
                  </p>
                </div>
                <ChevronRight className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
