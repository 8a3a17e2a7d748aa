// The contractor's approval and payment tools on Payment Status: link status, resend / copy / sign in person while
// pending; the client's payment claim and "Mark as paid" once approved; the recorded payment once paid.
import { useQuery } from "@tanstack/react-query";
import { Check, Copy, PenLine, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { RECEIVED_PAYMENT_METHOD_LABELS, type ReceivedPaymentMethod } from "#schema/contracts/received-payments";
import { formatMoneyExact } from "#schema/rules/money";
import type { ProgressApprovalProps } from "#web/components/slots/progress-approval-slot";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/dates";
import { useCan } from "#web/lib/permissions";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { type ApprovalView, ownerApprovalQuery, useRequestApprovalLink } from "../api/approval";
import { useApprovalWords } from "../words";
import { MarkPaidButton } from "./mark-paid-button";

export default function ProgressApprovalPanel({ progressId, status, client }: ProgressApprovalProps) {
  const view = useQuery(ownerApprovalQuery(progressId));
  const timeZone = useQuery(userQuery).data?.timezone;
  // Recording a payment is the owner's and the office's; a field member sees the state, not the tool.
  const managesPayments = useCan("payments:manage");
  const t = useApprovalWords();
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
        <ApprovalLinkTools progressId={progressId} client={client} sentBefore={Boolean(link)} />
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
        <MarkPaidButton
          progressId={progressId}
          timeZone={timeZone}
          submittedAt={progress.createdAt}
          balanceDue={progress.balanceDue}
          currency={progress.currency}
          locale={progress.locale}
        />
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

/**
 * "Resend approval link" (revokes every older link, copied ones included) and "Copy link" (a fresh link to paste
 * into your own text). Links are stored only as hashes, so a send cannot repeat a copied link: the screen says so
 * when copying and keeps saying it until the next send (ADR 0060).
 */
export function ApprovalLinkTools({
  progressId,
  client,
  sentBefore = true,
}: Pick<ProgressApprovalProps, "progressId" | "client"> & { sentBefore?: boolean }) {
  const request = useRequestApprovalLink(progressId);
  const t = useApprovalWords();
  const said = useSaid();
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const [pending, setPending] = useState<"send" | "copy" | null>(null);
  /** A copied link is live: the next send will replace it. */
  const [copiedLive, setCopiedLive] = useState(false);
  useEffect(() => {
    if (!copiedUrl) return;
    const t = setTimeout(() => setCopiedUrl(null), 2000);
    return () => clearTimeout(t);
  }, [copiedUrl]);

  const resend = async () => {
    setPending("send");
    try {
      const answer = await request.mutateAsync(true);
      if (answer.delivery === "later") {
        // Recorded but not yet handed over: the outbox relay sends it within minutes. The link works meanwhile.
        setManualUrl(answer.url);
        toast.success(t("willSend"), { description: t("delayed", { email: client.email }) });
        return;
      }
      const to = client.phone
        ? t("and", { email: client.email, phone: client.phoneDisplay ?? client.phone })
        : client.email;
      toast.success(t("linkSent"), { description: t(copiedLive ? "sentToCopied" : "sentTo", { to }) });
      setCopiedLive(false);
    } catch (err) {
      toast.error(t("sendFailed"), { description: said(errorMessage(err)) });
    } finally {
      setPending(null);
    }
  };

  const copy = async () => {
    setPending("copy");
    const answer = request.mutateAsync(false);
    try {
      // Safari only lets a tap write the clipboard synchronously: hand it a promise of the text.
      if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
        const blob = answer.then(({ url }) => new Blob([url], { type: "text/plain" }));
        await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      } else {
        await navigator.clipboard.writeText((await answer).url);
      }
      const { url } = await answer;
      setCopiedUrl(url);
      setManualUrl(null);
      setCopiedLive(true);
      toast.success(t("copied"), { description: t("copiedNote") });
    } catch (err) {
      try {
        // The link exists but the clipboard refused: show it to copy by hand.
        setManualUrl((await answer).url);
        setCopiedLive(true);
      } catch {
        toast.error(t("createFailed"), { description: said(errorMessage(err)) });
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="space-y-2">
      <div className="grid gap-2">
        <Button onClick={resend} disabled={pending !== null}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {pending === "send" ? t("sending") : sentBefore ? t("resend") : t("send")}
        </Button>
        <Button variant="secondary" onClick={copy} disabled={pending !== null}>
          {copiedUrl ? (
            <Check className="h-4 w-4 text-green-700" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copiedUrl ? t("copiedShort") : pending === "copy" ? t("creating") : t("copy")}
        </Button>
      </div>
      {copiedLive && (
        <p role="note" className="text-sm text-slate-700 dark:text-slate-300">
          {t("copiedNote")}
        </p>
      )}
      {manualUrl && (
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{t("copyThis")}</span>
          <input
            readOnly
            value={manualUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
        </label>
      )}
    </div>
  );
}
