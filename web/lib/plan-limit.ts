// Toast options for an answer that hit the plan's quota (LIMIT_REACHED): an Upgrade Your Plan button to
// /subscription, shown 8 seconds (spec section 9's limit toast). Any feature's mutation error can use it.
import type { common } from "#schema/i18n/app/en/common";
import { ApiError } from "./api";
import type { Words } from "./words";

export const LIMIT_TOAST_MS = 8_000;

export const isPlanLimit = (err: unknown) => err instanceof ApiError && err.code === "LIMIT_REACHED";

/** `words`: the caller's `useCommonWords()`, so the button reads in the person's language. */
export function planLimitToast(err: unknown, goToSubscription: () => void, words: Words<typeof common>) {
  if (!isPlanLimit(err)) return {};
  return { duration: LIMIT_TOAST_MS, action: { label: words("upgradePlan"), onClick: goToSubscription } };
}
