// A heavy widget (a Radix menu) that is not part of first paint: a look-alike placeholder shows until the person
// shows intent; then the real one loads. Loading on intent rather than on idle keeps its evaluation out of the
// page's load (ADR 0093). The swap happens in a transition, so the placeholder stays on screen (and keeps the press
// or the focus) until the real widget is ready; a press on the placeholder opens the widget as soon as it arrives.
import { type KeyboardEvent, type ReactNode, Suspense, startTransition, useState } from "react";

/** Spread on the placeholder button. */
export type Intent = {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Set while a press waits for the widget: the achievement dialog does not open in between. */
  "data-dialog-pending"?: "";
};

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

export function Deferred({
  placeholder,
  children,
}: {
  placeholder: (intent: Intent) => ReactNode;
  /** The lazy widget; `openNow` is true when the person pressed the placeholder before it arrived. */
  children: (openNow: boolean) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [openNow, setOpenNow] = useState(false);
  // Set at once, outside the transition: a transition that suspends on the lazy widget keeps showing the old
  // placeholder, so a mark set inside it would only appear once the widget is already there.
  const [pressed, setPressed] = useState(false);
  const load = () => startTransition(() => setWanted(true));
  const open = () => {
    setPressed(true);
    startTransition(() => {
      setWanted(true);
      setOpenNow(true);
    });
  };
  const stand = placeholder({
    onPointerEnter: load,
    onPointerDown: open,
    onClick: open,
    onKeyDown: (event) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
    ...(pressed ? { "data-dialog-pending": "" as const } : {}),
  });
  // A dialog that opened while the widget loaded (a celebration) is now in front: the press was not aimed at it.
  const dialogInFront = () => typeof document !== "undefined" && document.querySelector('[role="dialog"]') !== null;
  return <Suspense fallback={stand}>{wanted ? children(openNow && !dialogInFront()) : stand}</Suspense>;
}
