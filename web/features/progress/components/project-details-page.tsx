// /project/:id: a project, its contract and its billings. Payment Status (/progress/:id) is its own page and chunk.
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, ClipboardList } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { billedOnProject } from "#schema/rules/contract-value";
import { formatBillingAmount, formatMoney } from "#schema/rules/money";
import { usePageHeader } from "#web/components/shell/page-header";
import { ProjectActionsSlot } from "#web/components/slots/project-actions-slot";
import { ProjectBillingSlot } from "#web/components/slots/project-billing-slot";
import { buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { StatusPill } from "#web/components/ui/status-pill";
import { cn } from "#web/lib/cn";
import { useCommonWords } from "#web/lib/common-words";
import { formatDate } from "#web/lib/dates";
import { usePermissions } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { type ProjectDetail, projectProgressQuery, projectQuery } from "../api/progress";
import { useStatusWords } from "../words/status";
import { ClientCard } from "./client-card";
import { DetailsSkeleton, isNotFound, LoadFailed, useTimeZone } from "./details-parts";

export default function ProjectDetailsPage() {
  const { id } = useParams();
  const numericId = Number(id);
  return <ProjectMode id={Number.isInteger(numericId) && numericId > 0 ? numericId : null} />;
}

/** A project's own amounts (its contract value) are in the company's money (issue 33); a billing's are in its own. */
function useCompanyMoney() {
  const user = useQuery(userQuery).data;
  return (minor: number) => formatMoney(minor, user?.currency, user?.locale);
}

function ProjectMode({ id }: { id: number | null }) {
  const project = useQuery({ ...projectQuery(id ?? 0), enabled: id !== null });
  const t = useStatusWords();
  usePageHeader(t("projectDetails"), { subtitle: project.data?.name });
  if (id === null || isNotFound(project.error))
    return (
      <EmptyState
        title={t("projectNotFound")}
        action={
          <Link to="/projects" className={buttonClass("secondary")}>
            {t("backToProjects")}
          </Link>
        }
      />
    );
  if (project.isError) return <LoadFailed error={project.error} onRetry={() => project.refetch()} />;
  if (project.isPending) return <DetailsSkeleton />;
  return <ProjectView project={project.data} />;
}

/** Billed and left against the contract value (issue 38), from the billings the list below reads anyway. */
function ContractBilled({ project }: { project: ProjectDetail }) {
  const list = useQuery(projectProgressQuery(project.id));
  const money = useCompanyMoney();
  const t = useStatusWords();
  if (project.totalValue === null || !list.data) return null;
  const billed = billedOnProject(list.data);
  const left = project.totalValue - billed;
  return (
    <dl className="grid grid-cols-2 gap-4">
      <div>
        <dt className="text-sm text-slate-600 dark:text-slate-400">{t("billed")}</dt>
        <dd className="text-lg font-semibold">{money(billed)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600 dark:text-slate-400">{left < 0 ? t("overContract") : t("leftToBill")}</dt>
        <dd className={cn("text-lg font-semibold", left < 0 && "text-red-700 dark:text-red-400")}>
          {money(Math.abs(left))}
        </dd>
      </div>
    </dl>
  );
}

function ProjectView({ project }: { project: ProjectDetail }) {
  // The contract value is the company's money: a field member's answer has none, and the screen names none (ADR 0144).
  const readsMoney = usePermissions().can("money:read");
  const money = useCompanyMoney();
  // "New pay application" (from here or the projects list) opens the pay applications with a new one started.
  const [search] = useSearchParams();
  const newPayApp = search.get("billing") === "new";
  const t = useStatusWords();
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[3fr_2fr]">
        <Card className="space-y-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-xl font-bold">{project.name}</h1>
              {project.description && (
                <p className="mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {project.description}
                </p>
              )}
            </div>
            <StatusPill status={project.status} />
          </div>
          {readsMoney && (
            <div>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("totalValue")}</p>
              <p className="text-2xl font-bold">
                {project.totalValue === null ? t("notSet") : money(project.totalValue)}
              </p>
            </div>
          )}
          {readsMoney && <ContractBilled project={project} />}
          <div className="space-y-1">
            <div className="flex justify-between text-sm font-medium">
              <span>{t("completion")}</span>
              <span>{project.completionPercentage}%</span>
            </div>
            <ProgressBar value={project.completionPercentage} label={t("projectCompletion")} />
          </div>
          {/* A completed or archived job takes no new billing; Manage project below reopens a completed one. */}
          {project.status === "active" && project.billingMode === "pay_apps" ? (
            <PayAppAction project={project} readsMoney={readsMoney} />
          ) : project.status === "active" ? (
            <Link to={`/progress/submit/${project.id}`} className={buttonClass("primary", "lg", "w-full")}>
              {t("submitProgress")}
            </Link>
          ) : project.status === "completed" ? (
            <p className="rounded-lg bg-green-50 p-3 text-sm text-green-950 dark:bg-green-950 dark:text-green-100">
              {t("completedReopen")}
            </p>
          ) : null}
        </Card>
        <ClientCard client={project.client} />
      </div>
      <ProjectActionsSlot project={project} />
      {/* Stages or pay applications (issue 37): the company's money, so the owner and the office only. */}
      {readsMoney && <ProjectBilling key={String(newPayApp)} project={project} startApplication={newPayApp} />}
      <ProjectProgressList projectId={project.id} />
    </div>
  );
}

