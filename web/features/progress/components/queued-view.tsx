// After submitting with no connection: the billing is kept on this device and sent by the outbox, and this view
// follows it from queued to sent (ADR 0097).

import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, CloudOff, Loader2 } from "lucide-react";
import { Link } from "react-router";
import type { wizardSubmitted } from "#schema/i18n/app/en/wizard-submitted";
import { formatMoney } from "#schema/rules/money";
import { buttonClass } from "#web/components/ui/button";
import { useCommonWords } from "#web/lib/common-words";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import type { Words } from "#web/lib/words";
import type { QueuedSubmission } from "../offline/outbox-store";
import { useOutbox } from "../offline/use-outbox";
import { useWizardSubmittedWords } from "../words/wizard-submitted";

export function QueuedView({ queued }: { queued: QueuedSubmission }) {
  const t = useWizardSubmittedWords();
  const common = useCommonWords();
  const said = useSaid();
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
          {t(sent ? "submitted" : "savedOnDevice")}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {current.projectName}
          {current.sent && ` · ${common("progressNumber", { number: current.sent.progressNumber })}`} ·{" "}
          {formatMoney(current.amount, user?.currency, user?.locale)}
        </p>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {current.state === "sending" && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {stateText(t, current, said)}
        </p>
        {current.sent && (
          <Link
            to={`/progress/${current.sent.id}`}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
          >
            {t("viewPaymentStatus")}
          </Link>
        )}
      </div>
      <Link to="/dashboard" className={buttonClass("primary", "lg", "w-full")}>
        {t("backToDashboard")}
      </Link>
    </section>
  );
}

/** Where the billing is; a refusal in the server's words, in the person's language when the catalogue knows it. */
function stateText(
  t: Words<typeof wizardSubmitted>,
  item: QueuedSubmission,
  said: (text: string | null) => string | null,
) {
  switch (item.state) {
    case "sent":
      return t("stateSent");
    case "sending":
      return t("stateSending");
    case "failed":
      return t("stateFailed", { error: said(item.error) ?? t("serverRefused") });
    case "queued":
      return t("stateQueued");
  }
}
