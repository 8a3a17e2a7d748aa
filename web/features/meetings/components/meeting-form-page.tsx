// /meetings/new and /meetings/{id}/edit: details, the recording's player, key points, action items, participants.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { MEETING_LOCATIONS } from "#schema/contracts/meeting-texts";
import type { MeetingInput } from "#schema/contracts/meetings";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { Field } from "#web/components/ui/field";
import { LoadError } from "#web/components/ui/load-error";
import { SelectField } from "#web/components/ui/select-field";
import { TextareaField } from "#web/components/ui/textarea-field";
import { errorMessage } from "#web/lib/api";
import { toast } from "#web/lib/toast";
import { type MeetingDetail, meetingQuery, useCreateMeeting, useUpdateMeeting } from "../api/meetings";
import { LOCATION_LABELS } from "./labels";
import { NotesEditor } from "./notes-editor";
import { ParticipantsEditor } from "./participants-editor";
import { RecordingPlayer } from "./recording-player";

/** A datetime-local value (local wall time) for an instant. */
const toLocalInput = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

type FormState = Omit<MeetingInput, "meetingDate"> & { meetingDate: string };

const blank = (): FormState => ({
  title: "",
  meetingDate: toLocalInput(new Date()),
  location: "jobsite",
  status: "draft",
  description: "",
  summaryText: "",
  projectId: null,
  keyPoints: [],
  actionItems: [],
  participants: [],
});

const fromMeeting = (m: MeetingDetail): FormState => ({
  title: m.title,
  meetingDate: toLocalInput(new Date(m.meetingDate)),
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
  usePageHeader(isNew ? "New Meeting" : "Edit Meeting", { back: isNew ? "/meetings" : `/meetings/${meetingId}` });

  if (isNew) return <MeetingForm initial={blank()} />;
  if (detail.isPending) return <Skeleton className="h-96 w-full rounded-xl" />;
  if (detail.isError)
    return <LoadError title="Couldn't load this meeting" error={detail.error} onRetry={() => detail.refetch()} />;
  return <MeetingForm initial={fromMeeting(detail.data)} meeting={detail.data} />;
}

function MeetingForm({ initial, meeting }: { initial: FormState; meeting?: MeetingDetail }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One key per form visit: a double tap or a retried save never creates two meetings.
  const [key] = useState(() => `form_${crypto.randomUUID().replaceAll("-", "")}`);
  const create = useCreateMeeting();
  const update = useUpdateMeeting(meeting?.id ?? 0);
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: MeetingInput = {
      ...form,
      meetingDate: form.meetingDate ? new Date(form.meetingDate).toISOString() : "",
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
        toast.success("Meeting updated");
        navigate(`/meetings/${meeting.id}`);
      } else {
        await create.mutateAsync({ input, key });
        toast.success("Meeting created");
        navigate("/meetings");
      }
    } catch (err) {
      if (meeting) toast.error("Failed to save meeting. Please try again.", { description: errorMessage(err) });
      else toast.error(errorMessage(err, "Failed to create meeting. Please try again."));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">Meeting Details</h2>
        <Field label="Title" value={form.title} error={errors.title} onChange={(e) => set("title", e.target.value)} />
        <Field
          label="Meeting date"
          type="datetime-local"
          value={form.meetingDate}
          error={errors.meetingDate}
          onChange={(e) => set("meetingDate", e.target.value)}
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="Location"
            value={form.location}
            error={errors.location}
            onChange={(e) => set("location", e.target.value as FormState["location"])}
          >
            {MEETING_LOCATIONS.map((l) => (
              <option key={l} value={l}>
                {LOCATION_LABELS[l]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Status"
            value={form.status}
            onChange={(e) => set("status", e.target.value as FormState["status"])}
          >
            <option value="draft">Draft</option>
            <option value="completed">Completed</option>
          </SelectField>
        </div>
        <TextareaField
          label="Description (optional)"
          value={form.description ?? ""}
          onChange={(e) => set("description", e.target.value)}
        />
        <TextareaField
          label="Summary (optional)"
          rows={5}
          value={form.summaryText ?? ""}
          onChange={(e) => set("summaryText", e.target.value)}
        />
      </Card>
      {meeting?.recordingUrl && (
        <Card>
          <RecordingPlayer meeting={meeting} />
        </Card>
      )}
      <Card>
        <NotesEditor
          title="Key Points"
          placeholder="Add a key point"
          notes={form.keyPoints ?? []}
          onChange={(n) => set("keyPoints", n)}
        />
      </Card>
      <Card>
        <NotesEditor
          title="Action Items"
          placeholder="Add an action item"
          notes={form.actionItems ?? []}
          onChange={(n) => set("actionItems", n)}
          withAssignee
        />
      </Card>
      <Card>
        <ParticipantsEditor participants={form.participants ?? []} onChange={(p) => set("participants", p)} />
      </Card>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={() => navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" className="flex-1" disabled={pending}>
          {pending ? "Saving..." : meeting ? "Save Changes" : "Create Meeting"}
        </Button>
      </div>
    </form>
  );
}
