// Route guards: a spinner while the session loads, /auth without a user, /dashboard for a signed-in visitor of /auth.
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useCommonWords } from "../lib/common-words";
import { preloadable } from "../lib/preloadable";
import { returnTarget } from "../lib/return-to";
import { type CurrentUser, userQuery } from "../lib/session";

// The signed-in shell (menus, bell, navigation) is its own chunk, so /auth and the client's approval link
// never download it.
export const AppShell = preloadable(() => import("./shell/app-shell").then((m) => ({ default: m.AppShell })));

/** Signed-in routes inside the app shell (header, bottom navigation, help). */
export function ProtectedLayout() {
  return <RequireUser render={(user) => <AppShell user={user} />} />;
}

/**
 * Signed-in routes that own the whole screen: in-person signing, where the client signs on the contractor's
 * phone, gets no shell, no bottom navigation and no help button over the signature box.
 */
export function ProtectedBare() {
  return <RequireUser render={() => <Outlet />} />;
}

function RequireUser({ render }: { render: (user: CurrentUser) => ReactNode }) {
  const t = useCommonWords();
  const { data: user, isPending, isError, isFetching, refetch } = useQuery(userQuery);
  // "Signed out" that is being asked again (a copy restored from the device) waits for the answer: a session made a
  // moment ago must open the page asked for, not /auth and then /dashboard (issue 23).
  if (isPending || (!user && isFetching)) return <Spinner label={t("loadingAccount")} />;
  // A dropped connection is not a sign-out: offer a retry instead of bouncing to /auth. With the user kept on this
  // device (ADR 0096) the app opens offline as that user instead.
  if (isError && user === undefined) {
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-dvh max-w-sm flex-col items-center justify-center gap-4 px-6 text-center"
      >
        <p className="text-lg font-semibold">{t("unreachable")}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("unreachableBody")}</p>
        <Button onClick={() => refetch()}>{t("tryAgain")}</Button>
      </div>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  return <Suspense fallback={<Spinner label={t("loadingAccount")} />}>{render(user)}</Suspense>;
}

export function PublicOnly() {
  const { data: user, isPending } = useQuery(userQuery);
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (user) return <Navigate to={returnTarget(location.search)} replace />;
  return <Outlet />;
}

/** Public pages that signed-in people also use (/subscription): inside the app shell when signed in. */
export function ShellWhenSignedIn() {
  const t = useCommonWords();
  const { data: user, isPending } = useQuery(userQuery);
  if (isPending) return <Spinner />;
  if (!user) {
    return (
      <main id="main" className="mx-auto max-w-5xl px-4 py-5">
        <Outlet />
      </main>
    );
  }
  return (
    <Suspense fallback={<Spinner label={t("loadingAccount")} />}>
      <AppShell user={user} />
    </Suspense>
  );
}
