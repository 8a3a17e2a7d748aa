// The first-run tour, one per role (decisions.md: reading B of the spec; issue 38, ADR 0144). Each step belongs to one
// page and speaks of that page: the primary button opens the next step's page, and the step shows only there.
// Type only: contracts/team.ts builds zod schemas, which the shell's first load does without (ADR 0093).
import type { Role } from "#schema/contracts/team";
import type { WalkthroughStep } from "./walkthrough-words";

export type { WalkthroughStep };

/**
 * Each tour is its own small module, so a first visit fetches only the words of the person's own tour (the owner's
 * and office's first load carries none of the field tour, and the other way round).
 */
export const loadTour = (role: Role): Promise<WalkthroughStep[]> =>
  role === "field"
    ? import("./walkthrough-tour-field").then((m) => m.FIELD_TOUR)
    : import("./walkthrough-tour-billing").then((m) => m.BILLING_TOUR);

/** What the primary button does on step `index` of a tour: open the next step's page, or finish on the last. */
export function primaryAction(
  steps: readonly WalkthroughStep[],
  index: number,
): { navigateTo?: string; next: number | "done" } {
  if (index >= steps.length - 1) return { next: "done" };
  return { navigateTo: steps[index + 1]?.page, next: index + 1 };
}

/** Whether step `step` shows on `pathname`: on its own page only, so it never speaks of another screen. */
export const showsOn = (step: WalkthroughStep, pathname: string) => !step.page || step.page === pathname;
