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

/** Venmo, Zelle and Cash App move US dollars only: a billing in another currency was not paid through them. */
const DOLLAR_APPS: readonly ReceivedPaymentMethod[] = ["venmo", "zelle", "cashapp"];

/** The ways a billing in `currency` can have been paid, as Mark paid offers them. */
export const receivedMethodsFor = (currency: string) =>
  currency === "USD" ? RECEIVED_PAYMENT_METHODS : RECEIVED_PAYMENT_METHODS.filter((m) => !DOLLAR_APPS.includes(m));
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

// ---- part payments (ADR 0165) ----
// Amounts arrive formatted (formatMoneyExact with the billing's currency and locale): these words never format money.

/** The Mark paid dialog's amount field; it starts at the balance due. */
export const AMOUNT_RECEIVED_LABEL = "Amount received";
export const AMOUNT_RECEIVED_REQUIRED = "Amount received must be more than 0";
/** Mark paid for more than the billing still owes. */
export const amountOverBalance = (balance: string) =>
  `Amount received can't be more than the balance due (${balance}).`;
/** Another payment was recorded between reading the balance and this one: nothing was recorded. */
export const BALANCE_CHANGED = "This billing's balance just changed. Check it, then record the payment again.";
/** The display state of an approved billing that has received part of its total (not a status of its own). */
export const PART_PAID_LABEL = "Part paid";
/** On the billing's card and page. */
export const partPaidLine = (paid: string, total: string) => `Part paid: ${paid} of ${total}`;
export const balanceDueLine = (balance: string) => `Balance due: ${balance}`;
/** Under the amount field. */
export const amountReceivedHint = (balance: string) =>
  `${balanceDueLine(balance)}. Less is recorded as a part payment; the rest can be recorded later.`;
/** The toast after a part payment; the billing stays open. */
export const PART_PAYMENT_RECORDED = "Part payment recorded";
export const partPaymentRecorded = (amount: string, balance: string) => `${amount} recorded. Balance due: ${balance}.`;
