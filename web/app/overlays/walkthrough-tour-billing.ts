// The words of one role's first-run tour (ADR 0144), loaded by walkthrough-steps.ts `loadTour` for that role only.
import { HELP, type WalkthroughStep, WELCOME } from "./walkthrough-words";

/** The owner's and the office's tour: clients, projects, billing, reminders (both roles use all four). */
export const BILLING_TOUR: WalkthroughStep[] = [
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
