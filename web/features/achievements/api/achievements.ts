// Badges and this user's achievements, the re-evaluation call and mark-as-read (spec section 7).
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { BADGE_CATEGORIES, type BadgeCategory, isUnlocked } from "#schema/contracts/badge-catalogue";
import { MINUTE_MS } from "#schema/rules/durations";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

export const badgesQuery = queryOptions({
  queryKey: queryKeys.badges,
  queryFn: () => unwrap(api.badges.$get()),
  // Approvals and payments can arrive from the client's own device: look again when the contractor comes back.
  staleTime: MINUTE_MS,
  refetchOnWindowFocus: true,
});

export type BadgesData = Awaited<ReturnType<typeof badgesQuery.queryFn & {}>>;
export type Badge = BadgesData["badges"][number];
export type Achievement = BadgesData["achievements"][number];
export type BadgeState = "locked" | "in-progress" | "unlocked";

export type BadgeView = Badge & { achievement: Achievement | null; progress: number; state: BadgeState };

/** Each badge with this user's achievement of it, and the state the spec reads from progress. */
export function badgeViews(data: BadgesData): BadgeView[] {
  const byBadge = new Map(data.achievements.map((a) => [a.badgeId, a]));
  return data.badges.map((badge) => {
    const achievement = byBadge.get(badge.id) ?? null;
    const progress = achievement?.progress ?? 0;
    const state: BadgeState = isUnlocked(progress) ? "unlocked" : progress > 0 ? "in-progress" : "locked";
    return { ...badge, achievement, progress, state };
  });
}

/** Overall progress: the average of every badge's progress, so levels in progress count for something. */
export function summarize(views: BadgeView[]) {
  const unlocked = views.filter((v) => v.state === "unlocked").length;
  const inProgress = views.filter((v) => v.state === "in-progress").length;
  const overall = views.length ? Math.floor(views.reduce((sum, v) => sum + v.progress, 0) / views.length) : 0;
  return { unlocked, inProgress, total: views.length, overall };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** New achievements that match a known badge and are unlocked: what the unlocked dialog announces, oldest first. */
export function newlyUnlocked(data: BadgesData) {
  return (
    badgeViews(data)
      .filter((v) => v.state === "unlocked" && v.achievement?.isNew)
      // ISO instants sort as plain strings; localeCompare would build a collator (costly on a phone's first screen).
      .sort((a, b) => byText(a.achievement!.awardedAt ?? "", b.achievement!.awardedAt ?? ""))
  );
}

export function useMarkAchievementRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.user.achievements[":id"].read.$post({ param: { id: String(id) } })),
    // Read at once on this device, so the dialog does not open again for it while the call is on its way or, with no
    // signal, paused until the connection returns (a mutation's default network mode). Not undone on error: the
    // dialog has closed either way, and the next read of the badges says what the server kept.
    onMutate: (id: number) => {
      qc.setQueryData<BadgesData>(
        queryKeys.badges,
        (data) =>
          data && {
            ...data,
            achievements: data.achievements.map((a) => (a.id === id ? { ...a, isNew: false } : a)),
          },
      );
    },
    // The spec: mark-as-read errors are only logged; the dialog has closed either way.
    onError: (err) => console.error("Could not mark the achievement as read", err),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.badges }),
  });
}

/** Asks the server to re-evaluate every category from the database. True when something unlocked just now. */
export async function recheckAchievements(categories: readonly BadgeCategory[] = BADGE_CATEGORIES) {
  const answers = await Promise.all(
    categories.map((category) =>
      unwrap(api.user["check-achievement"].$post({ json: { category, actionValue: 1 } })).catch((err) => {
        // The spec: check errors are only logged.
        console.error(`Achievement check for ${category} failed`, err);
        return { awarded: false };
      }),
    ),
  );
  return answers.some((a) => a.awarded);
}
