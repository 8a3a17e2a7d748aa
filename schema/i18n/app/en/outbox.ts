// The billings waiting on this device: the dashboard's card and the toast when one goes out (issue 34, ADR 0195).
export const outbox = {
  title: "Progress on this device",
  photos: "{count, plural, one {# photo} other {# photos}}",
  queuedOnline: "Queued: sending shortly",
  queuedOffline: "Queued: sends when you're back online",
  sending: "Sending...",
  sent: "Sent",
  notSent: "Not sent: {reason}",
  refused: "the server refused it",
  viewStatus: "View payment status",
  dismiss: "Dismiss",
  tryAgain: "Try again",
  discard: "Discard",
  sentToast: "Progress submitted",
  sentToClient: "{billing} was sent to your client.",
} as const;
