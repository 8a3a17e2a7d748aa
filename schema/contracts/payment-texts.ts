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
  iban: "Bank transfer (IBAN)",
  uk_bank: "UK bank transfer",
  au_bank: "Bank transfer (BSB)",
  payid: "PayID",
  nz_bank: "NZ bank transfer",
  interac: "Interac e-Transfer",
  ca_bank: "Bank transfer (direct deposit)",
};

/**
 * The methods a company in each country is offered, in the order its clients see them (local bank first). Venmo,
 * Zelle and Cash App are US-only, Interac Canada-only, PayID Australia-only; a country not listed gets IBAN and
 * PayPal. A US company's list is exactly today's.
 */
export const PAYMENT_METHODS_BY_COUNTRY: Record<string, readonly PaymentMethod[]> = {
  US: ["bank", "paypal", "venmo", "zelle", "cashapp"],
  GB: ["uk_bank", "iban", "paypal"],
  IE: ["iban", "paypal"],
  AU: ["au_bank", "payid", "paypal"],
  NZ: ["nz_bank", "paypal"],
  CA: ["interac", "ca_bank", "paypal"],
};
const OTHER_COUNTRIES: readonly PaymentMethod[] = ["iban", "paypal"];

/** The methods offered to a company in `country`; without a country (older callers), every method. */
export const methodsForCountry = (country?: string | null): readonly PaymentMethod[] =>
  country ? (PAYMENT_METHODS_BY_COUNTRY[country] ?? OTHER_COUNTRIES) : PAYMENT_METHODS;

export const methodNotOffered = (method: PaymentMethod) =>
  `${PAYMENT_METHOD_LABELS[method]} is not offered in your company's country. Choose one of the methods listed.`;

/** What generate-links may be asked for: one method, a check, or every method on file. */
export const LINK_METHODS = [...PAYMENT_METHODS, "check", "all"] as const;
export type LinkMethod = (typeof LINK_METHODS)[number];

/** Beside a euro IBAN's QR code, on the link page and the invoice (ADR 0160). */
export const GIROCODE_CAPTION =
  "Scan with your banking app to fill in this transfer (EPC QR code, also called GiroCode).";

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
  // The account holder's name is shared by the bank methods: removing one keeps it while another uses it.
  iban: ["bankAccountName", "iban", "bic"],
  uk_bank: ["bankAccountName", "sortCode", "ukAccountNumber"],
  au_bank: ["bankAccountName", "bsb", "auAccountNumber"],
  payid: ["payId"],
  nz_bank: ["bankAccountName", "nzAccountNumber"],
  interac: ["interacEmail"],
  ca_bank: ["bankAccountName", "caTransitNumber", "caInstitutionNumber", "caAccountNumber"],
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
  /** Local bank details (migration 0022, ADR 0159); absent from a company's answer until set. */
  iban?: string | null;
  bic?: string | null;
  sortCode?: string | null;
  ukAccountNumber?: string | null;
  bsb?: string | null;
  auAccountNumber?: string | null;
  payId?: string | null;
  nzAccountNumber?: string | null;
  interacEmail?: string | null;
  caTransitNumber?: string | null;
  caInstitutionNumber?: string | null;
  caAccountNumber?: string | null;
  /** The company's country: which methods are offered (methodsForCountry). */
  country?: string | null;
  /** Where checks are mailed: a check is offered only with it (ADR 0143). */
  mailingAddress?: string | null;
};

/** Methods offered in the company's country whose every field is filled, preferred first, then the country's order. */
export function configuredMethods(settings: PaymentSettings): PaymentMethod[] {
  const ready = methodsForCountry(settings.country).filter((m) =>
    PAYMENT_METHOD_FIELDS[m].every((field) => Boolean(settings[field])),
  );
  return ready.sort(
    (a, b) => Number(b === settings.preferredPaymentMethod) - Number(a === settings.preferredPaymentMethod),
  );
}
