// The first-run walkthrough: a bottom sheet below 768 px, a card at the bottom right above. It opens after first paint
// (the shell loads overlays then) as a fixed overlay and fades in so it is never the page's LCP. The tour is the
// person's role's, each step shows on its own page only, and the page keeps room below its content for the sheet, so
// the sheet never lies over the control a step names (ADR 0144).
import { X } from "lucide-react";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { tour } from "#schema/i18n/app/en/tour";
import { usePermissions } from "#web/lib/permissions";
import { defineWords } from "#web/lib/words";
import { Button } from "../../components/ui/button";
import { hasSeenWalkthrough, markWalkthroughSeen } from "./walkthrough-seen";
import { primaryAction, type Say, showsOn, TOURS } from "./walkthrough-steps";

// The tour's words come with its own chunk, never with the shell's first load; the steps after the welcome bring
// theirs when the person asks to be shown (walkthrough-later.tsx, ADR 0223).
const useTourWords = defineWords(tour, () => import("#schema/i18n/app/es/tour").then((m) => m.tour));
type StepWords = ComponentType<{ children: (say: Say) => ReactNode }>;
const loadLaterSteps = () => import("./walkthrough-later");
// A chunk that cannot load (no signal on a first visit) leaves the sheet with its counter and Close.
const LaterStepWords = lazy(() =>
  loadLaterSteps()
    .then((m): { default: StepWords } => ({ default: m.LaterStepWords }))
    .catch((): { default: StepWords } => ({ default: () => null })),
);
const preloadLaterSteps = () => void loadLaterSteps().catch(() => {});

/** Runs `run` when the main thread is next idle (soon, where requestIdleCallback does not exist). */
const whenIdle = (run: () => void) => {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 100);
  return () => clearTimeout(id);
};

export function Walkthrough() {
  // Opened in a task of its own once the other overlays are in, and focused a frame later (below): moving focus
  // forces a layout, and inside the opening render it made one long task on a phone.
  const t = useTourWords();
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    if (hasSeenWalkthrough()) return;
    return whenIdle(() => startTransition(() => setOpen(true)));
  }, []);
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The owner's until the role is known (a person kept on this device from before teams is an owner).
  const steps = TOURS[usePermissions().role ?? "owner"] ?? TOURS.owner;
  const step = steps[Math.min(index, steps.length - 1)]!;
  const blocked = useModalOpen();
  const visible = open && showsOn(step, pathname) && !blocked;
  useRoomBelow(content, visible);

  const finish = () => {
    markWalkthroughSeen();
    setOpen(false);
  };
  const go = (next: number | "done") => (next === "done" ? finish() : setIndex(next));

  const onPrimary = () => {
    const { navigateTo, next } = primaryAction(steps, index);
    if (navigateTo) navigate(navigateTo);
    go(next);
  };

  // Only its own buttons or Escape close it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      markWalkthroughSeen();
      setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    // Once the sheet has been laid out and painted, focus costs nothing; a screen reader still lands on it.
    const frame = requestAnimationFrame(() => setTimeout(() => content.current?.focus({ preventScroll: true })));
    return () => {
      document.removeEventListener("keydown", onKey);
      cancelAnimationFrame(frame);
    };
  }, [open]);

  if (!visible) return null;
  return (
    // Not modal: the dashboard stays readable and scrollable behind the sheet, and opening it costs no page-wide
    // work (scroll lock, hiding every other element from screen readers), which made it the slowest moment of a
    // phone's first visit. A tap on the page does not close it. A plain fixed element, not a Radix dialog: a
    // non-modal sheet needs no focus trap or dismissable layer, and those were 14 KB gzip of a first visit (ADR 0130).
    <div
      ref={content}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-50 animate-fade-in rounded-t-2xl bg-white p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-2xl outline-none md:right-4 md:bottom-4 md:left-auto md:w-[380px] md:rounded-2xl md:p-6 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
          {t("step", { n: index + 1, count: steps.length })}
        </p>
        <button
          type="button"
          onClick={finish}
          className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          aria-label={t("close")}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-3 flex gap-1.5" aria-hidden="true">
        {steps.map((s, i) => (
          <span
            key={s.title}
            className={`h-1.5 flex-1 rounded-full ${i <= index ? "bg-brand-700 dark:bg-accent-400" : "bg-slate-200 dark:bg-slate-700"}`}
          />
        ))}
      </div>
      {index === 0 ? (
        stepText(t as Say)
      ) : (
        <Suspense fallback={null}>
          <LaterStepWords>{stepText}</LaterStepWords>
        </Suspense>
      )}
    </div>
  );

  function stepText(say: Say) {
    return (
      <>
        <h2 id={titleId} className="mt-5 text-xl font-bold">
          {say(step.title)}
        </h2>
        <p id={bodyId} className="mt-2 text-slate-700 dark:text-slate-300">
          {say(step.body)}
        </p>
        <div className="mt-6 flex items-center justify-between gap-3">
          {index < steps.length - 1 ? (
            <Button variant="ghost" onClick={finish}>
              {t("skip")}
            </Button>
          ) : (
            <span />
          )}
          {/* The next steps' words start loading as the person reaches for the button. */}
          <Button
            onClick={onPrimary}
            onPointerEnter={preloadLaterSteps}
            onPointerDown={preloadLaterSteps}
            onFocus={preloadLaterSteps}
          >
            {say(step.action)}
          </Button>
        </div>
      </>
    );
  }
}

/**
 * While a modal dialog is open (a form the step sent the person to), the sheet steps aside: Radix marks the page
 * behind a modal with pointer-events none on the body.
 */
function useModalOpen() {
  const [modal, setModal] = useState(false);
  useEffect(() => {
    const check = () => setModal(document.body.style.pointerEvents === "none");
    const watch = new MutationObserver(check);
    watch.observe(document.body, { attributes: true, attributeFilter: ["style"] });
    return () => watch.disconnect();
  }, []);
  return modal;
}

/** Room below the page's content as tall as the sheet, so everything on the page can scroll clear of it. */
function useRoomBelow(sheet: { current: HTMLElement | null }, shown: boolean) {
  useEffect(() => {
    if (!shown || !sheet.current) return;
    const html = document.documentElement;
    const before = html.style.paddingBottom;
    html.style.paddingBottom = `${sheet.current.offsetHeight}px`;
    return () => {
      html.style.paddingBottom = before;
    };
  });
}
