// The overlays every signed-in route has except "/" (spec: walkthrough, help button, achievement-unlocked dialog),
// and on every signed-in route the recording keeper (ADR 0124), loaded once this tab has a recording.
// This module is small and loads after first paint; the heavy parts (Radix popover and dialog with a positioning
// engine, about 30 KB gzip) load on first need only (ADR 0130): the help popover when the ? button is hovered,
// focused or pressed, the tour when it has not been seen, the celebration when the tour has been and there is a new
// badge to show.
import { CircleHelp } from "lucide-react";
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { Deferred, type Intent } from "../../components/ui/deferred";
import { useLiveRecording } from "../../features/meetings/recording/live-state";
import { useShellWords } from "../shell/words";
import { HELP_SLOT_ID, HELP_TRIGGER_CLASS } from "./help-trigger";
import { useWalkthroughSeen } from "./walkthrough-seen";

const WITHOUT_OVERLAYS = new Set(["/", "/features", "/how-it-works", "/pricing", "/faq", "/auth"]);

// A chunk that cannot load (no signal) leaves the stand-in (the ? button opens nothing) or nothing at all.
const HelpButton = lazy(() => import("./help-button").catch(() => ({ default: () => <HelpPlaceholder {...inert} /> })));
const Walkthrough = lazy(() =>
  import("./walkthrough").then((m): { default: ComponentType } => ({ default: m.Walkthrough })).catch(nothing),
);
// The badges read and the celebration wait until the tour has been seen (achievement-watch.tsx).
const AchievementWatch = lazy(() =>
  import("./achievement-watch").then((m): { default: ComponentType } => m).catch(nothing),
);
function nothing(): { default: ComponentType } {
  return { default: () => null };
}
const inert: Intent = { onPointerEnter() {}, onPointerDown() {}, onClick() {}, onKeyDown() {} };

/** Looks like the help button's trigger (same name, place and face) until its popover has loaded. */
export function HelpPlaceholder(intent: Intent) {
  const t = useShellWords();
  return (
    <button type="button" aria-label={t("help")} className={HELP_TRIGGER_CLASS} {...intent}>
      <CircleHelp className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}

/** Into the header's slot (web/app/shell/header.tsx): a shell without one shows no ? button rather than a floating one. */
function InHeaderSlot({ children }: { children: ReactNode }) {
  const slot = document.getElementById(HELP_SLOT_ID);
  return slot ? createPortal(children, slot) : null;
}

const RecordingKeeper = lazy(() =>
  import("../../features/meetings/recording/recording-keeper")
    .then((m): { default: ComponentType } => m)
    .catch(nothing),
);

/**
 * The keeper's code loads when a recording starts in this tab and stays: it hears how the recording ends even after
 * the state is back to idle.
 */
function KeeperOnceRecording() {
  const { state } = useLiveRecording();
  const [needed, setNeeded] = useState(false);
  if (state !== "idle" && !needed) setNeeded(true);
  return needed ? <RecordingKeeper /> : null;
}

export default function Overlays() {
  const { pathname } = useLocation();
  const tourSeen = useWalkthroughSeen();
  if (WITHOUT_OVERLAYS.has(pathname))
    return (
      <Suspense fallback={null}>
        <KeeperOnceRecording />
      </Suspense>
    );
  return (
    <Suspense fallback={null}>
      {!tourSeen && <Walkthrough />}
      <InHeaderSlot>
        <Deferred placeholder={(intent) => <HelpPlaceholder {...intent} />}>
          {(openNow) => <HelpButton defaultOpen={openNow} />}
        </Deferred>
      </InHeaderSlot>
      {tourSeen && <AchievementWatch />}
      <KeeperOnceRecording />
    </Suspense>
  );
}
