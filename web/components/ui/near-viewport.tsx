// A card below the first screen whose code loads as it comes near the viewport, not with the page: a first visit
// downloads what it shows (ADR 0093). Until then a look-alike card with the same heading (and the same id, so a
// link to it still scrolls there) holds roughly its height, so the page neither jumps nor loses its outline.
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Card } from "./card";

/**
 * How far ahead of the viewport the card starts loading: a little, so a card whose top just shows at the bottom of a
 * phone's first screen loads with it, while one a scroll away (the Payment Status screen's reminders) waits for the
 * scroll; its stand-in shows the heading meanwhile, and after the first visit the code comes from the service worker.
 */
const AHEAD = "50px 0px";

const nothingToWatch = () => typeof IntersectionObserver === "undefined";

export function NearViewport({
  title,
  id,
  minHeight,
  children,
}: {
  /** The card's own heading, shown by the stand-in. */
  title: string;
  id?: string;
  /** Roughly the card's height at a phone's width, in px. */
  minHeight: number;
  /** The lazy card. */
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // A link to this card (#id) shows it at once; so does a browser without IntersectionObserver.
  const [near, setNear] = useState(
    () => nothingToWatch() || (id !== undefined && typeof location !== "undefined" && location.hash === `#${id}`),
  );
  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    watch.observe(el);
    return () => watch.disconnect();
  }, [near]);

  const stand = (
    <div ref={box}>
      {/* data-stand-in: field-shaped bars pulse under the heading (web/styles.css), so it never looks empty. */}
      <Card id={id} style={{ minHeight }} aria-busy="true" data-stand-in="">
        <h2 className="text-lg font-semibold">{title}</h2>
      </Card>
    </div>
  );
  return near ? <Suspense fallback={stand}>{children}</Suspense> : stand;
}
