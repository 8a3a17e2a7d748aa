// /meetings/new and /meetings/{id}/edit: details, the recording's player, key points, action items, participants.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useCallback, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { MEETING_LOCATIONS } from "#schema/contracts/meeting-texts";
import type { MeetingInput, MeetingNoteInput, ParticipantInput } from "#schema/contracts/meetings";
import { wallTimeIn, zonedWallTime } from "#schema/rules/meeting-times";
import { knownTimeZone } from "#schema/rules/time";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { LoadError } from "#web/components/ui/load-error";
import { SelectField } from "#web/components/ui/select-field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { errorMessage } from "#web/lib/api";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { type MeetingDetail, meetingQuery, useCreateMeeting, useUpdateMeeting } from "../api/meetings";
import { projectChoicesQuery } from "../api/project-choices";
import { useMeetingFormWords } from "../words/form";
import { useMeetingLabels } from "../words/labels";
import { locationLabel } from "./labels";
import { NotesEditor } from "./notes-editor";

// Only a meeting with a recording plays one: a new meeting's form never loads the player.
const RecordingPlayer = lazy(() => import("./recording-player").then((m) => ({ default: m.RecordingPlayer })));
// Below the fold, with the clients picker it reads: loaded after the form's own code (the first-load budget, ADR 0093).
const ParticipantsEditor = lazy(() => import("./participants-editor").then((m) => ({ default: m.ParticipantsEditor })));

type FormState = Omit<MeetingInput, "meetingDate"> & { meetingDate: string };

// Meeting times are read and typed on the wall clock of the profile's time zone, the one zone rule for meetings in
// the app and on the shared page (ADR 0124), whatever zone the device is set to.
const blank = (timeZone: string): FormState => ({
  title: "",
  meetingDate: wallTimeIn(timeZone, new Date()),
  location: "jobsite",
  status: "draft",
  description: "",
  summaryText: "",
  projectId: null,
  keyPoints: [],
  actionItems: [],
  participants: [],
});

const fromMeeting = (m: MeetingDetail, timeZone: string): FormState => ({
  title: m.title,
  meetingDate: wallTimeIn(timeZone, new Date(m.meetingDate)),
  location: m.location,
  status: m.status,
  description: m.description ?? "",
  summaryText: m.summaryText ?? "",
  projectId: m.projectId,
  keyPoints: m.keyPoints,
  actionItems: m.actionItems,
  participants: m.participants.map(({ name, email, role, clientId }) => ({ name, email, role, clientId })),
});

export default function MeetingFormPage() {
  const { id } = useParams();
  const isNew = !id || id === "new";
  const meetingId = isNew ? 0 : Number(id);
  const detail = useQuery({ ...meetingQuery(meetingId), enabled: !isNew });
  const t = useMeetingFormWords();
  const l = useMeetingLabels();
  usePageHeader(isNew ? t("newMeeting") : t("editMeeting"), { back: isNew ? "/meetings" : `/meetings/${meetingId}` });
  const timeZone = knownTimeZone(useQuery(userQuery).data?.timezone);

  if (isNew) return <MeetingForm initial={blank(timeZone)} timeZone={timeZone} />;
  if (detail.isPending) return <Skeleton className="h-96 w-full rounded-xl" />;
  if (detail.isError)
    return <LoadError title={l("loadFailed")} error={detail.error} onRetry={() => detail.refetch()} />;
  return <MeetingForm initial={fromMeeting(detail.data, timeZone)} meeting={detail.data} timeZone={timeZone} />;
}

