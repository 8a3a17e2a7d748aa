// /projects: search, Active / Completed / All tabs, project cards with their latest progress, and New Project.
import { type UseInfiniteQueryResult, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { FolderKanban, Plus } from "lucide-react";
import { lazy, useState } from "react";
import { Link } from "react-router";
import { entitlementOf, projectLimitMessage, projectQuotaFull, UPGRADE_PATH } from "#schema/contracts/entitlements";
import { formatBillingAmount } from "#schema/rules/money";
import { todayIn } from "#schema/rules/time";
import { ArchivedDisclosure } from "#web/components/ui/archived-disclosure";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { ListState } from "#web/components/ui/list-state";
import { LoadMore } from "#web/components/ui/load-more";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { SearchInput } from "#web/components/ui/search-input";
import { StatusPill } from "#web/components/ui/status-pill";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { shownStatus } from "#web/lib/billing-state";
import { useCommonWords } from "#web/lib/common-words";
import { useCan } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import {
  filterProjects,
  type ProjectItem,
  type ProjectTab,
  projectClientsQuery,
  projectsQuery,
  useRefreshProjectClients,
} from "../api/projects";

// Below the list and closed: its code loads after the page's own.
import { useProjectsWords } from "../words";

const ArchivedProjects = lazy(() => import("./archived-projects"));
const NewProjectDialog = lazyDialog(() => import("./new-project-dialog").then((m) => m.NewProjectDialog));

export default function ProjectsPage() {
  const projects = useInfiniteQuery(projectsQuery);
  // The spec: the client list is always refetched on the projects page.
  useQuery({ ...projectClientsQuery, refetchOnMount: "always" });
  const refreshClients = useRefreshProjectClients();
  const [search, setSearch] = useState("");
  const [tab, setTab] = useState<ProjectTab>("active");
  const [dialogOpen, setDialogOpen] = useState(false);
  // Creating projects is the owner's and the office's; field members bill the ones they are given.
  const createsProjects = useCan("records:write");
  // Archiving is the owner's and the office's, and so is bringing back.
  const restoresProjects = useCan("records:delete");
  const openNew = () => {
    refreshClients();
    setDialogOpen(true);
  };
  const shown = projects.data ? filterProjects(projects.data, tab, search) : [];
  const limit = useProjectLimit(projects.data);
  const t = useProjectsWords();
  const results = (
    <ProjectResults
      projects={projects}
      shown={shown}
      search={search}
      tab={tab}
      onClearSearch={() => setSearch("")}
      onNew={createsProjects ? openNew : undefined}
    />
  );

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        {createsProjects && (
          <Button onClick={openNew} disabled={limit !== null} aria-describedby={limit ? "project-limit" : undefined}>
            <Plus className="h-5 w-5" aria-hidden="true" />
            {t("new")}
          </Button>
        )}
      </div>
      {createsProjects && limit && (
        <div
          id="project-limit"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>{limit}</p>
          <Link to={UPGRADE_PATH} className={buttonClass("primary", "md", "shrink-0")}>
            {t("upgrade")}
          </Link>
        </div>
      )}
      <SearchInput placeholder={t("search")} value={search} onChange={(e) => setSearch(e.target.value)} />
      <Tabs value={tab} onValueChange={(v) => setTab(v as ProjectTab)}>
        <TabsList aria-label={t("tabs")}>
          <TabsTrigger value="active">{t("active")}</TabsTrigger>
          <TabsTrigger value="completed">{t("completed")}</TabsTrigger>
          <TabsTrigger value="all">{t("all")}</TabsTrigger>
        </TabsList>
        {TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-5">
            {value === tab && results}
          </TabsContent>
        ))}
      </Tabs>
      {restoresProjects && (
        <ArchivedDisclosure label={t("archived")}>{(label) => <ArchivedProjects label={label} />}</ArchivedDisclosure>
      )}

      <NewProjectDialog open={dialogOpen} onOpenChange={setDialogOpen} />
    </div>
  );
}

const TABS: ProjectTab[] = ["active", "completed", "all"];

/** Why New is off: the plan's active projects are all in use (the server's own words), or null. */
function useProjectLimit(loaded: ProjectItem[] | undefined) {
  const { data: user } = useQuery(userQuery);
  if (!user || !loaded) return null;
  const facts = {
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null,
    trialEndsAt: user.trialEndsAt ? new Date(user.trialEndsAt) : null,
    createdAt: new Date(user.createdAt),
  };
  const entitlement = entitlementOf(facts);
  const active = loaded.filter((p) => p.status === "active").length;
  return projectQuotaFull(entitlement, active) ? projectLimitMessage(entitlement, facts, active) : null;
}

