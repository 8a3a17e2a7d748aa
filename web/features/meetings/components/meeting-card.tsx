// A meeting in the list: title, date, status, up to 3 key points then "+N more", links to view and edit.
import { useQuery } from "@tanstack/react-query";
import { FolderKanban, Mic, Pencil, Users } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { userQuery } from "#web/lib/session";
import type { MeetingListItem } from "../api/meetings";
import { useMeetingLabels } from "../words/labels";
import { useMeetingsWords } from "../words/meetings";
import { locationLabel, processingLabel, shownTitle, statusLabel, zonedDateTime } from "./labels";

export function MeetingCard({ meeting }: { meeting: MeetingListItem }) {
  const shown = meeting.keyPoints.slice(0, 3);
  const more = meeting.keyPoints.length - shown.length;
  const t = useMeetingsWords();
  const l = useMeetingLabels();
  const processing = processingLabel(l, meeting);
  // The profile's zone, named: the same time the shared page shows (ADR 0124), and shown once.
  const timeZone = useQuery(userQuery).data?.timezone;
  const { title, timeInTitle } = shownTitle(meeting, timeZone, l);
  return (
    <Card className="flex h-full flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold">
          <Link to={`/meetings/${meeting.id}`} className="hover:underline">
            {title}
          </Link>
        </h2>
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold",
            meeting.status === "completed"
              ? "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200"
              : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
          )}
        >
          {statusLabel(l, meeting.status)}
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {timeInTitle ? "" : `${zonedDateTime(meeting.meetingDate, timeZone)} · `}
        {locationLabel(l, meeting.location)}
      </p>
      {meeting.projectName && (
        <p className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
          <FolderKanban className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">{t("project")}</span>
          {meeting.projectName}
        </p>
      )}
      <div className="flex flex-wrap gap-3 text-xs text-slate-600 dark:text-slate-400">
        {meeting.recordingUrl && (
          <span className="inline-flex items-center gap-1">
            <Mic className="h-3.5 w-3.5" aria-hidden="true" /> {t("recording")}
            {processing ? ` · ${processing}` : ""}
          </span>
        )}
        {meeting.isOfflineQueued && <span>{t("offline")}</span>}
        <span className="inline-flex items-center gap-1">
          <Users className="h-3.5 w-3.5" aria-hidden="true" />
          {t("participants", { count: meeting.participantCount })}
        </span>
      </div>
      {shown.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-sm">
          {shown.map((k, i) => (
            <li key={`${i}-${k.text}`}>{k.text}</li>
          ))}
          {more > 0 && <li className="list-none text-slate-600 dark:text-slate-400">{t("more", { count: more })}</li>}
        </ul>
      )}
      <div className="mt-auto flex justify-end">
        <Link
          to={`/meetings/${meeting.id}/edit`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
          aria-label={l("editNamed", { title })}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" /> {l("edit")}
        </Link>
      </div>
    </Card>
  );
}
