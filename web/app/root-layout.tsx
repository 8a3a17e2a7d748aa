// The root of every route: scroll handling, then the matched page.
import { Outlet } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { ScrollRestoration } from "./scroll-restoration";

/**
 * Every new page opens at its top (a client landing on /thank-you sees "Thank you!", not the middle of the page);
 * Back and Forward return to where the reader was. ScrollRestoration does both by navigation type (ADR 0062).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the first lazy page loads on app start (and silences React Router's missing-fallback warning). */
export const RootHydrateFallback = () => <Spinner />;
