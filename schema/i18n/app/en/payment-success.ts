// /payment-success, after Stripe's checkout (issue 34, ADR 0195).
export const paymentSuccess = {
  started: "Subscription started",
  successful: "Payment Successful",
  activated: "Your {plan} subscription has been activated.",
  updated: "Your {plan} subscription has been updated.",
  /** The plan's name before the server has said which plan it is. */
  noPlan: "subscription",
  nothingCharged: "Nothing was charged today. Your free trial runs until {date}.",
  waiting: "Waiting for confirmation",
  waitingBody:
    "Stripe hasn't confirmed your payment to us yet. It usually takes a few seconds; your plan switches on as soon as it does, and you won't be charged twice.",
  confirming: "Confirming your payment...",
  fewSeconds: "This takes a few seconds.",
  dashboard: "Go to Dashboard",
  manage: "Manage Subscription",
} as const;
