// Payment Status seam for the payments feature: payment links and requests for approved progress.
import { createSlot } from "./create-slot";

export type ProgressPaymentProps = {
  progressId: number;
  /** `phoneDisplay`: the Worker's copy of the E.164 `phone` formatted for people (ADR 0118). */
  client: { id: number; name: string; email: string; phone: string | null; phoneDisplay?: string | null };
};

export const { Provider: ProgressPaymentSlotProvider, Slot: ProgressPaymentSlot } =
  createSlot<ProgressPaymentProps>("h-40 w-full");
