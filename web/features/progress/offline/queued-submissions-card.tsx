// The billings waiting on this device, with where each one is: queued, sending, sent (with its Payment Status), or
// refused by the server (try again or discard). Shown on the dashboard through a slot; nothing when none wait.

import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, CloudOff, Loader2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { progressLabel } from "#schema/contracts/billing-labels";
import { formatMoney } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { userQuery } from "#web/lib/session";
import { useOnline } from "#web/lib/use-online";
import type { QueuedSubmission } from "./outbox-store";
import { useOutbox } from "./use-outbox";

export default function QueuedSubmissionsCard({ userId }: { userId: number | null }) {
  const { items, retry, discard } = useOutbox(userId);
  const online = useOnline();
  // Typed in the company's money (issue 33); the billing is issued in it.
  const user = useQuery(userQuery).data;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="queued-submissions-title">
      <Card className="space-y-3">
        <h2 id="queued-submissions-title" className="font-semibold">
          Progress on this device
        </h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-live="polite">
          {items.map((item) => (
            // The actions sit under the text, not beside it: beside it they squeezed the name into a one-word column
            // at 390 px, or wrapped over it.
            <li key={item.key} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <StateIcon state={item.state} />
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="font-medium break-words">
                  {item.projectName}
                  {item.sent && ` · ${progressLabel(item.sent.progressNumber)}`}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {formatMoney(item.amount, user?.currency, user?.locale)} · {item.completionPercentage}% ·{" "}
                  {photoCount(item)}
                </p>
                <p className="text-sm font-medium" data-testid="queued-state">
                  {stateText(item, online)}
                </p>
                <Actions item={item} onRetry={() => void retry(item)} onDiscard={() => void discard(item)} />
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

const photoCount = (item: QueuedSubmission) => (item.photos.length === 1 ? "1 photo" : `${item.photos.length} photos`);

function stateText(item: QueuedSubmission, online: boolean) {
  switch (item.state) {
    case "queued":
      return online ? "Queued: sending shortly" : "Queued: sends when you're back online";
    case "sending":
      return "Sending...";
    case "sent":
      return "Sent";
    case "failed":
      return `Not sent: ${item.error ?? "the server refused it"}`;
  }
}

function StateIcon({ state }: { state: QueuedSubmission["state"] }) {
  const className = "mt-0.5 h-5 w-5 shrink-0";
  if (state === "sent")
    return <CheckCircle2 className={`${className} text-green-700 dark:text-green-400`} aria-hidden="true" />;
  if (state === "sending") return <Loader2 className={`${className} animate-spin text-brand-700`} aria-hidden="true" />;
  if (state === "failed")
    return <TriangleAlert className={`${className} text-red-700 dark:text-red-400`} aria-hidden="true" />;
  return <CloudOff className={`${className} text-amber-700 dark:text-amber-400`} aria-hidden="true" />;
}

function Actions({ item, onRetry, onDiscard }: { item: QueuedSubmission; onRetry: () => void; onDiscard: () => void }) {
  if (item.state === "sent" && item.sent) {
    return (
      <div className="-ml-2 flex flex-wrap items-center gap-1">
        <Link
          to={`/progress/${item.sent.id}`}
          className="rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          View payment status
        </Link>
        <Button variant="ghost" className="min-h-10 px-3" onClick={onDiscard}>
          Dismiss
        </Button>
      </div>
    );
  }
  if (item.state === "failed") {
    return (
      <div className="flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" className="min-h-10 px-3" onClick={onRetry}>
          Try again
        </Button>
        <Button variant="ghost" className="min-h-10 px-3" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    );
  }
  return null;
}
