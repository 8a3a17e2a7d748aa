// Project Details seam for the pay-applications feature (issue 37): the billing mode, the contract, the schedule of
// values and the applications, loaded after the page's first screen.
import { createSlot } from "./create-slot";

export type ProjectBillingProps = {
  project: { id: number; status: string };
  /** "New pay application" was asked for: the panel opens with a new application started. */
  startApplication?: boolean;
};

export const { Provider: ProjectBillingSlotProvider, Slot: ProjectBillingSlot } =
  createSlot<ProjectBillingProps>("h-24 w-full");