/**
 * The contract, schedule of values and pay applications load on intent (ADR 0192): a first visit to this page stays
 * within its budget, and most projects bill in stages.
 */
function ProjectBilling({ project, startApplication }: { project: ProjectDetail; startApplication: boolean }) {
  // A meeting's action item opens it with a change order to start (?changeOrder=...).
  const [open, setOpen] = useState(
    () => startApplication || new URLSearchParams(window.location.search).has("changeOrder"),
  );
  const t = useStatusWords();
  if (open) return <ProjectBillingSlot project={project} startApplication={startApplication} />;
  return (
    <button type="button" className={buttonClass("secondary", "md", "w-full")} onClick={() => setOpen(true)}>
      {t("billingMode")}
    </button>
  );
}

/**
 * A project billed by pay applications takes no stage billing (the server refuses it, 422): its action is a new
 * application, started in the pay applications below. A field member, who cannot see the contract, is told who sends it.
 */
function PayAppAction({ project, readsMoney }: { project: ProjectDetail; readsMoney: boolean }) {
  const t = useStatusWords();
  if (!readsMoney) return <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">{t("payAppsOffice")}</p>;
  return (
    <Link to={`/project/${project.id}?billing=new`} replace className={buttonClass("primary", "lg", "w-full")}>
      {t("newPayApp")}
    </Link>
  );
}

function ProjectProgressList({ projectId }: { projectId: number }) {
  const list = useQuery(projectProgressQuery(projectId));
  const timeZone = useTimeZone();
  const t = useStatusWords();
  const common = useCommonWords();
  return (
    <section aria-labelledby="project-progress-title" className="space-y-3">
      <h2 id="project-progress-title" className="text-lg font-semibold">
        {t("progressBillings")}
      </h2>
      {list.isPending ? (
        <Card className="space-y-2">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="h-8 w-8" aria-hidden="true" />}
          title={t("noProgress")}
          hint={t("noProgressHint")}
        />
      ) : (
        <ul className="space-y-2">
          {list.data.map((p) => (
            <li key={p.id}>
              <Link
                to={`/progress/${p.id}`}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-semibold">{common("progressNumber", { number: p.progressNumber })}</span>
                    <StatusPill status={p.status} />
                  </div>
                  <div className="mt-1 flex items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
                    <span>
                      {formatDate(p.createdAt, timeZone)} · {t("percentComplete", { percent: p.completionPercentage })}
                    </span>
                    <span className="text-base font-bold text-slate-900 dark:text-white">{formatBillingAmount(p)}</span>
                  </div>
                </div>
                <ChevronRight className="h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
