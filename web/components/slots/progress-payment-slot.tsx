// Payment Status seam for the payments feature: payment links and requests for approved progress.
import { createSlot } from "./create-slot";

export type ProgressPaymentProps = {
  progressId: number;
  client: { id: number; name: string; email: string; phone: string | null };
};

export const { Provider: ProgressPaymentSlotProvider, Slot: ProgressPaymentSlot } =
  createSlot<ProgressPaymentProps>("h-40 w-full");
