// Payment Status seam for the approval feature: link tools while pending, "Mark as paid" once approved.
import type { ProgressStatus } from "#schema/contracts/enums";
import { createSlot } from "./create-slot";

export type ProgressApprovalProps = {
  progressId: number;
  status: ProgressStatus;
  /** `phoneDisplay`: the Worker's copy of the E.164 `phone` formatted for people (ADR 0118). */
  client: { name: string; email: string; phone: string | null; phoneDisplay?: string | null };
};

export const { Provider: ProgressApprovalSlotProvider, Slot: ProgressApprovalSlot } =
  createSlot<ProgressApprovalProps>("h-32 w-full rounded-xl");
