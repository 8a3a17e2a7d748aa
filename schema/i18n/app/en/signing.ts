// Signing in person on the contractor's phone and its /thank-you (issue 34, ADR 0195, ADR 0230): the signature box,
// Approve / Reject and their toasts, and what the app's /thank-you says. The texts are the schema's APPROVAL_TEXTS and
// THANK_YOU_TEXTS word for word (the catalogue test compares them); the client's link pages are the Worker's, in the
// client's language. The consent sentence is not here: in person it is signed, and stored, in English (ADR 0230).
export const signing = {
  form: "Sign and approve",
  signatureTitle: "Client Signature",
  clear: "Clear",
  signHere: "Sign here with your finger or mouse",
  padFailed: "The signature pad could not load. Check your signal and reload.",
  padLoading: "Loading signature pad...",
  signatureRequired: "Signature is required",
  signerName: "Your full name",
  reject: "Reject",
  approve: "Approve",
  approving: "Approving...",
  approved: "Progress approved",
  approvalFailed: "Approval failed",
  rejected: "Progress rejected",
  rejectionFailed: "Rejection failed",
  notified: "{company} has been notified.",
  decidedApproved: "Approved.",
  decidedRejected: "Rejected.",
  oneMoment: "One moment...",
  rejectTitle: "Reject this progress?",
  rejectDescription:
    "{company} will be told, with your reason if you give one. No payment is due for a rejected progress.",
  rejectReason: "Reason (optional)",
  rejectPlaceholder: "What needs to change before you approve?",
  cancel: "Cancel",
  rejectSubmit: "Reject progress",
  rejecting: "Rejecting...",
  // The app's /thank-you after signing in person.
  thanks: "Thank you",
  thanksApprovedTitle: "Thank you!",
  thanksApproved:
    "Your approval has been sent to {company}. They've been notified, and your signed approval is attached to the invoice.",
  thanksRejectedTitle: "Thanks for letting us know",
  thanksRejected:
    "{company} has been told this progress was rejected, with your reason if you gave one. No payment is due for it. They'll follow up to put things right, then send you a new progress to approve.",
  nextSteps: "What happens next",
  stepInvoice: "{company} sends you the invoice and the ways to pay.",
  stepConfirm: "They confirm once your payment arrives.",
  recorded: "Your response has been recorded. You can close this page; the contractor has been notified.",
  handBack: "Please hand the device back to {company}.",
  backToStatus: "Back to Payment Status",
} as const;
