// A seam in the Payment Status screen for the approval feature: link tools while pending, "Mark as paid" once approved.
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from "react";
import { Skeleton } from "../ui/card";

export type ProgressApprovalProps = {
  progressId: number;
  status: "pending" | "approved" | "paid" | "rejected";
  client: { name: string; email: string; phone: string | null };
};

const SlotContext = createContext<ComponentType<ProgressApprovalProps> | null>(null);

export function ProgressApprovalSlotProvider({ component, children }: { component: ComponentType<ProgressApprovalProps>; children: ReactNode }) {
  return <SlotContext.Provider value={component}>{children}</SlotContext.Provider>;
}

/** Renders the approval tools for a progress, or nothing when no feature is plugged in. */
export function ProgressApprovalSlot(props: ProgressApprovalProps) {
  const Component = useContext(SlotContext);
  if (!Component) return null;
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full rounded-xl" />}>
      <Component {...props} />
    </Suspense>
  );
}
