// The first-run tour (decisions.md: reading B of the spec): six steps, each with an optional link.
export type WalkthroughStep = { title: string; body: string; action: string; link?: string };

export const WALKTHROUGH_STEPS: WalkthroughStep[] = [
  {
    title: "Welcome to PayStage",
    body: "Bill each stage of a job from your phone, get your client's signature by text, and let PayStage chase the payment. Setup takes about five minutes.",
    action: "Show me how",
  },
  {
    title: "Add a client",
    body: "Add the person who approves and pays: name, company, email, and a mobile number so they get 1-tap approval texts.",
    action: "Add a client",
    link: "/clients",
  },
  {
    title: "Create a project",
    body: "One project per job. Enter the contract value so you can see how much is billed and how much is left.",
    action: "Create a project",
    link: "/projects",
  },
  {
    title: "Submit progress",
    body: "Finished a stage? Enter the completion and amount, snap a few photos, and send it. Your client gets a link to approve and sign.",
    action: "Submit progress",
    link: "/progress/new",
  },
  {
    title: "Set up reminders",
    body: "Pick when PayStage nudges your client by email or text: before the due date, on it, and after. Reminders stop once you're paid.",
    action: "Set up reminders",
    link: "/nudge/config",
  },
  {
    title: "You're all set",
    body: "Your dashboard shows what's pending, approved and paid. Tap the ? button on any screen for help.",
    action: "Get started",
  },
];

/** What the primary button does on step `index`: follow the step's link, else move on (or finish on the last). */
export function primaryAction(index: number): { navigateTo?: string; next: number | "done" } {
  const step = WALKTHROUGH_STEPS[index];
  const last = index >= WALKTHROUGH_STEPS.length - 1;
  if (last) return { next: "done" };
  return { navigateTo: step?.link, next: index + 1 };
}

/** Skip on the first step ends the tour; on later steps it moves on. */
export const skipAction = (index: number): number | "done" =>
  index === 0 || index >= WALKTHROUGH_STEPS.length - 1 ? "done" : index + 1;
