// Dashboard seam for the progress feature: billings waiting on this device to be sent (ADR 0097).
import { createSlot } from "./create-slot";

// "hidden" while it loads: usually nothing waits, so no placeholder should flash.
export const { Provider: QueuedSubmissionsSlotProvider, Slot: QueuedSubmissionsSlot } = createSlot<{
  userId: number | null;
}>("hidden");
