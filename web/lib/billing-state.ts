// How a billing's state is shown everywhere (spec section 4): overdue is an unpaid, collectible billing past its due day.

/** Unpaid and still collectible (not rejected) past its due day; `today` is the contractor's YYYY-MM-DD. */
export const isPastDue = (b: { status: string; dueDate: string | null }, today: string) =>
  (b.status === "pending" || b.status === "approved") && b.dueDate !== null && b.dueDate < today;

/** The status a pill shows: "overdue" (red) when past due, else the billing's own status. */
export const shownStatus = (b: { status: string; dueDate: string | null }, today: string) =>
  isPastDue(b, today) ? "overdue" : b.status;
