// The signed-in layout: header, page, bottom navigation.
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { PageHeaderProvider } from "../../components/shell/page-header";
import type { CurrentUser } from "../../lib/session";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";

// Not needed for first paint: loaded after the page.
const Overlays = lazy(() => import("../overlays/overlays"));
// The offline banner, the update prompt and the service worker: signed-in only, so a client opening a link never
// downloads the app for offline use (ADR 0096).
const AppStatus = lazy(() => import("../pwa/app-status"));
// Sends progress billings queued on this device while offline (ADR 0097).
const OutboxSync = lazy(() => import("../../features/progress/offline/outbox-sync"));

export function AppShell({ user }: { user: CurrentUser }) {
  return (
    <PageHeaderProvider>
      {/* Room below the content for the bottom navigation and the floating help button. */}
      <div className="min-h-dvh pb-40">
        <Suspense fallback={null}>
          <AppStatus />
        </Suspense>
        <Header user={user} />
        <main id="main" className="mx-auto max-w-5xl px-4 py-5">
          <Outlet />
        </main>
        <BottomNav />
        <Suspense fallback={null}>
          <Overlays />
          <OutboxSync userId={user.id} />
        </Suspense>
      </div>
    </PageHeaderProvider>
  );
}
