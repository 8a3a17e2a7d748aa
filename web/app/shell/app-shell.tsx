// The signed-in layout: header, page, bottom navigation.
import { lazy, Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { PageHeaderProvider } from "../../components/shell/page-header";
import { Spinner } from "../../components/ui/spinner";
// Sends progress billings queued on this device while offline; its sender loads only once one is queued (ADR 0097).
import OutboxWatch from "../../features/progress/offline/outbox-watch";
import { useAfterFirstPaint } from "../../lib/after-paint";
import type { CurrentUser } from "../../lib/session";
// The offline banner, the update prompt and the service worker: signed-in only, so a client opening a link never
// downloads the app for offline use (ADR 0096).
import AppStatus from "../pwa/app-status";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";
import { runPhotoVariantsBackfill } from "./photo-variants-backfill";
import { SideNav } from "./side-nav";

// Walkthrough, help and the achievement dialog: loaded once the page has painted and the main thread is idle,
// so none of them is the page's largest paint or competes with its content for bytes (ADR 0093).
const Overlays = lazy(() => import("../overlays/overlays"));

export function AppShell({ user }: { user: CurrentUser }) {
  const afterPaint = useAfterFirstPaint();
  useEffect(() => {
    if (afterPaint) void runPhotoVariantsBackfill(user);
  }, [afterPaint, user]);
  return (
    <PageHeaderProvider>
      {/* Room below the content for the bottom navigation. */}
      <div className="min-h-dvh pb-40 lg:pb-16 lg:pl-56">
        <AppStatus />
        <Header user={user} />
        <main id="main" className="mx-auto max-w-5xl px-4 py-5 lg:max-w-6xl lg:px-8 lg:py-8">
          {/* The next page's chunk loads inside the shell: header and navigation stay put. */}
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <SideNav />
        <BottomNav />
        {afterPaint && (
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        )}
        <OutboxWatch userId={user.id} />
      </div>
    </PageHeaderProvider>
  );
}
