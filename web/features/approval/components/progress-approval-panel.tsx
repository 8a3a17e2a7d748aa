// The contractor's approval and payment tools on Payment Status: link status, resend / copy / sign in person while
// pending; the client's payment claim and "Mark as paid" once approved; the recorded payment once paid.
import { useQuery } from "@tanstack/react-query";
import { PenLine } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { RECEIVED_PAYMENT_METHOD_LABELS, type ReceivedPaymentMethod } from "#schema/contracts/received-payments";
import { formatMoneyExact } from "#schema/rules/money";
import type { ProgressApprovalProps } from "#web/components/slots/progress-approval-slot";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/dates";
import { useCan } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { type ApprovalView, ownerApprovalQuery } from "../api/approval";
import { useApprovalWords } from "../words";

// What only one state draws loads when the billing is in it, fetched beside the approval read (started from the
// billing's status, which the page already has): a paid billing's first visit carries neither.
const loadLinkTools = () => import("./approval-link-tools");
const loadMarkPaid = () => import("./mark-paid-button");
const ApprovalLinkTools = lazy(() => loadLinkTools().then((m) => ({ default: m.ApprovalLinkTools })));
const MarkPaidButton = lazy(() => loadMarkPaid().then((m) => ({ default: m.MarkPaidButton })));

export default function ProgressApprovalPanel({ progressId, status, client }: ProgressApprovalProps) {
  const view = useQuery(ownerApprovalQuery(progressId));
  const timeZone = useQuery(userQuery).data?.timezone;
  // Recording a payment is the owner's and the office's; a field member sees the state, not the tool.
  const managesPayments = useCan("payments:manage");
  const t = useApprovalWords();
  if (status === "pending") void loadLinkTools();
  else if (status === "approved" && managesPayments) void loadMarkPaid();
  if (status === "rejected") return null;
  if (view.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (view.isError) {
    return (
      <Card role="alert" className="space-y-2">
        <p className="text-sm">{errorMessage(view.error)}</p>
        <Button variant="secondary" onClick={() => view.refetch()}>
          {t("tryAgain")}
        </Button>
      </Card>
    );
  }
  const { progress, link } = view.data;

  if (progress.status === "pending") {
    return (
      <Card className="space-y-3">
        <div>
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {link
              ? `${t(link.delivery === "not_sent" ? "notSent" : link.delivery, { when: formatDate(link.sentAt, timeZone) })} ${
                  link.firstOpenedAt
                    ? t("openedOn", {
                        name: client.name,
                        date: formatDate(link.lastOpenedAt ?? link.firstOpenedAt, timeZone),
                      })
                    : t("notOpened")
                }`
              : t("noLink", { name: client.name })}
          </p>
        </div>
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <ApprovalLinkTools progressId={progressId} client={client} sentBefore={Boolean(link)} />
        </Suspense>
        <Link to={`/progress/${progressId}/approve`} className={buttonClass("secondary", "md", "w-full")}>
          <PenLine className="h-4 w-4" aria-hidden="true" />
          {t("signInPerson")}
        </Link>
      </Card>
    );
  }

  const partPaid = progress.status === "approved" && progress.amountPaid > 0 && <PartPaid progress={progress} />;

  if (progress.status === "approved" && !managesPayments) {
    return (
      <Card className="space-y-1">
        <h2 className="text-lg font-semibold">{t("approved")}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("approvedNote", { name: client.name })}</p>
        {partPaid}
      </Card>
    );
  }

  if (progress.status === "approved") {
    return (
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">{t("received")}</h2>
        {partPaid}
        {progress.paymentClaimedAt ? (
          <p
            role="status"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          >
            {t("claimed", { name: client.name, date: formatDate(progress.paymentClaimedAt, timeZone) })}
          </p>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("recordHere")}</p>
        )}
        <Suspense fallback={<Skeleton className="h-12 w-full" />}>
          <MarkPaidButton
            progressId={progressId}
            timeZone={timeZone}
            submittedAt={progress.createdAt}
            balanceDue={progress.balanceDue}
            currency={progress.currency}
            locale={progress.locale}
          />
        </Suspense>
      </Card>
    );
  }

  return (
    <Card className="space-y-1">
      <h2 className="text-lg font-semibold">{t("recorded")}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("paid")}
        {progress.paidAt ? t("paidOn", { date: formatDate(progress.paidAt, timeZone) }) : ""}
        {progress.paymentMethod ? t("paidBy", { method: methodLabel(t, progress.paymentMethod) }) : ""}
        {progress.paymentReference ? t("reference", { reference: progress.paymentReference }) : ""}.
      </p>
    </Card>
  );
}

/** "Part paid: $300.00 of $800.00" and the balance, in the billing's currency (ADR 0165). */
function PartPaid({ progress }: { progress: ApprovalView["progress"] }) {
  const money = (minor: number) => formatMoneyExact(minor, progress.currency, progress.locale);
  const t = useApprovalWords();
  return (
    <p role="status" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100">
      <span className="font-semibold">
        {t("partPaid", { paid: money(progress.amountPaid), total: money(progress.totalAmount) })}
      </span>
      <span className="block">{t("balanceDue", { balance: money(progress.balanceDue) })}</span>
    </p>
  );
}

/** A payment method in the reader's language; the brand names (PayPal, Zelle...) as they are. */
function methodLabel(t: ReturnType<typeof useApprovalWords>, method: string) {
  if (method === "bank" || method === "check" || method === "cash" || method === "card" || method === "other") {
    return t(method);
  }
  return RECEIVED_PAYMENT_METHOD_LABELS[method as ReceivedPaymentMethod] ?? method;
}
