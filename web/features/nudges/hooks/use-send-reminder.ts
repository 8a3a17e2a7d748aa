// The rules of Send Reminders (/nudge/clients): what is loaded, the cascade of choices (each resets those below it),
// the preset from ?progressId=, the spec's validation order, and what a send tells the person. No JSX here.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  CHANNELS,
  DEFAULT_REMINDER_TEMPLATE_NAME,
  NUDGE_SEND_MESSAGES,
  type NudgeChannel,
} from "#schema/contracts/nudge-texts";
import { reachableChannels } from "#schema/rules/billing-state";
import { errorMessage } from "#web/lib/api";
import { useSaid } from "#web/lib/said";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { type NudgeTemplate, type ReminderClient, targetsQuery, templatesQuery, useSendNudge } from "../api/nudges";
import { useSendReminderWords } from "../send-words";

export type ReminderChoice = {
  clientId: number | null;
  projectId: number | null;
  progressId: number | null;
  templateId: number | null;
  channels: NudgeChannel[];
};
const EMPTY: ReminderChoice = { clientId: null, projectId: null, progressId: null, templateId: null, channels: [] };

/** The template's own channels that can reach this client (a text needs a phone). */
export const channelsFor = (template: NudgeTemplate | undefined, client: ReminderClient | undefined): NudgeChannel[] =>
  (template?.channels ?? ["email"]).filter((c) => c === "email" || Boolean(client?.phone));

/** The spec's first missing choice, in its order (progress, then template, then channel), or null when complete. */
export function missingChoice(choice: ReminderChoice) {
  if (!choice.progressId) return NUDGE_SEND_MESSAGES.progress;
  if (!choice.templateId) return NUDGE_SEND_MESSAGES.template;
  if (choice.channels.length === 0) return NUDGE_SEND_MESSAGES.channel;
  return null;
}

type SendWords = ReturnType<typeof useSendReminderWords>;
/** "email", "text", or "email and text": how the success toast says the reminder will arrive. */
const byChannels = (t: SendWords, channels: NudgeChannel[]) =>
  channels
    .map((c) => (c === "sms" ? t("byText") : t("byEmail")))
    .reduce((first, second) => t("and", { first, second }));

/** Which of the spec's missing choices this is, for its words in the person's language. */
const missingName = (missing: (typeof NUDGE_SEND_MESSAGES)[keyof typeof NUDGE_SEND_MESSAGES]) =>
  (Object.keys(NUDGE_SEND_MESSAGES) as (keyof typeof NUDGE_SEND_MESSAGES)[]).find(
    (k) => NUDGE_SEND_MESSAGES[k] === missing,
  )!;

export function useSendReminder(presetProgressId: number | null) {
  const targets = useQuery(targetsQuery);
  const templates = useQuery(templatesQuery);
  const { data: user } = useQuery(userQuery);
  const sendNudge = useSendNudge();
  const t = useSendReminderWords();
  const said = useSaid();
  const [choice, setChoice] = useState<ReminderChoice>(EMPTY);
  // One key per intended send: a double tap or a retry after a lost answer is one reminder, not two.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [lastSent, setLastSent] = useState<number | null>(null);

  // Arriving from a progress (?progressId=): choose its client, project and progress, and the Payment Reminder. Once.
  const [presetDone, setPresetDone] = useState(false);
  useEffect(() => {
    if (presetDone || !presetProgressId || !targets.data || !templates.data) return;
    setPresetDone(true);
    for (const client of targets.data) {
      const project = client.projects.find((p) => p.progress.some((x) => x.id === presetProgressId));
      if (!project) continue;
      const template = templates.data.find((t) => t.name === DEFAULT_REMINDER_TEMPLATE_NAME);
      setChoice({
        clientId: client.id,
        projectId: project.id,
        progressId: presetProgressId,
        templateId: template?.id ?? null,
        channels: template ? channelsFor(template, client) : [],
      });
      return;
    }
  }, [presetProgressId, presetDone, targets.data, templates.data]);

  const clients = targets.data ?? [];
  const templateList = templates.data ?? [];
  const client = clients.find((c) => c.id === choice.clientId);
  const project = client?.projects.find((p) => p.id === choice.projectId);
  const progress = project?.progress.find((p) => p.id === choice.progressId);
  const template = templateList.find((t) => t.id === choice.templateId);

  const send = async () => {
    const missing = missingChoice(choice);
    if (missing) {
      const name = missingName(missing);
      toast.error(t(`${name}Required`), { description: t(`${name}RequiredText`) });
      return;
    }
    try {
      await sendNudge.mutateAsync({
        progressId: choice.progressId!,
        templateId: choice.templateId!,
        channels: choice.channels,
        requestId,
      });
      setRequestId(crypto.randomUUID());
      setLastSent(choice.progressId);
      toast.success(t("sent"), {
        description: t("willGet", { name: client?.name ?? t("yourClient"), channels: byChannels(t, choice.channels) }),
      });
    } catch (err) {
      // The spec: the server's message, else this text (never a proxy's "Internal Server Error").
      toast.error(t("sendFailed"), { description: said(errorMessage(err, t("sendError"))) });
    }
  };

  return {
    state: (targets.isPending || templates.isPending
      ? "loading"
      : targets.isError || templates.isError
        ? "failed"
        : clients.length === 0
          ? "empty"
          : "ready") as "loading" | "failed" | "empty" | "ready",
    error: targets.error ?? templates.error,
    retry: () => Promise.all([targets.refetch(), templates.refetch()]),
    user,
    clients,
    templates: templateList,
    choice,
    client,
    project,
    progress,
    template,
    canSms: reachableChannels(["sms"], client?.phone, client?.phoneInvalid).ok.length > 0,
    /** Each choice keeps those above it and clears those below it. */
    chooseClient: (clientId: number | null) => setChoice({ ...EMPTY, clientId }),
    chooseProject: (projectId: number | null) => setChoice({ ...EMPTY, clientId: choice.clientId, projectId }),
    chooseProgress: (progressId: number | null) =>
      setChoice({ ...EMPTY, clientId: choice.clientId, projectId: choice.projectId, progressId }),
    chooseTemplate: (templateId: number | null) => {
      const next = templateList.find((t) => t.id === templateId);
      setChoice({ ...choice, templateId: next?.id ?? null, channels: next ? channelsFor(next, client) : [] });
    },
    toggleChannel: (channel: NudgeChannel, on: boolean) =>
      setChoice({
        ...choice,
        // Kept in the catalogue's order, whatever order they were ticked in.
        channels: on
          ? CHANNELS.filter((x) => x === channel || choice.channels.includes(x))
          : choice.channels.filter((x) => x !== channel),
      }),
    send,
    sending: sendNudge.isPending,
    /** The progress whose history to show: the one just reminded, while it is still the one chosen. */
    historyFor: choice.progressId && lastSent === choice.progressId ? choice.progressId : null,
  };
}

export type SendReminder = ReturnType<typeof useSendReminder>;
