// Scroll handling for the declarative router (React Router's <ScrollRestoration> exists only in the data router):
// a push or replace opens the new page at its top, Back and Forward return to where the reader was (ADR 0062).
import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const KEY = "scroll-positions";
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}");
  } catch {
    return {};
  }
})();

export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    const key = location.key;
    if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, type === "POP" ? (positions[key] ?? 0) : 0);
    // Recorded as the reader scrolls: by the time a navigation unmounts this page, the DOM is already the next one.
    const onScroll = () => {
      positions[key] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify(positions));
      } catch {
        // private mode: positions live for this tab only
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persist);
    };
  }, [location.key, location.hash, type]);
  return null;
}