function MeetingForm({
  initial,
  meeting,
  timeZone,
}: {
  initial: FormState;
  meeting?: MeetingDetail;
  timeZone: string;
}) {
  const navigate = useNavigate();
  const t = useMeetingFormWords();
  const l = useMeetingLabels();
  const { data: projects } = useQuery(projectChoicesQuery);
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One key per form visit: a double tap or a retried save never creates two meetings.
  const [key] = useState(() => `form_${crypto.randomUUID().replaceAll("-", "")}`);
  const create = useCreateMeeting();
  const update = useUpdateMeeting(meeting?.id ?? 0);
  const pending = create.isPending || update.isPending;
  // A field's error goes as soon as the field is changed ("Title is required" no longer stays after typing one).
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => (k in e ? Object.fromEntries(Object.entries(e).filter(([name]) => name !== k)) : e));
  };
  // What is typed in "Add a key point", "Add an action item" or the participant fields without pressing Add: saved
  // with the meeting, as a person expects, rather than dropped.
  const drafts = useRef<{
    keyPoint: MeetingNoteInput | null;
    action: MeetingNoteInput | null;
    participant: ParticipantInput | null;
  }>({ keyPoint: null, action: null, participant: null });
  const onKeyPointDraft = useCallback((d: MeetingNoteInput | null) => {
    drafts.current.keyPoint = d;
  }, []);
  const onActionDraft = useCallback((d: MeetingNoteInput | null) => {
    drafts.current.action = d;
  }, []);
  const onParticipantDraft = useCallback((d: ParticipantInput | null) => {
    drafts.current.participant = d;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { keyPoint, action, participant } = drafts.current;
    const input: MeetingInput = {
      ...form,
      meetingDate: zonedWallTime(timeZone, form.meetingDate)?.toISOString() ?? "",
      keyPoints: [...(form.keyPoints ?? []), ...(keyPoint ? [keyPoint] : [])],
      actionItems: [...(form.actionItems ?? []), ...(action ? [action] : [])],
      participants: [...(form.participants ?? []), ...(participant ? [participant] : [])],
    };
    // zod loads with the first save, not with the page (ADR 0093).
    const { MeetingSchema } = await import("#schema/contracts/meetings");
    const parsed = MeetingSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join(".")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (meeting) {
        await update.mutateAsync(input);
        toast.success(t("updated"));
        navigate(`/meetings/${meeting.id}`);
      } else {
        await create.mutateAsync({ input, key });
        toast.success(t("created"));
        navigate("/meetings");
      }
    } catch (err) {
      if (meeting) toast.error(t("saveFailed"), { description: errorMessage(err) });
      else toast.error(errorMessage(err, t("createFailed")));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t("details")}</h2>
        <Field
          label={t("title")}
          value={form.title}
          error={errors.title}
          onChange={(e) => set("title", e.target.value)}
        />
        <Field
          label={t("date")}
          type="datetime-local"
          value={form.meetingDate}
          error={errors.meetingDate}
          hint={t("zoneHint", { zone: timeZone })}
          onChange={(e) => set("meetingDate", e.target.value)}
        />
        <SelectField
          label={t("project")}
          value={form.projectId === null || form.projectId === undefined ? "" : String(form.projectId)}
          error={errors.projectId}
          onChange={(e) => set("projectId", e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t("noProject")}</option>
          {/* A meeting already linked to a project that left the list (completed, archived) keeps it. */}
          {meeting?.projectId && meeting.projectName && !projects?.some((p) => p.id === meeting.projectId) && (
            <option value={meeting.projectId}>{meeting.projectName}</option>
          )}
          {projects?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t("location")}
            value={form.location}
            error={errors.location}
            onChange={(e) => set("location", e.target.value as FormState["location"])}
          >
            {MEETING_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {locationLabel(l, location)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("status")}
            value={form.status}
            onChange={(e) => set("status", e.target.value as FormState["status"])}
          >
            <option value="draft">{l("draft")}</option>
            <option value="completed">{l("completed")}</option>
          </SelectField>
        </div>
        <TextareaField
          label={t("description")}
          value={form.description ?? ""}
          onChange={(e) => set("description", e.target.value)}
        />
        <TextareaField
          label={t("summary")}
          rows={5}
          value={form.summaryText ?? ""}
          onChange={(e) => set("summaryText", e.target.value)}
        />
      </Card>
      {meeting?.recordingUrl && (
        <Card>
          <Suspense fallback={null}>
            <RecordingPlayer meeting={meeting} />
          </Suspense>
        </Card>
      )}
      <Card>
        <NotesEditor
          title={l("keyPoints")}
          placeholder={t("addKeyPoint")}
          notes={form.keyPoints ?? []}
          onChange={(n) => set("keyPoints", n)}
          onDraft={onKeyPointDraft}
        />
      </Card>
      <Card>
        <NotesEditor
          title={l("actionItems")}
          placeholder={t("addAction")}
          notes={form.actionItems ?? []}
          onChange={(n) => set("actionItems", n)}
          onDraft={onActionDraft}
          withAssignee
        />
      </Card>
      <Card>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ParticipantsEditor
            participants={form.participants ?? []}
            onChange={(p) => set("participants", p)}
            onDraft={onParticipantDraft}
          />
        </Suspense>
      </Card>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => navigate(-1)}>
          {t("cancel")}
        </Button>
        <Button type="submit" className="flex-1" disabled={pending}>
          {pending ? t("saving") : meeting ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
