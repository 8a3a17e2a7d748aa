// The Get Paid card of an approved billing and its Request Payment button (issue 34, ADR 0195).
export const getPaid = {
  title: "Get Paid",
  approved: "Approved. Send {name} the amount due with your payment links and instructions.",
  request: "Request Payment",
} as const;
