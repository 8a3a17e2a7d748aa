// The test checkout that stands in for Stripe without keys (issue 34, ADR 0195). The trial line is the shared
// schema's checkoutTrialLine, word for word.
export const checkout = {
  title: "Test checkout",
  invalid: "This checkout link is not valid",
  choosePlan: "Choose a plan",
  testMode:
    "Test mode: no Stripe keys are configured, so this page stands in for Stripe Checkout. No card is charged. Confirming sends signed Stripe events to this app's webhook, exactly as Stripe would.",
  subscribeTo: "Subscribe to {plan}",
  plan: "Plan",
  billedY: "Billed yearly",
  billedM: "Billed monthly",
  perYear: "{price}/year",
  perMonth: "{price}/month",
  dueToday: "Due today",
  trialLine:
    "Nothing is charged today. Your free trial runs until {date}; then {price}, and you can cancel before then.",
  processing: "Processing...",
  startTrial: "Start subscription, nothing charged today",
  pay: "Pay {price} and subscribe",
  back: "Cancel and go back",
  failed: "Error creating checkout session",
} as const;
