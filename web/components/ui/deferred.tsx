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
  const load = () => startTransition(() => setWanted(true));
  const open = () =>
    startTransition(() => {
      setWanted(true);
      setOpenNow(true);
    });
  const stand = placeholder({
    onPointerEnter: load,
    onPointerDown: open,
    onClick: open,
    onKeyDown: (event) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
    ...(openNow ? { "data-dialog-pending": "" as const } : {}),
  });
  return <Suspense fallback={stand}>{wanted ? children(openNow) : stand}</Suspense>;
}
