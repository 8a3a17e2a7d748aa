// A heavy widget that waits for first paint: its look-alike placeholder shows until then, and a tap on the
// placeholder loads the real one at once and opens it (ADR 0093).
import { type ReactNode, Suspense, useState } from "react";
import { useAfterFirstPaint } from "../../lib/after-paint";

export function Deferred({
  placeholder,
  children,
}: {
  /** The same button the widget renders, wired to `open`. */
  placeholder: (open: () => void) => ReactNode;
  /** The lazy widget; `openNow` is true when the reader tapped the placeholder before it arrived. */
  children: (openNow: boolean) => ReactNode;
}) {
  const idle = useAfterFirstPaint();
  const [openNow, setOpenNow] = useState(false);
  const stand = placeholder(() => setOpenNow(true));
  if (!idle && !openNow) return stand;
  return <Suspense fallback={stand}>{children(openNow)}</Suspense>;
}
