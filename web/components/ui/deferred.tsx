// A heavy widget (a Radix menu) that is not part of first paint: a look-alike placeholder shows until the person
// shows intent (pointer over it, focus, a tap); then the real one loads, and a tap opens it as soon as it arrives.
// Loading on intent rather than on idle keeps its evaluation out of the page's load (ADR 0093).
import { type ReactNode, Suspense, useState } from "react";

export type Intent = { onOpen: () => void; onIntent: () => void };

export function Deferred({
  placeholder,
  children,
}: {
  /** The same button the widget renders, wired to `onOpen` (tap) and `onIntent` (hover, focus, touch). */
  placeholder: (intent: Intent) => ReactNode;
  /** The lazy widget; `openNow` is true when the person tapped the placeholder before it arrived. */
  children: (openNow: boolean) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const [openNow, setOpenNow] = useState(false);
  const stand = placeholder({
    onOpen: () => {
      setWanted(true);
      setOpenNow(true);
    },
    onIntent: () => setWanted(true),
  });
  if (!wanted) return stand;
  return <Suspense fallback={stand}>{children(openNow)}</Suspense>;
}
