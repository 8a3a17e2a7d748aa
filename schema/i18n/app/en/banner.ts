// The dashboard's subscription banner: the plan's state and the one thing to do about it; the owner's words, and the
// office's, who ask the owner (issue 34, ADR 0195).
export const banner = {
  label: "Subscription",
  trialLastDay: "Last day of your free trial",
  trialDaysLeft: "{days} days left in your free trial",
  officeTrialLastDay: "Last day of the free trial",
  officeTrialDaysLeft: "{days} days left in the free trial",
  trialText:
    "You have full Professional access. Choose a plan to keep adding projects and recording meetings after the trial.",
  seePlans: "See plans",
  pastDue: "Your last payment didn't go through",
  officePastDue: "The last payment didn't go through",
  pastDueText:
    "Stripe will retry the card. Update it to keep your plan. Your projects, approvals, payment links, reminders and invoices keep working.",
  fixPayment: "Fix payment",
  endsOn: "Your {plan} ends on {date}",
  endsAtPeriodEnd: "Your {plan} ends at the end of the billing period",
  officeEndsOn: "The {plan} ends on {date}",
  officeEndsAtPeriodEnd: "The {plan} ends at the end of the billing period",
  plan: "plan",
  cancelingText: "You keep full access until then. Resume anytime before it ends.",
  resume: "Resume",
  trialEnded: "Your free trial has ended",
  subscriptionEnded: "Your subscription has ended",
  officeTrialEnded: "The free trial has ended",
  officeSubscriptionEnded: "The subscription has ended",
  lapsedText:
    "New projects and meeting recordings are paused. Your projects, approvals, payment links, reminders and invoices keep working.",
  choosePlan: "Choose a plan",
  askOwner: "Only the owner chooses and pays for the plan. Ask {whom}, to change it.",
  theOwner: "{name}, the owner",
  yourOwner: "your company's owner",
} as const;
