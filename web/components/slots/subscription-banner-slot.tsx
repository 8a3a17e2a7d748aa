// Dashboard seam for the billing feature: the subscription banner (trial days left, past due, lapsed).
import { createSlot } from "./create-slot";

// "hidden" while it loads: most of the time the banner has nothing to say, so no placeholder should flash.
export const { Provider: SubscriptionBannerSlotProvider, Slot: SubscriptionBannerSlot } = createSlot<object>("hidden");
