// Words the shared components and several screens use (issue 34, ADR 0195). English is the source: the spec's texts.
export const common = {
  loading: "Loading",
  username: "Username",
  password: "Password",
  confirmPassword: "Confirm password",
  progressNumber: "Progress #{number}",
  notBilledYet: "Not billed yet",
  statusPending: "Pending",
  statusApproved: "Approved",
  statusPaid: "Paid",
  statusRejected: "Rejected",
  statusOverdue: "Overdue",
  statusCompleted: "Completed",
  statusArchived: "Archived",
  statusActive: "Active",
  retry: "Retry",
  back: "Back",
} as const;
