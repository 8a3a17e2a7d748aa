// Approval messages, limits and labels without zod, so public pages can show them without loading a validator.
import { DAY_MS } from "../rules/durations";
import { PHOTO_TEXTS } from "./photo-texts";

export const SIGNATURE_REQUIRED = "Signature is required";
export const SIGNER_NAME_REQUIRED = "Please type your full name";
export const SIGNER_NAME_TOO_LONG = "Name must be at most 100 characters";
export const SIGNATURE_NOT_PNG = "The signature must be a PNG image. Clear it and sign again.";
export const SIGNATURE_TOO_LARGE = "The signature image is too large. Clear it and sign again.";
export const PROGRESS_NOT_FOUND = "Progress not found";
export const PROGRESS_NOT_FOUND_TEXT =
  "The progress submission you're looking for doesn't exist or you don't have permission to view it.";
export const CONTENT_CHANGED = "This progress changed after you opened it. Review it again before you sign.";
export const NOT_DECIDABLE = "Only progress waiting for approval can be approved or rejected.";
export const CLAIM_NEEDS_APPROVAL = "Approve this progress before recording a payment.";
export const MARK_PAID_NEEDS_APPROVAL = "Only approved progress can be marked paid.";
export const LINK_NEEDS_PENDING = "This progress has already been decided, so it needs no approval link.";
export const PAID_ON_REQUIRED = "Payment date is required";
export const PAID_ON_FUTURE = "The payment date can't be in the future";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Nov 3, 2026" from "2026-11-03", with no timezone in play: the day is already the contractor's calendar day. */
const calendarDay = (day: string) =>
  `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
export const paidOnBeforeSubmission = (submittedOn: string) =>
  `The payment date can't be before the billing was submitted (${calendarDay(submittedOn)})`;

/**
 * The payment-date rule, shared by the Mark as paid dialog and the Worker. All three are calendar days
 * (YYYY-MM-DD) in the contractor's timezone. Answers the message to show, or null when the day is fine.
 */
export function paidOnProblem(paidOn: string, submittedOn: string, today: string): string | null {
  if (paidOn > today) return PAID_ON_FUTURE;
  if (paidOn < submittedOn) return paidOnBeforeSubmission(submittedOn);
  return null;
}
export const PAYMENT_METHOD_REQUIRED = "Choose how you were paid";
export const CONSENT_TEXT = "By signing above, you confirm that the work has been completed as described";

/** Decoded PNG bytes; a 2x signature canvas at phone width is 10-60 KB. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const MAX_SIGNER_NAME = 100;
export const MAX_REJECTION_REASON = 500;
/** Approval links live 30 days (decisions.md). */
export const APPROVAL_LINK_TTL_MS = 30 * DAY_MS;

/**
 * What the client reads on the approval screen and after deciding, said once for its two renderers: the Worker's
 * link page (worker/link-page, hono/jsx, and its island web/link) and the app's in-person screen
 * (web/features/approval, React). A sentence that names someone takes them as an argument.
 */
export const APPROVAL_TEXTS = {
  title: "Progress Approval",
  // The work
  project: "Project",
  progressNumber: "Progress #",
  amount: "Amount",
  dueDate: "Due date",
  completion: "Completion",
  description: "Description",
  photos: (count: number) => `Photos (${count})`,
  ...PHOTO_TEXTS,
  // Sign and decide
  signatureTitle: "Client Signature",
  clear: "Clear",
  signerName: "Your full name",
  reject: "Reject",
  approve: "Approve",
  approving: "Approving...",
  approved: "Progress approved",
  approvalFailed: "Approval failed",
  rejected: "Progress rejected",
  rejectionFailed: "Rejection failed",
  /** A decision the Worker could not take just now (the contractor's data moving between databases, ADR 0234). */
  linkBusy: "This could not be saved just now. Nothing was lost: please try again in a minute.",
  notified: (company: string) => `${company} has been notified.`,
  // The reject dialog
  rejectTitle: "Reject this progress?",
  rejectDescription: (company: string) =>
    `${company} will be told, with your reason if you give one. No payment is due for a rejected progress.`,
  rejectReason: "Reason (optional)",
  rejectPlaceholder: "What needs to change before you approve?",
  cancel: "Cancel",
  rejectSubmit: "Reject progress",
  rejecting: "Rejecting...",
  // A decided progress, read-only
  rejectedOn: (when: string) => `Rejected on ${when}`,
  rejectionReason: (reason: string | null) => (reason ? `Reason: ${reason}` : "No reason was given."),
  rejectedFollowUp: (company: string) => `No payment is due for this progress. ${company} will follow up.`,
  approvedOn: (signerName: string | null, when: string) =>
    `Approved${signerName ? ` by ${signerName}` : ""} on ${when}`,
  /** `paidOn` is the formatted day, or null when the payment's time is unknown. */
  paidThanks: (paidOn: string | null) => `Paid${paidOn ? ` on ${paidOn}` : ""}. Thank you!`,
  approvalFinal: "This approval is final. The signed record is attached to the invoice.",
} as const;
