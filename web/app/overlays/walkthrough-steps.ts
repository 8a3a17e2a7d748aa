// The first-run tour, one per role (decisions.md: reading B of the spec; issue 38, ADR 0144). Each step belongs to one
// page and speaks of that page: the primary button opens the next step's page, and the step shows only there.
// Type only: contracts/team.ts builds zod schemas, which the shell's first load does without (ADR 0093).
import type { Role } from "#schema/contracts/team";

import type { tour } from "#schema/i18n/app/en/tour";
import type { tourSteps } from "#schema/i18n/app/en/tour-steps";

/** The tour's sentences without arguments (its step counter is the sheet's own): the welcome's, then the steps'. */
type TourKey = Exclude<keyof typeof tour, "step"> | keyof typeof tourSteps;
/** A step's words, from whichever catalogue holds them. */
export type Say = (key: TourKey) => string;
export type WalkthroughStep = {
  /** The page the step is about and shows on; none for the welcome, which shows wherever the person lands. */
  page?: string;
  /** Keys of the tour's catalogues (the welcome's in schema/i18n/app/en/tour.ts, the others' in tour-steps.ts). */
  title: TourKey;
  body: TourKey;
  action: TourKey;
};

/** The owner's and the office's tour: clients, projects, billing, reminders (both roles use all four). */
const BILLING_TOUR: WalkthroughStep[] = [
  { title: "welcome", body: "welcomeBody", action: "showMe" },
  { page: "/clients", title: "client", body: "clientBody", action: "nextProjects" },
  { page: "/projects", title: "project", body: "projectBody", action: "nextBill" },
  { page: "/progress/new", title: "submit", body: "submitBody", action: "nextReminders" },
  { page: "/nudge/config", title: "reminders", body: "remindersBody", action: "finish" },
];

/** A field member's tour: their projects and billing a stage; money and reminders are the office's. */
const FIELD_TOUR: WalkthroughStep[] = [
  { title: "welcome", body: "fieldWelcomeBody", action: "showMe" },
  { page: "/projects", title: "yourProjects", body: "yourProjectsBody", action: "nextBill" },
  { page: "/progress/new", title: "bill", body: "billBody", action: "finish" },
];

export const TOURS: Record<Role, WalkthroughStep[]> = { owner: BILLING_TOUR, office: BILLING_TOUR, field: FIELD_TOUR };

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
