// The first-run tour's sheet and its welcome (web/app/overlays/walkthrough.tsx, issue 34, ADR 0195): loaded with the
// tour's own chunk. The later steps' words are tour-steps.ts (ADR 0223).
export const tour = {
  step: "Step {n} of {count}",
  close: "Close tour",
  skip: "Skip tour",
  welcome: "Welcome to PayStage",
  welcomeBody:
    "Bill each stage of a job from your phone, get your client's signature by text, and let PayStage chase the payment. Setup takes about five minutes.",
  showMe: "Show me how",
  fieldWelcomeBody:
    "Bill each stage you finish from your phone, with photos. Your dashboard shows your own billings and where each one stands.",
} as const;
