// The reminders sent for one progress, newest first: when, how, by whom (you or the automatic engine), and failures.
import { useQuery } from "@tanstack/react-query";
import { Bot, CircleAlert, Hand } from "lucide-react";
import { Skeleton } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { cn } from "#web/lib/cn";
import { formatDateTime } from "#web/lib/dates";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import { historyQuery, type ReminderHistoryItem } from "../api/nudges";
import { useRemindersPanelWords } from "../words";

const STATUS_TEXT = {
  sent: "statusSent",
  delivering: "statusDelivering",
  failed: "statusFailed",
} as const satisfies Record<ReminderHistoryItem["status"], string>;
const STATUS_TONE: Record<ReminderHistoryItem["status"], string> = {
  sent: "bg-green-100 text-green-900 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800",
  delivering: "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
  failed: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
};

const channelText = (t: ReturnType<typeof useRemindersPanelWords>, channels: string[]) =>
  channels.map((c) => (c === "sms" ? t("channelText") : t("channelEmail"))).join(" + ");

const formatWhen = (iso: string, timeZone?: string) => formatDateTime(iso, timeZone);

export function ReminderHistory({ progressId }: { progressId: number }) {
  const history = useQuery(historyQuery(progressId));
  const { data: user } = useQuery(userQuery);
  const t = useRemindersPanelWords();
  const said = useSaid(history.isError);

  if (history.isPending) {
    return (
      <div role="status" className="space-y-2" aria-label={t("loadingHistory")}>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t("historyFailed", { error: said(errorMessage(history.error)) })}
      </p>
    );
  if (history.data.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t("noneYet")}</p>;

  return (
    <ol aria-label={t("history")} className="divide-y divide-slate-200 dark:divide-slate-800">
      {history.data.map((item) => (
        <li key={item.id} className="flex gap-3 py-3">
          {item.automatic ? (
            <Bot className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
          ) : (
            <Hand className="mt-0.5 h-5 w-5 shrink-0 text-slate-600 dark:text-slate-400" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-medium break-words">{item.templateName ?? t("deletedTemplate")}</p>
              <span
                className={cn(
                  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                  STATUS_TONE[item.status],
                )}
              >
                {t(STATUS_TEXT[item.status])}
              </span>
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {item.automatic ? t("automatic") : t("sentByYou")} · {channelText(t, item.channels)} ·{" "}
              <time dateTime={item.sentAt}>{formatWhen(item.sentAt, user?.timezone)}</time>
            </p>
            {item.errorMessage && (
              <p
                className={cn(
                  "mt-1 flex gap-1.5 text-sm break-words",
                  item.status === "failed" ? "text-red-700 dark:text-red-400" : "text-amber-800 dark:text-amber-300",
                )}
              >
                <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {item.errorMessage}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
