// The first-run tour, one per role (decisions.md: reading B of the spec; issue 38, ADR 0144). Each step belongs to one
// page and speaks of that page: the primary button opens the next step's page, and the step shows only there.
// Type only: contracts/team.ts builds zod schemas, which the shell's first load does without (ADR 0093).
import type { Role } from "#schema/contracts/team";

export type WalkthroughStep = {
  /** The page the step is about and shows on; none for the welcome, which shows wherever the person lands. */
  page?: string;
  title: string;
  body: string;
  action: string;
};

const WELCOME = "Welcome to PayStage";
const HELP = "Tap ? on any screen for help.";

/** The owner's and the office's tour: clients, projects, billing, reminders (both roles use all four). */
const BILLING_TOUR: WalkthroughStep[] = [
  {
    title: WELCOME,
    body: "Bill each stage of a job from your phone, get your client's signature by text, and let PayStage chase the payment. Setup takes about five minutes.",
    action: "Show me how",
  },
  {
    page: "/clients",
    title: "Add a client",
    body: "Tap Add Client at the top of this page for the person who approves and pays: name, company, email, and a mobile number so they get 1-tap approval texts.",
    action: "Next: projects",
  },
  {
    page: "/projects",
    title: "Create a project",
    body: "Tap New Project at the top of this page. One project per job, with its client and the contract value.",
    action: "Next: bill a stage",
  },
  {
    page: "/progress/new",
    title: "Submit progress",
    body: "Finished a stage? Pick its project here, enter the completion and amount, snap a few photos, and send it. Your client gets a link to approve and sign.",
    action: "Next: reminders",
  },
  {
    page: "/nudge/config",
    title: "Set up reminders",
    body: `These templates decide when PayStage nudges your client by email or text: before the due date, on it, and after. Reminders stop once you're paid. ${HELP}`,
    action: "Finish tour",
  },
];

/** A field member's tour: their projects and billing a stage; money and reminders are the office's. */
const FIELD_TOUR: WalkthroughStep[] = [
  {
    title: WELCOME,
    body: "Bill each stage you finish from your phone, with photos. Your dashboard shows your own billings and where each one stands.",
    action: "Show me how",
  },
  {
    page: "/projects",
    title: "Your projects",
    body: "The company's jobs are here. Open one to see the billings you made on it and to bill its next stage.",
    action: "Next: bill a stage",
  },
  {
    page: "/progress/new",
    title: "Bill a stage",
    body: `Finished a stage? Pick its project here, enter the completion and amount, add photos, and submit. The office takes care of getting paid. ${HELP}`,
    action: "Finish tour",
  },
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
