// /meetings (Meeting Documentation): usage meter, record button, New Meeting, tabs, cards, empty state.
import { useQuery } from "@tanstack/react-query";
import { FileText, Mic, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { ListState } from "#web/components/ui/list-state";
import { Tabs, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { useCan } from "#web/lib/permissions";
import { meetingsQuery, usageQuery } from "../api/meetings";
import { useMeetingsWords } from "../words/meetings";
import { MeetingCard } from "./meeting-card";
import { UsageMeter } from "./usage-meter";

// The recorder (MediaRecorder, IndexedDB, the resumable upload) loads right after the page's own code, so the list
// and the meter are not held back by it (the 120 KB first-load budget, ADR 0093); a placeholder keeps its place.
const RecorderPanel = lazy(() => import("./recorder-panel").then((m) => ({ default: m.RecorderPanel })));
const RecorderPlaceholder = () => <Skeleton className="h-12 w-full rounded-xl" />;

type Tab = "all" | "draft" | "completed";

export default function MeetingsPage() {
  const list = useQuery(meetingsQuery);
  const meetings = list.data;
  const { data: user } = useQuery(usageQuery);
  const [tab, setTab] = useState<Tab>("all");
  // Only the owner can change the plan: others see the meter without the upgrade link.
  const managesPlan = useCan("company:admin");
  const t = useMeetingsWords();
  const shown = meetings?.filter((m) => tab === "all" || m.status === tab) ?? [];

  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link to="/meetings/new" className={buttonClass("secondary")}>
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t("newMeeting")}
        </Link>
      </div>
      {user ? <UsageMeter usage={user} managesPlan={managesPlan} /> : <Skeleton className="h-24 w-full rounded-xl" />}
      {meetings && meetings.length > 0 && (
        <Suspense fallback={<RecorderPlaceholder />}>
          <RecorderPanel />
        </Suspense>
      )}

      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList aria-label={t("filter")}>
          <TabsTrigger value="all">{t("all")}</TabsTrigger>
          <TabsTrigger value="draft">{t("drafts")}</TabsTrigger>
          <TabsTrigger value="completed">{t("completed")}</TabsTrigger>
        </TabsList>
      </Tabs>

      <ListState
        query={list}
        noun={t("noun")}
        count={shown.length}
        placeholder={
          <Card className="space-y-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-3 w-4/6" />
          </Card>
        }
        empty={() =>
          meetings?.length === 0 ? (
            <EmptyState
              icon={<Mic className="h-10 w-10" aria-hidden="true" />}
              title={t("none")}
              hint={t("noneHint")}
              action={
                <div className="flex w-full max-w-xs flex-col gap-2">
                  <Suspense fallback={<RecorderPlaceholder />}>
                    <RecorderPanel label={t("recordFirst")} />
                  </Suspense>
                  <Link to="/meetings/new" className={buttonClass("secondary", "lg")}>
                    <FileText className="h-5 w-5" aria-hidden="true" />
                    {t("manual")}
                  </Link>
                </div>
              }
            />
          ) : (
            <EmptyState title={tab === "draft" ? t("noDrafts") : t("noCompleted")} hint={t("noneWithStatus")} />
          )
        }
      >
        {shown.map((meeting) => (
          <li key={meeting.id}>
            <MeetingCard meeting={meeting} />
          </li>
        ))}
      </ListState>
    </div>
  );
}
