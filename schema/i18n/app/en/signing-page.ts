// The in-person signing page around the signature box (web/features/approval/components/owner-approval-page.tsx and
// the summaries it shows; issue 34, ADR 0195): the schema's APPROVAL_TEXTS and PROGRESS_NOT_FOUND word for word. The
// consent sentence is not here: in person it is signed, and stored, in English (ADR 0230).
export const signingPage = {
  title: "Progress Approval",
  handDevice: "Hand your device to {name} to review the work and sign.",
  loadFailed: "Couldn't load this progress",
  backToInvoices: "Back to Invoices",
  backToProjects: "Back to Projects",
  // What is being approved.
  project: "Project",
  progressNumber: "Progress #",
  amount: "Amount",
  dueDate: "Due date",
  completion: "Completion",
  description: "Description",
  photos: "Photos ({count})",
  // A decided progress, read-only.
  rejectedOn: "Rejected on {when}",
  rejectionReason: "Reason: {reason}",
  noReason: "No reason was given.",
  rejectedFollowUp: "No payment is due for this progress. {company} will follow up.",
  approvedOn: "Approved on {when}",
  approvedByOn: "Approved by {name} on {when}",
  paid: "Paid. Thank you!",
  paidOn: "Paid on {when}. Thank you!",
  approvalFinal: "This approval is final. The signed record is attached to the invoice.",
  // A progress that is missing, or someone else's.
  notFound: "Progress not found",
  notFoundText: "The progress submission you're looking for doesn't exist or you don't have permission to view it.",
  notFoundHint: "Check that you are signed in to the account that submitted it, or open the billing from Invoices.",
} as const;
