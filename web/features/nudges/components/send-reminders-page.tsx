// /nudge/clients (Send Reminders): client -> project -> progress -> template -> channels, a preview, then send.
// Each choice resets the choices below it. ?progressId= (from the progress wizard) fills the first three.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Send } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  CHANNELS,
  DEFAULT_REMINDER_TEMPLATE_NAME,
  describeTrigger,
  NUDGE_SEND_MESSAGES,
  type NudgeChannel,
} from "../../../../schema/contracts/nudge-texts";
import { usePageHeader } from "../../../components/shell/page-header";
import { Button, buttonClass } from "../../../components/ui/button";
import { Card, Skeleton } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadError } from "../../../components/ui/load-error";
import { SelectField } from "../../../components/ui/select-field";
import { errorMessage } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatCalendarDate, formatMoney } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { userQuery } from "../../auth/api/session";
import { type NudgeTemplate, type ReminderClient, targetsQuery, templatesQuery, useSendNudge } from "../api/nudges";
import { CHANNEL_LABELS } from "./channel-labels";
import { factsFor, MessagePreview } from "./message-preview";
import { ReminderHistory } from "./reminder-history";

type Choice = {
  clientId: number | null;
  projectId: number | null;
  progressId: number | null;
  templateId: number | null;
  channels: NudgeChannel[];
};
const EMPTY: Choice = { clientId: null, projectId: null, progressId: null, templateId: null, channels: [] };

const idOf = (value: string) => (value ? Number(value) : null);
const statusText = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The template's own channels that can reach this client (a text needs a phone). */
const channelsFor = (template: NudgeTemplate | undefined, client: ReminderClient | undefined): NudgeChannel[] =>
  (template?.channels ?? ["email"]).filter((c) => c === "email" || Boolean(client?.phone));

