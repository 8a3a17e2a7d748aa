// How a billing's state is shown everywhere (spec section 4). The open and overdue rules live in
// schema/rules/billing-state (shared with the worker's dashboard and reminders).
import { isOverdue } from "#schema/rules/billing-state";

/** The status a pill shows: "overdue" (red) when past due, else the billing's own status. */
export const shownStatus = (b: { status: string; dueDate: string | null }, today: string) =>
  isOverdue(b, today) ? "overdue" : b.status;
