// The signed-in layout: header, page, bottom navigation.
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { PageHeaderProvider } from "../../components/shell/page-header";
import type { CurrentUser } from "../../lib/session";
import { BottomNav } from "./bottom-nav";
import { Header } from "./header";

// Not needed for first paint: loaded after the page.
const Overlays = lazy(() => import("../overlays/overlays"));

export function AppShell({ user }: { user: CurrentUser }) {
  return (
    <PageHeaderProvider>
      {/* Room below the content for the bottom navigation and the floating help button. */}
      <div className="min-h-dvh pb-40">
        <Header user={user} />
        <main id="main" className="mx-auto max-w-5xl px-4 py-5">
          <Outlet />
        </main>
        <BottomNav />
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </div>
    </PageHeaderProvider>
  );
}
