// Payment settings' words, labels and which methods are on file, without zod: the profile's payment card and other
// screens show them without loading a validator (payments.ts re-exports all of it beside the schemas, ADR 0093).
import { PAYMENT_METHODS, type PaymentMethod } from "./enums";

export { PAYMENT_METHODS, type PaymentMethod };
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank: "Bank transfer",
  paypal: "PayPal",
  venmo: "Venmo",
  zelle: "Zelle",
  cashapp: "Cash App",
};

/** What generate-links may be asked for: one method, a check, or every method on file. */
export const LINK_METHODS = [...PAYMENT_METHODS, "check", "all"] as const;
export type LinkMethod = (typeof LINK_METHODS)[number];

export const PAYMENT_CONFIRMATION_TEXT =
  "I confirm that all payment information entered is accurate and belongs to me, and I understand that my clients will use it to send me payments.";
export const CONFIRMATION_REQUIRED_TITLE = "Confirmation Required";
export const CONFIRMATION_REQUIRED_TEXT = "Please confirm that your payment information is accurate.";
export const PAYMENT_DETAILS_SAVED = "Payment Details Saved";
export const PAYMENT_DETAILS_SAVE_FAILED = "Failed to Save Payment Details";

export const DEFAULT_PAYMENT_MESSAGE = "Please review and process the payment at your earliest convenience.";
export const MAX_PAYMENT_MESSAGE = 500;
export const MAX_CUSTOM_SIGNATURE = 100;
export const PAYMENT_MESSAGE_TOO_LONG = "Custom message must be at most 500 characters";
export const SIGNATURE_TOO_LONG = "Signature must be at most 100 characters";
export const PAYMENT_REQUEST_SENT = "Payment request sent.";
export const PAYMENT_REQUEST_FAILED = "Failed to send payment request";
export const PAYMENT_REQUEST_UNKNOWN_ERROR = "An unknown error occurred";
export const PAYMENT_LINKS_FAILED = "Failed to generate payment links";
export const PAYMENT_LINK_COPIED = "Payment link has been copied to clipboard.";
export const CLIENT_HAS_NO_PHONE = "This client has no phone number. Add one to their details to send a text message.";
export const PAYMENT_NEEDS_APPROVAL = "Payment can be requested only for approved progress.";
export const PROGRESS_ALREADY_PAID = "This progress has already been paid.";
export const NO_PAYMENT_DETAILS = "Add your payment details on your profile before requesting payment.";
export const CHECK_NEEDS_ADDRESS =
  "Add the mailing address for checks on your profile before offering payment by check.";
export const CLIENT_MISMATCH = "That client is not the client of this progress.";
export const methodNotSetUp = (method: PaymentMethod) =>
  `${PAYMENT_METHOD_LABELS[method]} is not set up in your payment details.`;

/** The stored fields of each method; removing a method clears exactly these. */
export const PAYMENT_METHOD_FIELDS = {
  bank: ["bankAccountName", "bankAccountNumber", "bankRoutingNumber"],
  paypal: ["paypalUsername"],
  venmo: ["venmoUsername"],
  zelle: ["zelleEmail"],
  cashapp: ["cashAppUsername"],
} as const satisfies Record<PaymentMethod, readonly string[]>;

export type PaymentSettings = {
  preferredPaymentMethod: PaymentMethod;
  bankAccountName: string | null;
  bankAccountNumber: string | null;
  bankRoutingNumber: string | null;
  paypalUsername: string | null;
  venmoUsername: string | null;
  zelleEmail: string | null;
  cashAppUsername: string | null;
  /** Where checks are mailed: a check is offered only with it (ADR 0143). */
  mailingAddress?: string | null;
};

/** Methods whose every field is filled, preferred first. */
export function configuredMethods(settings: PaymentSettings): PaymentMethod[] {
  const ready = PAYMENT_METHODS.filter((m) => PAYMENT_METHOD_FIELDS[m].every((field) => Boolean(settings[field])));
  return ready.sort(
    (a, b) => Number(b === settings.preferredPaymentMethod) - Number(a === settings.preferredPaymentMethod),
  );
}
