// Renders the route table (router.tsx) with React Router's declarative `useRoutes` instead of the data router:
// the data router (loaders, actions, fetchers, its own scroll restoration) costs 17 KB gzip on every first load
// and the app uses none of it (ADR 0093). Each `lazy` page becomes a React.lazy element inside a Suspense boundary.
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode, Suspense } from "react";
import { type RouteObject, useRoutes } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { RouteError } from "./route-error";

type LazyPage = () => Promise<{ Component?: ComponentType | null }>;

function lazyElement(load: LazyPage) {
  const Page = lazy(async () => ({ default: ((await load()).Component ?? (() => null)) as ComponentType }));
  return <Page />;
}

/** The same tree with every `lazy` page turned into an element; the first `errorElement` guards its subtree. */
export function toElementRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, errorElement, HydrateFallback, hydrateFallbackElement, children, ...rest } = route;
    let element = rest.element ?? (load ? lazyElement(load as LazyPage) : undefined);
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

/** Shown inside a layout while its next page's chunk loads. */
export const PageFallback = () => <Spinner label="Loading" />;
