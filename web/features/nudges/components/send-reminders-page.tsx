// /nudge/clients (Send Reminders): client -> project -> progress -> template -> channels, a preview, then send.
// The page reads the URL and holds the rules through useSendReminder; SendReminderForm only draws what it is given.
import { ArrowLeft, Send } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { CHANNELS, UNREADABLE_PHONE_FOR_SMS } from "#schema/contracts/nudge-texts";
import { formatBillingAmount } from "#schema/rules/money";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { SelectField } from "#web/components/ui/select-field";
import { cn } from "#web/lib/cn";
import { useCommonWords } from "#web/lib/common-words";
import { formatCalendarDate } from "#web/lib/dates";
import { useSaid } from "#web/lib/said";
import { type SendReminder, useSendReminder } from "../hooks/use-send-reminder";
import { useReminderTextWords } from "../reminder-words";
import { useSendReminderWords } from "../send-words";
import { useTriggerText } from "./channel-labels";
import { factsFor, MessagePreview } from "./message-preview";

// The history sits below the form: it loads after the page (ADR 0093).
const ReminderHistory = lazy(() => import("./reminder-history").then((m) => ({ default: m.ReminderHistory })));

const idOf = (value: string) => (value ? Number(value) : null);

export default function SendRemindersPage() {
  const t = useSendReminderWords();
  usePageHeader(t("header"), { subtitle: t("subtitle"), back: "/" });
  const [params] = useSearchParams();
  // ?progressId= (from the progress wizard) fills the first three choices.
  const reminder = useSendReminder(idOf(params.get("progressId") ?? ""));
  return <SendReminderForm reminder={reminder} />;
}

/** Draws the page from the hook's state and hands every choice back to it: no queries, effects or rules here. */
export function SendReminderForm({ reminder: r }: { reminder: SendReminder }) {
  const { choice, client, project, progress, template, user } = r;
  const t = useSendReminderWords();
  const channelWords = useReminderTextWords();
  const trigger = useTriggerText();
  const common = useCommonWords();
  const said = useSaid();
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("intro")}</p>
      </div>

      {r.state === "loading" ? (
        <Card role="status" className="space-y-4" aria-label={t("loading")}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </Card>
      ) : r.state === "failed" ? (
        <LoadError title={t("loadFailed")} error={r.error} onRetry={r.retry} />
      ) : r.state === "empty" ? (
        <EmptyState
          title={t("noClients")}
          hint={t("noClientsHint")}
          action={
            <Link to="/clients" className={buttonClass()}>
              {t("goToClients")}
            </Link>
          }
        />
      ) : (
        <Card className="space-y-4">
          <SelectField
            label={t("client")}
            value={choice.clientId ?? ""}
            onChange={(e) => r.chooseClient(idOf(e.target.value))}
          >
            <option value="">{t("chooseClient")}</option>
            {r.clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} · {c.companyName}
              </option>
            ))}
          </SelectField>

          <SelectField
            label={t("project")}
            value={choice.projectId ?? ""}
            disabled={!client}
            onChange={(e) => r.chooseProject(idOf(e.target.value))}
          >
            <option value="">{client && client.projects.length === 0 ? t("noProjects") : t("chooseProject")}</option>
            {client?.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>

          <SelectField
            label={t("progress")}
            value={choice.progressId ?? ""}
            disabled={!project}
            onChange={(e) => r.chooseProgress(idOf(e.target.value))}
          >
            <option value="">
              {project && project.progress.length === 0 ? t("nothingToChase") : t("chooseProgress")}
            </option>
            {project?.progress.map((p) => (
              <option key={p.id} value={p.id}>
                {common("progressNumber", { number: p.progressNumber })} · {formatBillingAmount(p)} ·{" "}
                {t(`status_${p.status}`)}
                {p.dueDate ? t("due", { date: formatCalendarDate(p.dueDate) }) : ""}
              </option>
            ))}
          </SelectField>

          <SelectField
            label={t("template")}
            value={choice.templateId ?? ""}
            disabled={!progress}
            onChange={(e) => r.chooseTemplate(idOf(e.target.value))}
          >
            <option value="">{r.templates.length === 0 ? t("noTemplates") : t("chooseTemplate")}</option>
            {r.templates.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name} ({trigger(each.triggerType, each.triggerValue).toLowerCase()})
              </option>
            ))}
          </SelectField>
          {r.templates.length === 0 && (
            <p className="text-sm">
              <Link to="/nudge/config" className="font-semibold text-brand-700 underline dark:text-brand-100">
                {t("createTemplate")}
              </Link>{" "}
              {t("toSend")}
            </p>
          )}

          <fieldset disabled={!template}>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("channels")}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {CHANNELS.filter((c) => c === "email" || r.canSms).map((c) => {
                const checked = choice.channels.includes(c);
                return (
                  <label
                    key={c}
                    className={cn(
                      "flex min-h-11 items-center gap-3 rounded-lg border px-3 text-sm font-medium",
                      template ? "cursor-pointer" : "cursor-not-allowed opacity-60",
                      checked
                        ? "border-brand-500 bg-brand-50 dark:bg-brand-900/40"
                        : "border-slate-300 dark:border-slate-600",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-700"
                      checked={checked}
                      onChange={(e) => r.toggleChannel(c, e.target.checked)}
                    />
                    {channelWords(c)}
                  </label>
                );
              })}
            </div>
            {client && !r.canSms && (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                {client.phone ? said(UNREADABLE_PHONE_FOR_SMS) : t("addPhone", { name: client.name })}
              </p>
            )}
          </fieldset>

          {progress?.paymentClaimed && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
              {t("claimed", { name: client?.name ?? "" })}
            </p>
          )}

          {client && project && progress && template && user && choice.channels.length > 0 && (
            <section
              aria-labelledby="send-preview-title"
              className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800"
            >
              <h2 id="send-preview-title" className="font-semibold">
                {t("preview")}
              </h2>
              <MessagePreview
                template={template}
                channels={choice.channels}
                facts={factsFor({ client, project, progress }, user)}
                to={{ email: client.email, phone: client.phoneDisplay ?? client.phone }}
                language={client.language}
              />
            </section>
          )}

          <Button size="lg" className="w-full" onClick={r.send} disabled={r.sending}>
            <Send className="h-5 w-5" aria-hidden="true" />
            {r.sending ? t("sending") : t("send")}
          </Button>
        </Card>
      )}

      {r.historyFor !== null && (
        <Card className="space-y-2">
          <h2 className="font-semibold">{t("historyTitle")}</h2>
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <ReminderHistory progressId={r.historyFor} />
          </Suspense>
        </Card>
      )}
    </div>
  );
}
