// The achievement-unlocked dialog and its "Achievement Unlocked!" toast (spec sections 2 and 4): opens for a new
// achievement that matches a known badge; closing marks it read. It waits rather than interrupt signing, typing or a
// meeting being recorded (ADR 0124). Several new at once (a seeded demo's first visit) open one summary dialog.
import * as RadixDialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { badgesQuery, newlyUnlocked, useMarkAchievementRead } from "../../features/achievements/api/achievements";
import { BadgeIcon } from "../../features/achievements/components/badge-icon";
import { useAchievementWords, useBadgeNames } from "../../features/achievements/words";
import { isRecording } from "../../features/meetings/recording/live-state";
import { toast } from "../../lib/toast";
import { hasSeenWalkthrough } from "./walkthrough-seen";

/** Screens where a celebration would get in the way: signing in person, the progress wizard, a meeting form. */
const BUSY_ROUTES = [
  /^\/progress\/new\/?$/,
  /^\/progress\/submit\//,
  /^\/progress\/approve\//,
  /^\/progress\/[^/]+\/approve\/?$/,
  /^\/meetings\/new\/?$/,
  /^\/meetings\/[^/]+\/edit\/?$/,
];

/** The tour has not been seen yet, or someone is mid-entry: typing in a field, another dialog (a form, a confirmation) or a menu is open, or one is
 * on its way (lazy dialogs and menus mark themselves with data-dialog-pending while their code loads). */
export function personIsBusy() {
  // The first-run tour comes first: badges earned before it wait until it is finished, skipped or closed.
  if (!hasSeenWalkthrough()) return true;
  // A meeting being recorded is work in progress on any screen: the celebration waits until it is stopped.
  if (isRecording()) return true;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest("input, textarea, select, [contenteditable=true]")) return true;
  return (
    document.querySelector(
      '[role="dialog"]:not([data-achievement]), [role="alertdialog"], [role="menu"], [data-dialog-pending]',
    ) !== null
  );
}

export function AchievementUnlocked() {
  const t = useAchievementWords();
  const named = useBadgeNames();
  const { pathname } = useLocation();
  const { data } = useQuery(badgesQuery);
  const markRead = useMarkAchievementRead();
  const pending = data ? newlyUnlocked(data).map(named) : [];
  const next = pending[0];
  /** What the open dialog announces: one badge, or every badge that was new when it opened. */
  const [shownIds, setShownIds] = useState<number[] | null>(null);
  const [tick, setTick] = useState(0);
  const toasted = useRef(new Set<number>());
  const routeBusy = BUSY_ROUTES.some((r) => r.test(pathname));

  // Open for the next new achievement once nothing is in the way. While something is, look again shortly
  // (the form closes, the field loses focus) and at every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how a wait re-runs this check.
  useEffect(() => {
    if (shownIds !== null || !next || routeBusy) return;
    if (personIsBusy()) {
      const timer = window.setTimeout(() => setTick((t) => t + 1), 1500);
      return () => window.clearTimeout(timer);
    }
    const ids = pending.map((p) => p.achievement!.id);
    setShownIds(ids);
    const fresh = pending.filter((p) => !toasted.current.has(p.achievement!.id));
    for (const p of fresh) toasted.current.add(p.achievement!.id);
    if (fresh.length === 1) toast.success(t("toast"), { description: t("earnedOne", { name: fresh[0]!.name }) });
    else if (fresh.length > 1) toast.success(t("toast"), { description: t("earnedMany", { count: fresh.length }) });
  }, [shownIds, next, routeBusy, tick]);

  const shown = shownIds === null ? [] : pending.filter((p) => shownIds.includes(p.achievement!.id));
  const close = () => {
    for (const id of shownIds ?? []) markRead.mutate(id);
    setShownIds(null);
  };
  const single = shown.length === 1 ? shown[0] : undefined;

  return (
    <RadixDialog.Root open={shown.length > 0} onOpenChange={(open) => !open && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          data-achievement=""
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900"
        >
          {single && (
            <>
              <div className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-amber-400 text-amber-950 ring-8 ring-amber-100 dark:ring-amber-900/50">
                <BadgeIcon icon={single.icon} className="h-10 w-10" />
              </div>
              <p className="mt-5 text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
                {t("toast")}
              </p>
              <RadixDialog.Title className="mt-1 text-2xl font-bold">{single.name}</RadixDialog.Title>
              <RadixDialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
                {single.description}
              </RadixDialog.Description>
            </>
          )}
          {shown.length > 1 && (
            <>
              <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
                {t("toast")}
              </p>
              <RadixDialog.Title className="mt-1 text-2xl font-bold">
                {t("manyEarned", { count: shown.length })}
              </RadixDialog.Title>
              <RadixDialog.Description className="sr-only">{t("sinceLastVisit")}</RadixDialog.Description>
              <ul className="mt-4 max-h-[45dvh] space-y-3 overflow-y-auto text-left">
                {shown.map((badge) => (
                  <li key={badge.id} className="flex items-center gap-3">
                    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-400 text-amber-950">
                      <BadgeIcon icon={badge.icon} className="h-5 w-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold">{badge.name}</span>
                      <span className="block text-sm text-slate-700 dark:text-slate-300">{badge.description}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {shown.length > 0 && (
            <div className="mt-6 flex flex-col gap-2">
              <Button onClick={close}>{t("awesome")}</Button>
              <Link to="/achievements" onClick={close} className={buttonClass("ghost")}>
                {t("viewAll")}
              </Link>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
