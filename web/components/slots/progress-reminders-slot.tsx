// Payment Status seam for the nudges feature: the quick reminder and the reminder history.
import type { ProgressStatus } from "#schema/contracts/enums";
import { createSlot } from "./create-slot";

export type ProgressRemindersProps = {
  progressId: number;
  status: ProgressStatus;
  paymentClaimedAt?: string | null;
};

export const { Provider: ProgressRemindersSlotProvider, Slot: ProgressRemindersSlot } =
  createSlot<ProgressRemindersProps>("h-40 w-full");
