// The Reminders card of the Payment Status screen: the quick reminder, a way to pick another template, and the history.
import { BellRing } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { isOpen } from "#schema/rules/billing-state";
import type { ProgressRemindersProps } from "#web/components/slots/progress-reminders-slot";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { toast } from "#web/lib/toast";
import { useQuickReminder } from "../api/nudges";
import { useRemindersPanelWords } from "../words";
import { ReminderHistory } from "./reminder-history";

export default function ProgressRemindersPanel({ progressId, status, paymentClaimedAt }: ProgressRemindersProps) {
  const quick = useQuickReminder();
  // One id per intended send: a double tap or a retried request reaches the client once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const chaseable = isOpen(status);
  const t = useRemindersPanelWords();
  const said = useSaid();

  const sendQuick = async () => {
    try {
      await quick.mutateAsync({ progressId, requestId });
      setRequestId(crypto.randomUUID());
      toast.success(t("sentToast"));
    } catch (err) {
      toast.error(t("sendFailed"), { description: said(errorMessage(err)) });
    }
  };

  return (
    <Card className="space-y-4">
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 h-6 w-6 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
        <div>
          <h2 className="text-lg font-semibold">{t("title")}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {!chaseable
              ? status === "paid"
                ? t("paidNoMore")
                : t("rejectedNone")
              : paymentClaimedAt
                ? t("claimedPaused")
                : t("automaticFollow")}
          </p>
        </div>
      </div>
      {chaseable && (
        <div className="grid gap-2 sm:grid-cols-2">
          <Button size="lg" onClick={sendQuick} disabled={quick.isPending}>
            {quick.isPending ? t("sending") : t("sendReminder")}
          </Button>
          <Link to={`/nudge/clients?progressId=${progressId}`} className={buttonClass("secondary", "lg")}>
            {t("chooseTemplate")}
          </Link>
        </div>
      )}
      <section aria-labelledby={`reminder-history-${progressId}`}>
        <h3 id={`reminder-history-${progressId}`} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t("history")}
        </h3>
        <ReminderHistory progressId={progressId} />
      </section>
    </Card>
  );
}
