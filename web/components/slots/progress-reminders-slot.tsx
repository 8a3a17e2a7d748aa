// A seam in the Payment Status screen: the app plugs the nudges feature's Reminders card in here, so features never import each other.
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from "react";
import { Skeleton } from "../ui/card";

export type ProgressRemindersProps = {
  progressId: number;
  status: "pending" | "approved" | "paid" | "rejected";
  paymentClaimedAt?: string | null;
};

const SlotContext = createContext<ComponentType<ProgressRemindersProps> | null>(null);

export function ProgressRemindersSlotProvider({ component, children }: { component: ComponentType<ProgressRemindersProps>; children: ReactNode }) {
  return <SlotContext.Provider value={component}>{children}</SlotContext.Provider>;
}

/** Renders the reminders UI (quick reminder and history) for a progress, or nothing when no feature is plugged in. */
export function ProgressRemindersSlot(props: ProgressRemindersProps) {
  const Component = useContext(SlotContext);
  if (!Component) return null;
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Component {...props} />
    </Suspense>
  );
}
