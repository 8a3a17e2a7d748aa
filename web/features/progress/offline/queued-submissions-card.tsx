// The billings waiting on this device, with where each one is: queued, sending, sent (with its Payment Status), or
// refused by the server (try again or discard). Shown on the dashboard through a slot; nothing when none wait.

import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, CloudOff, Loader2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatMoney } from "#schema/rules/money";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { useCommonWords } from "#web/lib/common-words";
import { userQuery } from "#web/lib/session";
import { useOnline } from "#web/lib/use-online";
import type { QueuedSubmission } from "./outbox-store";
import { useOutbox } from "./use-outbox";
import { useOutboxWords } from "./words";

type OutboxWords = ReturnType<typeof useOutboxWords>;

export default function QueuedSubmissionsCard({ userId }: { userId: number | null }) {
  const { items, retry, discard } = useOutbox(userId);
  const online = useOnline();
  // Typed in the company's money (issue 33); the billing is issued in it.
  const user = useQuery(userQuery).data;
  const t = useOutboxWords();
  const common = useCommonWords();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="queued-submissions-title">
      <Card className="space-y-3">
        <h2 id="queued-submissions-title" className="font-semibold">
          {t("title")}
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
                  {item.sent && ` · ${common("progressNumber", { number: item.sent.progressNumber })}`}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {formatMoney(item.amount, user?.currency, user?.locale)} · {item.completionPercentage}% ·{" "}
                  {t("photos", { count: item.photos.length })}
                </p>
                <p className="text-sm font-medium" data-testid="queued-state">
                  {stateText(t, item, online)}
                </p>
                <Actions t={t} item={item} onRetry={() => void retry(item)} onDiscard={() => void discard(item)} />
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function stateText(t: OutboxWords, item: QueuedSubmission, online: boolean) {
  switch (item.state) {
    case "queued":
      return online ? t("queuedOnline") : t("queuedOffline");
    case "sending":
      return t("sending");
    case "sent":
      return t("sent");
    case "failed":
      return t("notSent", { reason: item.error ?? t("refused") });
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

function Actions({
  t,
  item,
  onRetry,
  onDiscard,
}: {
  t: OutboxWords;
  item: QueuedSubmission;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  if (item.state === "sent" && item.sent) {
    return (
      <div className="-ml-2 flex flex-wrap items-center gap-1">
        <Link
          to={`/progress/${item.sent.id}`}
          className="rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t("viewStatus")}
        </Link>
        <Button variant="ghost" className="min-h-10 px-3" onClick={onDiscard}>
          {t("dismiss")}
        </Button>
      </div>
    );
  }
  if (item.state === "failed") {
    return (
      <div className="flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" className="min-h-10 px-3" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
        <Button variant="ghost" className="min-h-10 px-3" onClick={onDiscard}>
          {t("discard")}
        </Button>
      </div>
    );
  }
  return null;
}
