// React.lazy that can be loaded ahead and then renders at once: a cold screen's code is preloaded by its document
// (ADR 0110), and waiting a render for a module that is already here would cost the phone a fallback and a second
// pass. A failed load is not remembered, so the next render (after a retry) tries again.
import { type ComponentType, use } from "react";

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<Module<P>> };

export function preloadable<P extends object = object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  function Lazy(props: P) {
    // Suspends (to the nearest boundary) until the code is here; after that the same component renders directly.
    const Component = loaded ?? use(preload()).default;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
