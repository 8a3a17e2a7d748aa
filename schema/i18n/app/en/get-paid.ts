// The Get Paid card on an approved billing (web/features/payments/components/progress-payment-panel.tsx), with its
// "Request Payment" button (issue 34, ADR 0195). The request's dialog is not yet here.
export const getPaid = {
  title: "Get Paid",
  approved: "Approved. Send {name} the amount due with your payment links and instructions.",
  request: "Request Payment",
} as const;
