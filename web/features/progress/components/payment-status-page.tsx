// Payment Status: one billing's page (/progress/:id).
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { isOverdue } from "#schema/rules/billing-state";
import { formatBillingAmount } from "#schema/rules/money";
import { todayIn } from "#schema/rules/time";
import { usePageHeader } from "#web/components/shell/page-header";
import { ProgressApprovalSlot } from "#web/components/slots/progress-approval-slot";
import { ProgressPaymentSlot } from "#web/components/slots/progress-payment-slot";
import { ProgressRemindersSlot } from "#web/components/slots/progress-reminders-slot";
import { buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { NearViewport } from "#web/components/ui/near-viewport";
import { StatusPill } from "#web/components/ui/status-pill";
import { cn } from "#web/lib/cn";
import { useCommonWords } from "#web/lib/common-words";
import { formatCalendarDate, formatDate } from "#web/lib/dates";
import { usePermissions } from "#web/lib/permissions";
import { type ProgressDetail, progressQuery } from "../api/progress";
import { useStatusWords } from "../words/status";
import { ClientCard } from "./client-card";
import { DetailsSkeleton, isNotFound, LoadFailed, useTimeZone } from "./details-parts";
import { PaymentTracker } from "./payment-tracker";

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

export default function PaymentStatusPage() {
  const { id } = useParams();
  const numericId = Number(id);
  return <ProgressMode id={Number.isInteger(numericId) && numericId > 0 ? numericId : null} />;
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
