// What /thank-you says after a decision, said once for its two pages: the Worker's after a decision through the link
// (worker/link-page, with how to pay) and the app's after in-person signing (web/features/approval). They stay two
// pages because each knows a different thing: the link page's decided-link cookie, the app's signed-in owner and the
// progress to go back to. A module of its own, so the approval island does not carry these words.
export const THANK_YOU_TEXTS = {
  title: "Thank you",
  approvedTitle: "Thank you!",
  approved: (company: string) =>
    `Your approval has been sent to ${company}. They've been notified, and your signed approval is attached to the invoice.`,
  rejectedTitle: "Thanks for letting us know",
  rejected: (company: string) =>
    `${company} has been told this progress was rejected, with your reason if you gave one. No payment is due for it. They'll follow up to put things right, then send you a new progress to approve.`,
  nextSteps: "What happens next",
} as const;
