// A field member's own billings on the dashboard, loaded only for that role (issue 34, ADR 0195).
export const ownBillings = {
  yourBillings: "Your billings",
  loadingYourBillings: "Loading your billings",
  awaitingApproval: "Awaiting approval",
  changesRequested: "Changes requested",
  billings: "{count, plural, one {# billing} other {# billings}}",
  statusApproved: "Approved",
  statusPaid: "Paid",
} as const;
