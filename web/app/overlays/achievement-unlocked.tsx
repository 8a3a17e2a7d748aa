// The achievement-unlocked dialog and its "Achievement Unlocked!" toast (spec sections 2 and 4): opens for a new
// achievement that matches a known badge; closing marks it read. It waits rather than interrupt signing or typing.
import * as RadixDialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { badgesQuery, newlyUnlocked, useMarkAchievementRead } from "../../features/achievements/api/achievements";
import { BadgeIcon } from "../../features/achievements/components/badge-icon";
import { toast } from "../../lib/toast";
import { hasSeenWalkthrough } from "./walkthrough-steps";

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
function personIsBusy() {
  // The first-run tour comes first: badges earned before it wait until it is finished, skipped or closed.
  if (!hasSeenWalkthrough()) return true;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest("input, textarea, select, [contenteditable=true]")) return true;
  return (
    document.querySelector(
      '[role="dialog"]:not([data-achievement]), [role="alertdialog"], [role="menu"], [data-dialog-pending]',
    ) !== null
  );
}

export function AchievementUnlocked() {
  const { pathname } = useLocation();
  const { data } = useQuery(badgesQuery);
  const markRead = useMarkAchievementRead();
  const pending = data ? newlyUnlocked(data) : [];
  const next = pending[0];
  const [shownId, setShownId] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  const toasted = useRef(new Set<number>());
  const routeBusy = BUSY_ROUTES.some((r) => r.test(pathname));

  // Open for the next new achievement once nothing is in the way. While something is, look again shortly
  // (the form closes, the field loses focus) and at every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` is how a wait re-runs this check.
  useEffect(() => {
    if (shownId !== null || !next || routeBusy) return;
    if (personIsBusy()) {
      const timer = window.setTimeout(() => setTick((t) => t + 1), 1500);
      return () => window.clearTimeout(timer);
    }
    const id = next.achievement!.id;
    setShownId(id);
    if (!toasted.current.has(id)) {
      toasted.current.add(id);
      toast.success("Achievement Unlocked!", { description: `You earned the ${next.name} badge.` });
    }
  }, [shownId, next, routeBusy, tick]);

  const shown = shownId === null ? undefined : pending.find((p) => p.achievement!.id === shownId);
  const close = () => {
    if (shownId !== null) markRead.mutate(shownId);
    setShownId(null);
  };

  return (
    <RadixDialog.Root open={shown !== undefined} onOpenChange={(open) => !open && close()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <RadixDialog.Content
          data-achievement=""
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900"
        >
          {shown && (
            <>
              <div className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-amber-400 text-amber-950 ring-8 ring-amber-100 dark:ring-amber-900/50">
                <BadgeIcon icon={shown.icon} className="h-10 w-10" />
              </div>
              <p className="mt-5 text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
                Achievement Unlocked!
              </p>
              <RadixDialog.Title className="mt-1 text-2xl font-bold">{shown.name}</RadixDialog.Title>
              <RadixDialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
                {shown.description}
              </RadixDialog.Description>
              <div className="mt-6 flex flex-col gap-2">
                <Button onClick={close}>Awesome!</Button>
                <Link to="/achievements" onClick={close} className={buttonClass("ghost")}>
                  View all achievements
                </Link>
              </div>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
