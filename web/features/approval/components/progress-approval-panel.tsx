// The contractor's approval and payment tools on Payment Status: link status, resend / copy / sign in person while
// pending; the client's payment claim and "Mark as paid" once approved; the recorded payment once paid.
import { useQuery } from "@tanstack/react-query";
import { Check, Copy, PenLine, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import {
  balanceDueLine,
  partPaidLine,
  RECEIVED_PAYMENT_METHOD_LABELS,
  type ReceivedPaymentMethod,
} from "#schema/contracts/received-payments";
import { formatDate } from "#schema/rules/dates";
import { formatMoneyExact } from "#schema/rules/money";
import type { ProgressApprovalProps } from "#web/components/slots/progress-approval-slot";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useCan } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { type ApprovalView, ownerApprovalQuery, useRequestApprovalLink } from "../api/approval";
import { MarkPaidButton } from "./mark-paid-button";

const COPIED_LINK_NOTE =
  "Paste it into your own text or email. It works for 30 days, unless you send an approval link from here: sending replaces every earlier link, this one included.";

export default function ProgressApprovalPanel({ progressId, status, client }: ProgressApprovalProps) {
  const view = useQuery(ownerApprovalQuery(progressId));
  const timeZone = useQuery(userQuery).data?.timezone;
  // Recording a payment is the owner's and the office's; a field member sees the state, not the tool.
  const managesPayments = useCan("payments:manage");
  if (status === "rejected") return null;
  if (view.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (view.isError) {
    return (
      <Card role="alert" className="space-y-2">
        <p className="text-sm">{errorMessage(view.error)}</p>
        <Button variant="secondary" onClick={() => view.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { progress, link } = view.data;

  if (progress.status === "pending") {
    return (
      <Card className="space-y-3">
        <div>
          <h2 className="text-lg font-semibold">Client approval</h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {link
              ? `${linkDeliveryText(link.delivery, formatDate(link.sentAt, timeZone))} ${
                  link.firstOpenedAt
                    ? `${client.name} opened it ${formatDate(link.lastOpenedAt ?? link.firstOpenedAt, timeZone)}.`
                    : "Not opened yet."
                }`
              : `No approval link has been sent to ${client.name} yet.`}
          </p>
        </div>
        <ApprovalLinkTools progressId={progressId} client={client} sentBefore={Boolean(link)} />
        <Link to={`/progress/${progressId}/approve`} className={buttonClass("secondary", "md", "w-full")}>
          <PenLine className="h-4 w-4" aria-hidden="true" />
          Sign in person
        </Link>
      </Card>
    );
  }

  const partPaid = progress.status === "approved" && progress.amountPaid > 0 && <PartPaid progress={progress} />;

  if (progress.status === "approved" && !managesPayments) {
    return (
      <Card className="space-y-1">
        <h2 className="text-lg font-semibold">Approved</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {client.name} approved this billing. The office records the payment when it arrives.
        </p>
        {partPaid}
      </Card>
    );
  }

  if (progress.status === "approved") {
    return (
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold">Payment received?</h2>
        {partPaid}
        {progress.paymentClaimedAt ? (
          <p
            role="status"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          >
            {client.name} says they sent the payment on {formatDate(progress.paymentClaimedAt, timeZone)}. Reminders are
            paused. Check that it arrived, then mark it paid.
          </p>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Once the money is in your account, record it here.
          </p>
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
      <h2 className="text-lg font-semibold">Payment recorded</h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Paid{progress.paidAt ? ` on ${formatDate(progress.paidAt, timeZone)}` : ""}
        {progress.paymentMethod
          ? ` by ${RECEIVED_PAYMENT_METHOD_LABELS[progress.paymentMethod as ReceivedPaymentMethod] ?? progress.paymentMethod}`
          : ""}
        {progress.paymentReference ? ` (reference ${progress.paymentReference})` : ""}.
      </p>
    </Card>
  );
}

/** "Part paid: $300.00 of $800.00" and the balance, in the billing's currency (ADR 0165). */
function PartPaid({ progress }: { progress: ApprovalView["progress"] }) {
  const money = (minor: number) => formatMoneyExact(minor, progress.currency, progress.locale);
  return (
    <p role="status" className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100">
      <span className="font-semibold">{partPaidLine(money(progress.amountPaid), money(progress.totalAmount))}</span>
      <span className="block">{balanceDueLine(money(progress.balanceDue))}</span>
    </p>
  );
}

/** The latest link's email: "delivering" (on its way, retried automatically), sent, failed, or copied instead. */
function linkDeliveryText(delivery: "delivering" | "sent" | "failed" | "not_sent", when: string) {
  if (delivery === "delivering") return `Approval link created ${when}, delivering to your client.`;
  if (delivery === "failed") return `Approval link created ${when}, but the email could not be delivered.`;
  if (delivery === "not_sent") return `Approval link created ${when} to share yourself.`;
  return `Approval link sent ${when}.`;
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
        toast.success("Approval link will be sent", {
          description: `Delivery to ${client.email} is delayed; it goes out automatically within a few minutes. You can also copy the link below.`,
        });
        return;
      }
      toast.success("Approval link sent", {
        description: `Sent to ${client.email}${client.phone ? ` and ${client.phoneDisplay ?? client.phone}` : ""}. Older links${copiedLive ? ", including the one you copied," : ""} no longer work.`,
      });
      setCopiedLive(false);
    } catch (err) {
      toast.error("Failed to send approval link", { description: errorMessage(err) });
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
      toast.success("Approval link copied", { description: COPIED_LINK_NOTE });
    } catch (err) {
      try {
        // The link exists but the clipboard refused: show it to copy by hand.
        setManualUrl((await answer).url);
        setCopiedLive(true);
      } catch {
        toast.error("Failed to create approval link", { description: errorMessage(err) });
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
          {pending === "send" ? "Sending..." : sentBefore ? "Resend approval link" : "Send approval link"}
        </Button>
        <Button variant="secondary" onClick={copy} disabled={pending !== null}>
          {copiedUrl ? (
            <Check className="h-4 w-4 text-green-700" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          {copiedUrl ? "Copied!" : pending === "copy" ? "Creating..." : "Copy link"}
        </Button>
      </div>
      {copiedLive && (
        <p role="note" className="text-sm text-slate-700 dark:text-slate-300">
          {COPIED_LINK_NOTE}
        </p>
      )}
      {manualUrl && (
        <label className="block space-y-1 text-sm">
          <span className="font-medium">Copy this link</span>
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
