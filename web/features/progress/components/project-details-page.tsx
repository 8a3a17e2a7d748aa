// /project/:id (project mode) and /progress/:id (progress mode, "Payment Status"): one screen, two readings.
import { useQuery } from "@tanstack/react-query";
import { ChevronRight, ClipboardList } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { isOverdue } from "#schema/rules/billing-state";
import { billedOnProject } from "#schema/rules/contract-value";
import { formatBillingAmount, formatMoney } from "#schema/rules/money";
import { todayIn } from "#schema/rules/time";
import { usePageHeader } from "#web/components/shell/page-header";
import { ProgressApprovalSlot } from "#web/components/slots/progress-approval-slot";
import { ProgressPaymentSlot } from "#web/components/slots/progress-payment-slot";
import { ProgressRemindersSlot } from "#web/components/slots/progress-reminders-slot";
import { ProjectActionsSlot } from "#web/components/slots/project-actions-slot";
import { ProjectBillingSlot } from "#web/components/slots/project-billing-slot";
import { buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { NearViewport } from "#web/components/ui/near-viewport";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { StatusPill } from "#web/components/ui/status-pill";
import { hasErrorCode } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { formatCalendarDate, formatDate } from "#web/lib/dates";
import { usePermissions } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import {
  type ProgressDetail,
  type ProjectDetail,
  progressQuery,
  projectProgressQuery,
  projectQuery,
} from "../api/progress";
import { ClientCard } from "./client-card";

// The photos sit below the billing's facts and come with its data: their grid and viewer load beside that read rather
// than before the first paint, which keeps this page within its first-load budget.
// The sync line (connected books only) loads beside the billing's data, not in the page's first load (ADR 0126).
const AccountingSyncLine = lazy(() => import("./accounting-sync").then((m) => ({ default: m.AccountingSyncLine })));
const PeppolDeliveryLine = lazy(() =>
  import("./peppol-delivery-line").then((m) => ({ default: m.PeppolDeliveryLine })),
);
/** About the payment panel's and the reminders card's heights at a phone's width, held while their code loads. */
const PAYMENT_PANEL_HEIGHT = 420;
const REMINDERS_PANEL_HEIGHT = 280;
const PhotoGrid = lazy(() => import("#web/components/ui/photo-grid").then((m) => ({ default: m.PhotoGrid })));

import { useCommonWords } from "#web/lib/common-words";
import { useStatusWords } from "../words/status";
import { PaymentTracker } from "./payment-tracker";

export default function ProjectDetailsPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const numericId = Number(id);
  const valid = Number.isInteger(numericId) && numericId > 0;
  return pathname.startsWith("/project/") ? (
    <ProjectMode id={valid ? numericId : null} />
  ) : (
    <ProgressMode id={valid ? numericId : null} />
  );
}

const isNotFound = (err: unknown) => hasErrorCode(err, "NOT_FOUND");

function useTimeZone() {
  return useQuery(userQuery).data?.timezone;
}

/** A project's own amounts (its contract value) are in the company's money (issue 33); a billing's are in its own. */
function useCompanyMoney() {
  const user = useQuery(userQuery).data;
  return (minor: number) => formatMoney(minor, user?.currency, user?.locale);
}

const LoadFailed = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <LoadError title={useStatusWords()("loadFailed")} error={error} onRetry={onRetry} />
);

function DetailsSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label={useCommonWords()("loading")}>
      <Card className="space-y-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-2 w-full" />
      </Card>
      <Card className="space-y-2">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    </div>
  );
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

function ProgressMode({ id }: { id: number | null }) {
  const progress = useQuery({ ...progressQuery(id ?? 0), enabled: id !== null });
  // The way back leads where the role may go: a field member has no Invoices tab (ADR 0144).
  const readsMoney = usePermissions().can("money:read");
  const t = useStatusWords();
  usePageHeader(t("paymentStatus"), { subtitle: progress.data?.projectName });
  if (id === null || isNotFound(progress.error))
    return (
      <EmptyState
        title={t("progressNotFound")}
        action={
          <Link to={readsMoney ? "/invoices" : "/projects"} className={buttonClass("secondary")}>
            {readsMoney ? t("backToInvoices") : t("backToProjects")}
          </Link>
        }
      />
    );
  if (progress.isError) return <LoadFailed error={progress.error} onRetry={() => progress.refetch()} />;
  if (progress.isPending) return <DetailsSkeleton />;
  return <PaymentStatus progress={progress.data} />;
}

