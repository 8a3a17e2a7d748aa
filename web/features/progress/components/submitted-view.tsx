// After a submission: the confirmation and the spec's Send Payment Reminder card (Skip goes home). Its words say what
// is true seconds after the approval link went out (issue 38): the link is on its way and reminders follow on their own.
import { BellRing, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { formatAmountDue } from "#schema/rules/money";
import { buttonClass } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { useCommonWords } from "#web/lib/common-words";
import { useWizardSubmittedWords } from "../words/wizard-submitted";

export type SubmittedProgress = {
  id: number;
  progressNumber: number;
  amount: number;
  /** What the client is asked to pay, in the billing's money (issue 33). */
  totalAmount?: number;
  currency?: string;
  locale?: string;
  projectName: string;
  /** How the approval link went out: "queued" (sent), "later" (the relay sends it within minutes), or null. */
  approvalDelivery: "queued" | "later" | "not_sent" | null;
};

/** `sendsReminders`: reminders are the owner's and the office's; a field member gets a way home instead. */
export function SubmittedView({
  progress,
  sendsReminders = true,
}: {
  progress: SubmittedProgress;
  sendsReminders?: boolean;
}) {
  const t = useWizardSubmittedWords();
  const common = useCommonWords();
  return (
    <section aria-labelledby="submitted-title" className="space-y-5">
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        <CheckCircle2 className="h-14 w-14 text-green-700 dark:text-green-400" aria-hidden="true" />
        <h2 id="submitted-title" className="text-xl font-bold">
          {t("submitted")}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">
          {progress.projectName} · {common("progressNumber", { number: progress.progressNumber })} ·{" "}
          {formatAmountDue(progress)}
        </p>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {progress.approvalDelivery === "queued"
            ? t("linkSent")
            : progress.approvalDelivery === "later"
              ? t("linkLater")
              : t("linkNotSent")}
        </p>
        <Link
          to={`/progress/${progress.id}`}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {t("viewPaymentStatus")}
        </Link>
      </div>
      {!sendsReminders ? (
        <Link to="/" className={buttonClass("secondary", "lg", "w-full")}>
          {t("done")}
        </Link>
      ) : (
        <Card className="space-y-4">
          <div className="flex gap-3">
            <BellRing className="mt-0.5 h-6 w-6 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t("sendPaymentReminder")}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t("reminderBody")}</p>
            </div>
          </div>
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <Link to="/" className={buttonClass("secondary", "lg", "px-7")}>
              {t("skip")}
            </Link>
            <Link to={`/nudge/clients?progressId=${progress.id}`} className={buttonClass("primary", "lg")}>
              {t("sendReminder")}
            </Link>
          </div>
        </Card>
      )}
    </section>
  );
}
