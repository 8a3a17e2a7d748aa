// /subscription's cancel confirmation and what follows it (issue 34, ADR 0195), loaded with the dialog when the owner
// reaches for Cancel Subscription (ADR 0238); cancelText writes schema/contracts/subscription-texts.ts'
// cancelConfirmation word for word (the catalogue test compares them).
export const subscriptionCancel = {
  cancelTitle: "Cancel subscription?",
  cancelText:
    "Are you sure you want to cancel your subscription? You'll still have access until the end of your current billing period.",
  cancelSwitch: "{text} Your switch to {plan} is called off too; if you resume, choose it again.",
  cancelSwitchOn: "{text} Your switch to {plan} on {date} is called off too; if you resume, choose it again.",
  keepSub: "Keep Subscription",
  canceling: "Canceling...",
  canceled: "Subscription canceled",
  canceledText: "It ends at the end of the billing period.",
  canceledOn: "It ends at the end of the billing period, on {date}.",
  cancelFailed: "Error canceling subscription",
} as const;
