// After submitting with no connection: the billing is kept on this device and sent by the outbox, and this view
// follows it from queued to sent (ADR 0097).

import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, CloudOff, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { progressLabel } from "#schema/contracts/billing-labels";
import { formatMoney } from "#schema/rules/money";
import { buttonClass } from "#web/components/ui/button";
import { userQuery } from "#web/lib/session";
import type { QueuedSubmission } from "../offline/outbox-store";
import { useOutbox } from "../offline/use-outbox";

export function QueuedView({ queued }: { queued: QueuedSubmission }) {
  const { items } = useOutbox(queued.userId);
  // Typed in the company's money (issue 33); the billing is issued in it.
  const user = useQuery(userQuery).data;
  const current = items.find((i) => i.key === queued.key) ?? queued;
  const sent = current.state === "sent" && current.sent;
  return (
    <section aria-labelledby="queued-title" className="space-y-5">
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        {sent ? (
          <CheckCircle2 className="h-14 w-14 text-green-700 dark:text-green-400" aria-hidden="true" />
        ) : (
          <CloudOff className="h-14 w-14 text-amber-700 dark:text-amber-400" aria-hidden="true" />
        )}
        <h2 id="queued-title" className="text-xl font-bold">
          {sent ? "Progress Submitted Successfully" : "Saved on this device"}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {current.projectName}
          {current.sent && ` · ${progressLabel(current.sent.progressNumber)}`} ·{" "}
          {formatMoney(current.amount, user?.currency, user?.locale)}
        </p>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {current.state === "sending" && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {stateText(current)}
        </p>
        {current.sent && (
          <Link
            to={`/progress/${current.sent.id}`}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
          >
            View payment status
          </Link>
        )}
      </div>
      <Link to="/dashboard" className={buttonClass("primary", "lg", "w-full")}>
        Back to dashboard
      </Link>
    </section>
  );
}

function stateText(item: QueuedSubmission) {
  switch (item.state) {
    case "sent":
      return "Sent. Your client gets the link to approve and sign.";
    case "sending":
      return "Sending...";
    case "failed":
      return `Not sent: ${item.error ?? "the server refused it"}. See it on your dashboard.`;
    case "queued":
      return "Queued. It is sent automatically, once, when you're back online. You can close the app.";
  }
}
