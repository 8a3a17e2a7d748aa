// Dashboard wording shared by the Worker (which derives it) and the web (which shows it): spec section 4.

export const ACTIVITY_TYPES = {
  paid: "Payment Received",
  approved: "Approval Received",
  reminder: "Reminder Sent",
  submitted: "Progress Submitted",
} as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[keyof typeof ACTIVITY_TYPES];

/** paid -> Payment Received; approved -> Approval Received; otherwise a sent reminder; otherwise the submission. */
export function activityType(status: string, reminderSent: boolean): ActivityType {
  if (status === "paid") return ACTIVITY_TYPES.paid;
  if (status === "approved") return ACTIVITY_TYPES.approved;
  return reminderSent ? ACTIVITY_TYPES.reminder : ACTIVITY_TYPES.submitted;
}

export const RECENT_ACTIVITY_LIMIT = 5;
export const NO_RECENT_ACTIVITY = "No recent activity found";
export const NO_ACTIVE_PROJECTS = "No active projects";
export const NO_ACTIVE_PROJECTS_HINT = "Create a new project to get started.";