function PaymentStatus({ progress }: { progress: ProgressDetail }) {
  const timeZone = useTimeZone();
  // Payment requests, pay links and reminders are the owner's and the office's (field members bill and sign).
  const permissions = usePermissions();
  const managesPayments = permissions.can("payments:manage");
  const overdue = isOverdue(progress, todayIn(timeZone));
  const t = useStatusWords();
  const common = useCommonWords();
  return (
    // Desktop: the billing, payment tools, reminders and photos on the left; tracker, approval and client on the
    // right. The DOM order (and so the phone layout) is today's; only the grid placement changes at 1024 px.
    <div className="mx-auto max-w-3xl space-y-4 lg:grid lg:max-w-none lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6 lg:space-y-0">
      <Card className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={`/project/${progress.projectId}`}
              className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              {progress.projectName}
            </Link>
            <h1 className="text-xl font-bold">{common("progressNumber", { number: progress.progressNumber })}</h1>
            {progress.billedBy && (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("billedBy", { name: progress.billedBy })}</p>
            )}
          </div>
          <StatusPill status={progress.status} />
        </div>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("amount")}</dt>
            <dd className="text-2xl font-bold">{formatBillingAmount(progress)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("dueDate")}</dt>
            <dd className={cn("text-lg font-semibold", overdue && "text-red-700 dark:text-red-400")}>
              {progress.dueDate ? formatCalendarDate(progress.dueDate) : t("noDueDate")}
              {overdue && <span className="block text-xs">{t("overdue")}</span>}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("submitted")}</dt>
            <dd className="font-medium">{formatDate(progress.createdAt, timeZone)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t("completion")}</dt>
            <dd className="font-medium">{progress.completionPercentage}%</dd>
          </div>
        </dl>
        {progress.description && (
          <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{progress.description}</p>
        )}
        {/* Approved and paid billings sync to the connected books: the billing's detail says where it stands (owner
            and office), and the line's code loads only when there are books to speak of. */}
        {progress.accountingSync && (
          <Suspense fallback={null}>
            <AccountingSyncLine progressId={progress.id} initial={progress.accountingSync} />
          </Suspense>
        )}
        {/* Belgium (and later France) bills businesses over Peppol: whether the e-invoice arrived, or why not. */}
        {progress.peppolDelivery && (
          <Suspense fallback={null}>
            <PeppolDeliveryLine delivery={progress.peppolDelivery} />
          </Suspense>
        )}
      </Card>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:col-start-2 lg:row-span-6 lg:row-start-1 lg:grid-cols-1">
        <PaymentTracker status={progress.status} rejectionReason={progress.rejectionReason} />

        {/* Approval link tools (pending), the client's payment claim and Mark as paid (approved) come from features/approval. */}
        <ProgressApprovalSlot progressId={progress.id} status={progress.status} client={progress.client} />
        <ClientCard client={progress.client} />
      </div>

      {/* Payment request and pay links come from features/payments through the app's slot. */}
      {/* Below the first screen on a phone: loaded as it nears the viewport (ADR 0131). */}
      {/* Once the client says they paid, asking for the money again is wrong: the approval panel above says what is
          true (their claim) and offers Mark as paid (issue 38). */}
      {managesPayments && progress.status === "approved" && !progress.paymentClaimedAt && (
        <NearViewport title={t("getPaid")} minHeight={PAYMENT_PANEL_HEIGHT}>
          <ProgressPaymentSlot progressId={progress.id} client={progress.client} />
        </NearViewport>
      )}

      {/* The quick reminder and the reminder history come from features/nudges. */}
      {managesPayments && (
        <NearViewport title={t("reminders")} minHeight={REMINDERS_PANEL_HEIGHT}>
          <ProgressRemindersSlot
            progressId={progress.id}
            status={progress.status}
            paymentClaimedAt={progress.paymentClaimedAt}
          />
        </NearViewport>
      )}

      <section aria-labelledby="photos-title" className="space-y-3">
        <h2 id="photos-title" className="text-lg font-semibold">
          {t("photos")}
        </h2>
        {progress.photos.length > 0 ? (
          <Suspense fallback={<Skeleton className="h-24" />}>
            <PhotoGrid photos={progress.photos} />
          </Suspense>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("noPhotos")}</p>
        )}
      </section>
    </div>
  );
}
