// How a contractor says a payment reached them when marking a billing paid: the choices and their labels. Apart from
// the approval texts, so the Payment Status screen that names the method does not carry the client's screens' words.

export const RECEIVED_PAYMENT_METHODS = [
  "bank",
  "paypal",
  "venmo",
  "zelle",
  "cashapp",
  "check",
  "cash",
  "card",
  "other",
] as const;
export type ReceivedPaymentMethod = (typeof RECEIVED_PAYMENT_METHODS)[number];
export const RECEIVED_PAYMENT_METHOD_LABELS: Record<ReceivedPaymentMethod, string> = {
  bank: "Bank transfer",
  paypal: "PayPal",
  venmo: "Venmo",
  zelle: "Zelle",
  cashapp: "Cash App",
  check: "Check",
  cash: "Cash",
  card: "Card",
  other: "Other",
};