type ResultsProps = {
  projects: UseInfiniteQueryResult<ProjectItem[]>;
  shown: ProjectItem[];
  search: string;
  tab: ProjectTab;
  onClearSearch: () => void;
  /** Absent when the role may not create projects. */
  onNew?: () => void;
};

function ProjectResults({ projects, shown, search, tab, onClearSearch, onNew }: ResultsProps) {
  const t = useProjectsWords();
  return (
    <>
      <ListState
        query={projects}
        noun={t("noun")}
        count={shown.length}
        placeholder={
          <Card className="space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-2 w-full" />
            <div className="flex gap-2">
              <Skeleton className="h-11 flex-1" />
              <Skeleton className="h-11 flex-1" />
            </div>
          </Card>
        }
        empty={() => (
          <EmptyState
            icon={<FolderKanban className="h-10 w-10" aria-hidden="true" />}
            title={t("none")}
            hint={
              search.trim()
                ? t("tryOther")
                : projects.data?.length === 0
                  ? t("first")
                  : tab === "completed"
                    ? t("noCompleted")
                    : t("noActive")
            }
            action={
              search.trim() ? (
                <Button variant="secondary" onClick={onClearSearch}>
                  {t("clear")}
                </Button>
              ) : projects.data?.length === 0 && onNew ? (
                <Button onClick={onNew}>
                  <Plus className="h-5 w-5" aria-hidden="true" />
                  {t("newProject")}
                </Button>
              ) : undefined
            }
          />
        )}
      >
        {shown.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ListState>
      {/* Search and tabs read the pages loaded so far; more come a page at a time (ADR 0100). */}
      <LoadMore list={projects} label={t("more")} />
    </>
  );
}

function ProjectCard({ project }: { project: ProjectItem }) {
  const billed = project.latestProgress !== null;
  const today = todayIn(useQuery(userQuery).data?.timezone);
  const active = project.status === "active";
  const t = useProjectsWords();
  const common = useCommonWords();
  // A completed project says so; otherwise the pill is its latest billing's state, red when overdue.
  const pill =
    project.status === "completed"
      ? "completed"
      : shownStatus({ status: project.progressStatus, dueDate: project.latestProgress?.dueDate ?? null }, today);
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold leading-snug">{project.name}</h2>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{project.client.companyName}</p>
        </div>
        <StatusPill status={pill} />
      </div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className={billed ? "text-lg font-bold" : "text-slate-600 dark:text-slate-400"}>
          {project.latestProgress ? formatBillingAmount(project.latestProgress) : common("notBilledYet")}
        </span>
        <span className="text-slate-700 dark:text-slate-300">
          {billed ? common("progressNumber", { number: project.lastProgressNumber }) : t("noProgress")}
        </span>
      </div>
      <div className="space-y-1">
        <div className="flex justify-between text-xs font-medium text-slate-700 dark:text-slate-300">
          <span>{t("completion")}</span>
          <span>{project.completionPercentage}%</span>
        </div>
        <ProgressBar value={project.completionPercentage} label={t("completionOf", { name: project.name })} />
      </div>
      {/* Completed projects take no new billing: View Details (to reopen it) is their only action. */}
      <div className={`mt-auto grid ${active ? "grid-cols-2" : "grid-cols-1"} gap-2 pt-1`}>
        <Link
          to={`/project/${project.id}`}
          className={buttonClass("secondary", "md", "px-2 whitespace-nowrap")}
          aria-label={t("detailsOf", { name: project.name })}
        >
          {t("details")}
        </Link>
        {/* A project billed by pay applications takes no stage billing: it offers a new application instead. */}
        {active && project.billingMode === "pay_apps" ? (
          <Link
            to={`/project/${project.id}?billing=new`}
            className={buttonClass("primary", "md", "px-2 whitespace-nowrap")}
            aria-label={t("newPayAppOf", { name: project.name })}
          >
            {t("newPayApp")}
          </Link>
        ) : active ? (
          <Link
            to={`/progress/submit/${project.id}`}
            className={buttonClass("primary", "md", "px-2 whitespace-nowrap")}
            aria-label={t("submitOf", { name: project.name })}
          >
            {t("submit")}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
