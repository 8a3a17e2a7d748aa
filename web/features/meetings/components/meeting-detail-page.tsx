// /meetings/{id}: the meeting read back: recording (plays and seeks), summary, notes, participants, shares.
import { useQuery } from "@tanstack/react-query";
import { Pencil, Share2, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { canEditMeeting } from "#schema/contracts/permissions";
import { usePageHeader } from "#web/components/shell/page-header";
import { Button, buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { lazyDialog } from "#web/components/ui/lazy-dialog";
import { LoadError } from "#web/components/ui/load-error";
import { formatCalendarDate, formatDate } from "#web/lib/dates";
import { roleOf, useCan } from "#web/lib/permissions";
import { userQuery } from "#web/lib/session";
import { toast } from "#web/lib/toast";
import { type MeetingDetail, meetingQuery, useDeleteMeeting, useRevokeShare } from "../api/meetings";
import { useMeetingDetailWords } from "../words/detail";
import { useMeetingLabels } from "../words/labels";
import { locationLabel, shownTitle, statusLabel, zonedDateTime } from "./labels";
import { RecordingPlayer } from "./recording-player";

const ShareDialog = lazyDialog(() => import("./share-dialog").then((m) => m.ShareDialog));

export default function MeetingDetailPage() {
  const id = Number(useParams().id);
  const { data, isPending, isError, error, refetch } = useQuery(meetingQuery(id));
  const timeZone = useQuery(userQuery).data?.timezone;
  const t = useMeetingDetailWords();
  const l = useMeetingLabels();
  usePageHeader(data ? shownTitle(data, timeZone, l).title : t("meeting"), { back: "/meetings" });
  if (isPending) return <Skeleton className="h-96 w-full rounded-xl" />;
  if (isError) return <LoadError title={l("loadFailed")} error={error} onRetry={() => refetch()} />;
  return <MeetingView meeting={data} />;
}

function NoteList({
  title,
  notes,
  empty,
  action,
}: {
  title: string;
  notes: MeetingDetail["keyPoints"];
  empty: string;
  action?: (text: string) => ReactNode;
}) {
  const l = useMeetingLabels();
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm" aria-label={title}>
          {notes.map((n, i) => (
            <li key={`${i}-${n.text}`}>
              {n.text}
              {(n.assignedTo || n.dueDate) && (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {[
                    n.assignedTo && l("assignedTo", { name: n.assignedTo }),
                    n.dueDate && l("due", { date: formatCalendarDate(n.dueDate) }),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              )}
              {action?.(n.text)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function MeetingView({ meeting }: { meeting: MeetingDetail }) {
  const navigate = useNavigate();
  const t = useMeetingDetailWords();
  const l = useMeetingLabels();
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMeeting();
  const revoke = useRevokeShare(meeting.id);
  // Deleting is the owner's and the office's, for meetings as for everything else.
  const deletes = useCan("records:delete");
  const { data: user } = useQuery(userQuery);
  // A field member edits the meetings they recorded; the owner and office edit any (the Worker refuses the same).
  const edits = user ? canEditMeeting({ id: user.id, role: roleOf(user) }, meeting.recordedBy) : false;
  const shown = shownTitle(meeting, user?.timezone, l);
  const startsChangeOrders = useCan("payments:manage");

  const onDelete = async () => {
    try {
      await remove.mutateAsync(meeting.id);
      toast.success(t("deleted"));
      navigate("/meetings");
    } catch {
      toast.error(t("deleteFailed"));
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{shown.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {shown.timeInTitle ? "" : `${zonedDateTime(meeting.meetingDate, user?.timezone)} · `}
          {locationLabel(l, meeting.location)} · {statusLabel(l, meeting.status)}
        </p>
        {meeting.projectName && meeting.projectId && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("project")}{" "}
            <Link
              to={`/project/${meeting.projectId}`}
              className="font-medium text-brand-700 underline dark:text-brand-100"
            >
              {meeting.projectName}
            </Link>
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {edits && (
          <Link to={`/meetings/${meeting.id}/edit`} className={buttonClass("primary")}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> {l("edit")}
          </Link>
        )}
        <Button variant="secondary" onClick={() => setSharing(true)}>
          <Share2 className="h-4 w-4" aria-hidden="true" /> {t("share")}
        </Button>
        {deletes && (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> {t("delete")}
          </Button>
        )}
      </div>
      {meeting.recordingUrl && (
        <Card>
          <RecordingPlayer meeting={meeting} />
        </Card>
      )}
      {meeting.description && (
        <Card>
          <h2 className="mb-1 text-lg font-semibold">{t("description")}</h2>
          <p className="whitespace-pre-line text-sm">{meeting.description}</p>
        </Card>
      )}
      <Card>
        <h2 className="mb-1 text-lg font-semibold">{t("summary")}</h2>
        <p className="whitespace-pre-line text-sm">{meeting.summaryText || t("noSummary")}</p>
      </Card>
      <NoteList title={l("keyPoints")} notes={meeting.keyPoints} empty={t("noKeyPoints")} />
      <NoteList
        title={l("actionItems")}
        notes={meeting.actionItems}
        empty={t("noActions")}
        action={
          // An action item can start a change order on the meeting's project (issue 37): its form opens prefilled.
          meeting.projectId && startsChangeOrders
            ? (text) => (
                <Link
                  className="block text-xs font-medium text-brand-700 underline dark:text-brand-100"
                  to={`/project/${meeting.projectId}?${new URLSearchParams({
                    changeOrder: text.slice(0, 200),
                    description: t("fromMeeting", { title: shown.title }),
                  })}`}
                >
                  {t("startChangeOrder")}
                </Link>
              )
            : undefined
        }
      />
      <Card>
        <h2 className="mb-2 text-lg font-semibold">{l("participants")}</h2>
        {meeting.participants.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("noParticipants")}</p>
        ) : (
          <ul className="max-h-[300px] space-y-1 overflow-y-auto text-sm" aria-label={l("participants")}>
            {meeting.participants.map((p) => (
              <li key={p.id}>
                <span className="font-medium">{p.name}</span>
                {(p.role || p.email) && (
                  <span className="text-slate-600 dark:text-slate-400">
                    {" "}
                    · {[p.role, p.email].filter(Boolean).join(" · ")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {meeting.shares.length > 0 && (
        <Card>
          <h2 className="mb-2 text-lg font-semibold">{t("sharedWith")}</h2>
          <ul className="space-y-2 text-sm" aria-label={t("sharedWithList")}>
            {meeting.shares.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2">
                <span>
                  {s.recipientEmail}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {s.active
                      ? `${t("expires", { date: formatDate(s.expiresAt) })}${s.accessedAt ? t("opened") : ""}`
                      : s.revokedAt
                        ? t("revoked")
                        : t("expired")}
                  </span>
                </span>
                {s.active && (
                  <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(s.id)}>
                    {t("revoke")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ShareDialog meetingId={meeting.id} open={sharing} onOpenChange={setSharing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("deleteTitle")}
        description={t("deleteText")}
        confirmLabel={t("delete")}
        pendingLabel={t("deleting")}
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </div>
  );
}
