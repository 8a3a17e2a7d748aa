// /achievements: overall progress, unlocked and in-progress counts, and the badges by tab (spec section 2).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Award } from "lucide-react";
import { useEffect, useState } from "react";
import { BADGE_CATEGORIES } from "#schema/contracts/badge-catalogue";
import { usePageHeader } from "#web/components/shell/page-header";
import { Card, Skeleton } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { ProgressBar } from "#web/components/ui/progress-bar";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs";
import { badgesQuery, badgeViews, recheckAchievements, summarize } from "../api/achievements";
import { useAchievementWords, useBadgeNames } from "../words";
import { BadgeCard } from "./badge-card";

// Each tab's value is its catalogue key but for "unlocked" (Unlocked Only).
const TABS = ["all", ...BADGE_CATEGORIES, "unlocked"] as const;
type Tab = (typeof TABS)[number];

export default function AchievementsPage() {
  const t = useAchievementWords();
  const named = useBadgeNames();
  usePageHeader(t("title"));
  const badges = useQuery(badgesQuery);
  const qc = useQueryClient();
  const [tab, setTab] = useState<Tab>("all");

  // Visiting the page asks the server to recount from the data (it never takes our word for anything).
  useEffect(() => {
    let live = true;
    recheckAchievements().then((awarded) => {
      if (live && awarded) void qc.invalidateQueries({ queryKey: badgesQuery.queryKey });
    });
    return () => {
      live = false;
    };
  }, [qc]);

  const views = badges.data ? badgeViews(badges.data).map(named) : [];
  const summary = summarize(views);
  const shown = views.filter((v) =>
    tab === "all" ? true : tab === "unlocked" ? v.state === "unlocked" : v.category === tab,
  );

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      {badges.isPending ? (
        <div role="status" aria-busy="true" aria-label={t("loading")} className="space-y-5">
          <Card className="space-y-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-2 w-full" />
            <div className="grid grid-cols-2 gap-3">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          </Card>
          <Skeleton className="h-12 w-full" />
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <li key={i}>
                <Card className="flex gap-3">
                  <Skeleton className="h-12 w-12 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-5 w-1/2" />
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-2 w-full" />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      ) : badges.isError ? (
        <LoadError title={t("loadFailed")} error={badges.error} onRetry={() => badges.refetch()} />
      ) : (
        <>
          <Card className="space-y-4">
            <div>
              <div className="flex items-baseline justify-between">
                <h2 className="font-semibold">{t("overall")}</h2>
                <span className="text-2xl font-bold">{summary.overall}%</span>
              </div>
              <ProgressBar value={summary.overall} label={t("overall")} className="mt-2" />
            </div>
            <dl className="grid grid-cols-2 gap-3 text-center">
              <div className="rounded-lg bg-amber-50 p-3 dark:bg-amber-950/40">
                <dt className="text-sm text-slate-700 dark:text-slate-300">{t("unlocked")}</dt>
                <dd className="text-2xl font-bold">
                  {summary.unlocked}
                  <span className="text-base font-medium text-slate-600 dark:text-slate-400"> / {summary.total}</span>
                </dd>
              </div>
              <div className="rounded-lg bg-brand-50 p-3 dark:bg-brand-900/40">
                <dt className="text-sm text-slate-700 dark:text-slate-300">{t("inProgress")}</dt>
                <dd className="text-2xl font-bold">{summary.inProgress}</dd>
              </div>
            </dl>
          </Card>
          <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
            {/* Wrapped onto a second row rather than scrolled sideways: a scrolled row hid its last tabs with no cue. */}
            <TabsList aria-label={t("categories")} className="flex-wrap">
              {TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab} className="flex-none whitespace-nowrap">
                  {t(tab === "unlocked" ? "unlockedOnly" : tab)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value={tab} className="mt-5">
              {shown.length === 0 ? (
                <EmptyState
                  icon={<Award className="h-10 w-10" aria-hidden="true" />}
                  title={t("noneYet")}
                  hint={t("noneYetHint")}
                />
              ) : (
                <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t("badges")}>
                  {shown.map((badge) => (
                    <li key={badge.id}>
                      <BadgeCard badge={badge} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
