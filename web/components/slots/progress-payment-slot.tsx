// A seam in the Payment Status screen: the app plugs the payments feature in here, so features never import each other.
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from "react";
import { Skeleton } from "../ui/card";

export type ProgressPaymentProps = {
  progressId: number;
  client: { id: number; name: string; email: string; phone: string | null };
};

const SlotContext = createContext<ComponentType<ProgressPaymentProps> | null>(null);

export function ProgressPaymentSlotProvider({ component, children }: { component: ComponentType<ProgressPaymentProps>; children: ReactNode }) {
  return <SlotContext.Provider value={component}>{children}</SlotContext.Provider>;
}

/** Renders the payments UI for an approved progress, or nothing when no feature is plugged in. */
export function ProgressPaymentSlot(props: ProgressPaymentProps) {
  const Component = useContext(SlotContext);
  if (!Component) return null;
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Component {...props} />
    </Suspense>
  );
}
