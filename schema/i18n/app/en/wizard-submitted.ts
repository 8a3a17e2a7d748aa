// What the wizard shows once a billing is sent (issue 34, ADR 0195).
export const wizardSubmitted = {
  submitted: "Progress Submitted Successfully",
  linkSent: "Your client has been sent a link to approve and sign.",
  linkLater: "Sending is delayed: the approval link will be sent to your client automatically within a few minutes.",
  linkNotSent: "The approval link could not be sent. Open the payment status to resend or copy it.",
  viewPaymentStatus: "View payment status",
  done: "Done",
  sendPaymentReminder: "Send Payment Reminder",
  reminderBody:
    "The approval link is on its way to your client, and PayStage reminds them on your schedule. Send one now only if you need an answer today.",
  skip: "Skip",
  sendReminder: "Send Reminder",
} as const;
