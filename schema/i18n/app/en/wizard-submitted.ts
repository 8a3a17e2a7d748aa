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
  // A billing saved on the device with no signal, followed until the outbox sends it (queued-view.tsx, ADR 0097).
  savedOnDevice: "Saved on this device",
  backToDashboard: "Back to dashboard",
  stateSent: "Sent. Your client gets the link to approve and sign.",
  stateSending: "Sending...",
  stateFailed: "Not sent: {error}. See it on your dashboard.",
  serverRefused: "the server refused it",
  stateQueued: "Queued. It is sent automatically, once, when you're back online. You can close the app.",
} as const;
