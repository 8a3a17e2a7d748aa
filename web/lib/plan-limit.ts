// Toast options for an answer that hit the plan's quota (LIMIT_REACHED): an Upgrade Your Plan button to
// /subscription, shown 8 seconds (spec section 9's limit toast). Any feature's mutation error can use it.
import { ApiError } from "./api";

export const LIMIT_TOAST_MS = 8_000;

export const isPlanLimit = (err: unknown) => err instanceof ApiError && err.code === "LIMIT_REACHED";

export function planLimitToast(err: unknown, goToSubscription: () => void) {
  if (!isPlanLimit(err)) return {};
  return { duration: LIMIT_TOAST_MS, action: { label: "Upgrade Your Plan", onClick: goToSubscription } };
}
