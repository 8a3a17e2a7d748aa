// The signed-in layout: header, page, bottom navigation.
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { PageHeaderProvider } from "../../components/shell/page-header";
import { Spinner } from "../../components/ui/spinner";
import type { CurrentUser } from "../../features/auth/api/session";
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
          {/* The next page's chunk loads inside the shell: header and navigation stay put. */}
          <Suspense fallback={<Spinner label="Loading" />}>
            <Outlet />
          </Suspense>
        </main>
        <BottomNav />
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </div>
    </PageHeaderProvider>
  );
}