export default function SendRemindersPage() {
  usePageHeader("Send Reminders", { subtitle: "Payment reminder to a client", back: "/" });
  const [params] = useSearchParams();
  const targets = useQuery(targetsQuery);
  const templates = useQuery(templatesQuery);
  const { data: user } = useQuery(userQuery);
  const send = useSendNudge();
  const [choice, setChoice] = useState<Choice>(EMPTY);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [lastSent, setLastSent] = useState<number | null>(null);

  // Arriving from a progress (?progressId=): choose its client, project and progress, and the Payment Reminder.
  const preset = idOf(params.get("progressId") ?? "");
  const [presetDone, setPresetDone] = useState(false);
  useEffect(() => {
    if (presetDone || !preset || !targets.data || !templates.data) return;
    setPresetDone(true);
    for (const client of targets.data) {
      for (const project of client.projects) {
        if (!project.progress.some((p) => p.id === preset)) continue;
        const template = templates.data.find((t) => t.name === DEFAULT_REMINDER_TEMPLATE_NAME);
        setChoice({
          clientId: client.id,
          projectId: project.id,
          progressId: preset,
          templateId: template?.id ?? null,
          channels: template ? channelsFor(template, client) : [],
        });
        return;
      }
    }
  }, [preset, presetDone, targets.data, templates.data]);

  const client = targets.data?.find((c) => c.id === choice.clientId);
  const project = client?.projects.find((p) => p.id === choice.projectId);
  const progress = project?.progress.find((p) => p.id === choice.progressId);
  const template = templates.data?.find((t) => t.id === choice.templateId);
  const canSms = Boolean(client?.phone);

  const chaseableProjects = useMemo(() => client?.projects ?? [], [client]);

  const onSend = async () => {
    const missing = !choice.progressId
      ? NUDGE_SEND_MESSAGES.progress
      : !choice.templateId
        ? NUDGE_SEND_MESSAGES.template
        : choice.channels.length === 0
          ? NUDGE_SEND_MESSAGES.channel
          : null;
    if (missing) {
      toast.error(missing.title, { description: missing.description });
      return;
    }
    try {
      await send.mutateAsync({
        progressId: choice.progressId!,
        templateId: choice.templateId!,
        channels: choice.channels,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      setLastSent(choice.progressId);
      toast.success("Nudge sent successfully!", {
        description: `${client?.name ?? "Your client"} will get it by ${choice.channels.map((c) => (c === "sms" ? "text" : "email")).join(" and ")}.`,
      });
    } catch (err) {
      toast.error("Failed to send nudge", {
        // The spec: the server's message, else this text (never a proxy's "Internal Server Error").
        description: errorMessage(err, "An error occurred while sending the nudge."),
      });
    }
  };

  const loading = targets.isPending || templates.isPending;
  const clients = targets.data ?? [];
  const templateList = templates.data ?? [];
  const failed = targets.isError ? targets.error : templates.isError ? templates.error : null;

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div>
        <h1 className="text-2xl font-bold">Send Client Payment Reminder</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Pick the billing to chase and how to reach your client.
        </p>
      </div>

      {loading ? (
        <Card role="status" className="space-y-4" aria-label="Loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </Card>
      ) : failed ? (
        <LoadError
          title="Couldn't load your clients and templates"
          error={failed}
          onRetry={() => Promise.all([targets.refetch(), templates.refetch()])}
        />
      ) : clients.length === 0 ? (
        <EmptyState
          title="No clients yet"
          hint="Add a client and submit a progress billing, then you can remind them here."
          action={
            <Link to="/clients" className={buttonClass()}>
              Go to Clients
            </Link>
          }
        />
      ) : (
        <Card className="space-y-4">
          <SelectField
            label="Client"
            value={choice.clientId ?? ""}
            onChange={(e) => setChoice({ ...EMPTY, clientId: idOf(e.target.value) })}
          >
            <option value="">Choose a client</option>
            {clients.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} · {c.companyName}
              </option>
            ))}
          </SelectField>

          <SelectField
            label="Project"
            value={choice.projectId ?? ""}
            disabled={!client}
            onChange={(e) => setChoice({ ...EMPTY, clientId: choice.clientId, projectId: idOf(e.target.value) })}
          >
            <option value="">
              {client && chaseableProjects.length === 0 ? "This client has no projects" : "Choose a project"}
            </option>
            {chaseableProjects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>

          <SelectField
            label="Progress submission"
            value={choice.progressId ?? ""}
            disabled={!project}
            onChange={(e) =>
              setChoice({
                ...EMPTY,
                clientId: choice.clientId,
                projectId: choice.projectId,
                progressId: idOf(e.target.value),
              })
            }
          >
            <option value="">
              {project && project.progress.length === 0
                ? "Nothing to chase: all paid or rejected"
                : "Choose a progress submission"}
            </option>
            {project?.progress.map((p) => (
              <option key={p.id} value={p.id}>
                Progress #{p.progressNumber} · {formatMoney(p.amount)} · {statusText(p.status)}
                {p.dueDate ? ` · due ${formatCalendarDate(p.dueDate)}` : ""}
              </option>
            ))}
          </SelectField>

          <SelectField
            label="Template"
            value={choice.templateId ?? ""}
            disabled={!progress}
            onChange={(e) => {
              const next = templateList.find((t) => t.id === idOf(e.target.value));
              setChoice({ ...choice, templateId: next?.id ?? null, channels: next ? channelsFor(next, client) : [] });
            }}
          >
            <option value="">{templateList.length === 0 ? "No templates yet" : "Choose a template"}</option>
            {templateList.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({describeTrigger(t.triggerType, t.triggerValue).toLowerCase()})
              </option>
            ))}
          </SelectField>
          {templateList.length === 0 && (
            <p className="text-sm">
              <Link to="/nudge/config" className="font-semibold text-brand-700 underline dark:text-brand-100">
                Create a template
              </Link>{" "}
              to send reminders.
            </p>
          )}

          <fieldset disabled={!template}>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Channels</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {CHANNELS.filter((c) => c === "email" || canSms).map((c) => {
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
                      onChange={(e) =>
                        setChoice({
                          ...choice,
                          channels: e.target.checked
                            ? CHANNELS.filter((x) => x === c || choice.channels.includes(x))
                            : choice.channels.filter((x) => x !== c),
                        })
                      }
                    />
                    {CHANNEL_LABELS[c]}
                  </label>
                );
              })}
            </div>
            {client && !canSms && (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                Add a phone number to {client.name} to send text reminders.
              </p>
            )}
          </fieldset>

          {progress?.paymentClaimed && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
              {client?.name} says this payment has been sent. Automatic reminders are paused for it.
            </p>
          )}

          {client && project && progress && template && user && choice.channels.length > 0 && (
            <section
              aria-labelledby="send-preview-title"
              className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800"
            >
              <h2 id="send-preview-title" className="font-semibold">
                Preview
              </h2>
              <MessagePreview
                template={template}
                channels={choice.channels}
                facts={factsFor({ client, project, progress }, user)}
                to={client}
              />
            </section>
          )}

          <Button size="lg" className="w-full" onClick={onSend} disabled={send.isPending}>
            <Send className="h-5 w-5" aria-hidden="true" />
            {send.isPending ? "Sending..." : "Send Reminder"}
          </Button>
        </Card>
      )}

      {choice.progressId && lastSent === choice.progressId && (
        <Card className="space-y-2">
          <h2 className="font-semibold">Reminders for this progress</h2>
          <ReminderHistory progressId={choice.progressId} />
        </Card>
      )}
    </div>
  );
}
