// The words of one role's first-run tour (ADR 0144), loaded by walkthrough-steps.ts `loadTour` for that role only.
import { HELP, type WalkthroughStep, WELCOME } from "./walkthrough-words";

/** A field member's tour: their projects and billing a stage; money and reminders are the office's. */
export const FIELD_TOUR: WalkthroughStep[] = [
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
