// A seam one screen leaves for another feature: the app plugs a component in, so features never import each other.
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from "react";
import { Skeleton } from "../ui/card";

/** Call once per slot at module scope (never during render), so the components below are stable. */
export function createSlot<Props extends object>(fallbackClassName: string) {
  const SlotContext = createContext<ComponentType<Props> | null>(null);

  function Provider({ component, children }: { component: ComponentType<Props>; children: ReactNode }) {
    return <SlotContext.Provider value={component}>{children}</SlotContext.Provider>;
  }

  /** Renders the plugged-in component (lazy, with a skeleton meanwhile), or nothing when none is plugged in. */
  function Slot(props: Props) {
    const Component = useContext(SlotContext);
    if (!Component) return null;
    return (
      <Suspense fallback={<Skeleton className={fallbackClassName} />}>
        <Component {...props} />
      </Suspense>
    );
  }

  return { Provider, Slot };
}
