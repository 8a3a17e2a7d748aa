// Renders the route table (router.tsx) with React Router's declarative `useRoutes` instead of the data router:
// the data router (loaders, actions, fetchers, its own scroll restoration) costs 17 KB gzip on every first load
// and the app uses none of it (ADR 0093). Each `lazy` page becomes a React.lazy element inside a Suspense boundary.
import { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense } from "react";
import { matchRoutes, type RouteObject, useRoutes } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { preloadable } from "../lib/preloadable";
import { RouteError } from "./route-error";

type LazyPage = () => Promise<{ Component?: ComponentType | null }>;

/**
 * What a route may put in its `handle`: `preload` loads the code its first screen needs besides its page (the
 * signed-in shell, a panel), so a cold start renders once with everything here (ADR 0110).
 */
export type RouteHandle = { preload?: () => Promise<unknown> };

function lazyPage(load: LazyPage) {
  const Page = preloadable(async () => ({ default: ((await load()).Component ?? (() => null)) as ComponentType }));
  return { element: <Page />, preload: Page.preload };
}

/** The same tree with every `lazy` page turned into an element; the first `errorElement` guards its subtree. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, errorElement, HydrateFallback, hydrateFallbackElement, children, ...rest } = route;
    const page = !rest.element && load ? lazyPage(load as LazyPage) : undefined;
    const extra = (rest.handle as RouteHandle | undefined)?.preload;
    if (page) rest.handle = { preload: () => Promise.all([page.preload(), extra?.()]) } satisfies RouteHandle;
    let element = rest.element ?? page?.element;
    if (errorElement || HydrateFallback) {
      element = (
        <PageErrorBoundary fallback={errorElement ?? <RouteError />}>
          <Suspense fallback={HydrateFallback ? <HydrateFallback /> : null}>{element}</Suspense>
        </PageErrorBoundary>
      );
    }
    return { ...rest, element, ...(children ? { children: toElementRoutes(children) } : {}) } as RouteObject;
  });
}

/** A page that fails to render or to load (a lazy chunk lost to a dropped connection) shows the reload screen. */
export class PageErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Loads the code the screen at `pathname` renders first (its page, its layouts' extras). Never rejects. */
export function preloadRoute(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.allSettled(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload?.()));
}

/** Shown inside a layout while its next page's chunk loads. */
export const PageFallback = () => <Spinner />;
