// Getting paid: the contractor's payment details, payment links and payment requests, with every message they show.
import { z } from "zod";
import {
  compact,
  IBAN_LENGTHS,
  ibanProblem,
  isEmail,
  isValidBic,
  normalizePayId,
  nzCheckDigitsOk,
  parseNzAccount,
  payIdKind,
} from "../rules/bank-details";
import {
  LINK_METHODS,
  MAX_CUSTOM_SIGNATURE,
  MAX_PAYMENT_MESSAGE,
  PAYMENT_MESSAGE_TOO_LONG,
  PAYMENT_METHOD_FIELDS,
  PAYMENT_METHODS,
  type PaymentMethod,
  SIGNATURE_TOO_LONG,
} from "./payment-texts";

export * from "./payment-texts";

// --- Payment details (PUT /api/user/payment-details) ---

/** A trimmed text field: blank, missing and wrong type all give `message`. */
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** ABA routing numbers carry a checksum (3-7-1 weights), which catches most typos before a client's transfer bounces. */
export const isValidRoutingNumber = (value: string) => {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
};

/** People paste "@name", "$name" or a whole profile URL: keep only the handle. */
const stripHandle = (value: string, prefixes: RegExp) =>
  value.trim().replace(prefixes, "").replace(/^[@$]/, "").replace(/\/+$/, "");

const bank = z.object({
  bankAccountName: required("Account holder name is required", 100),
  bankAccountNumber: z
    .string({ error: "Account number is required" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .min(1, "Account number is required")
        .regex(/^\d{4,17}$/, "Account number must be 4 to 17 digits"),
    ),
  bankRoutingNumber: z
    .string({ error: "Routing number must be 9 digits" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(
      z
        .string()
        .regex(/^\d{9}$/, "Routing number must be 9 digits")
        .refine(
          isValidRoutingNumber,
          "This routing number is not valid. Check it against a check or your bank's website.",
        ),
    ),
});

const paypal = z.object({
  paypalUsername: z
    .string({ error: "PayPal.Me username is required" })
    .transform((v) => stripHandle(v, /^(https?:\/\/)?(www\.)?paypal\.me\//i))
    .pipe(
      z
        .string()
        .min(1, "PayPal.Me username is required")
        .regex(/^[A-Za-z0-9]{1,20}$/, "A PayPal.Me username has up to 20 letters and numbers"),
    ),
});

const venmo = z.object({
  venmoUsername: z
    .string({ error: "Venmo username is required" })
    .transform((v) => stripHandle(v, /^(https?:\/\/)?(account\.)?venmo\.com\/(u\/)?/i))
    .pipe(
      z
        .string()
        .min(1, "Venmo username is required")
        .regex(/^[A-Za-z0-9_-]{5,30}$/, "A Venmo username has 5 to 30 letters, numbers, - or _"),
    ),
});

const zelle = z.object({
  zelleEmail: z
    .string({ error: "Enter the email or U.S. mobile number you use with Zelle" })
    .trim()
    .toLowerCase()
    .refine(
      (v) => z.email().safeParse(v).success || /^\+?1?[\s().-]*\d{3}[\s().-]*\d{3}[\s.-]*\d{4}$/.test(v),
      "Enter the email or U.S. mobile number you use with Zelle",
    ),
});

const cashapp = z.object({
  cashAppUsername: z
    .string({ error: "Cashtag is required" })
    .transform((v) => stripHandle(v, /^(https?:\/\/)?(www\.)?cash\.app\//i))
    .pipe(
      z
        .string()
        .min(1, "Cashtag is required")
        .regex(
          /^(?=.*[A-Za-z])[A-Za-z0-9_-]{1,20}$/,
          "A cashtag has up to 20 letters and numbers, with at least one letter",
        ),
    ),
});

// --- Local bank details by country (issue 33, ADR 0159): rules in schema/rules/bank-details.ts ---

/** A code typed with spaces or dashes, stored bare (upper-case); `message` for blank, wrong type or wrong shape. */
const code = (required: string, pattern: RegExp, message: string) =>
  z.string({ error: required }).transform(compact).pipe(z.string().min(1, required).regex(pattern, message));

const IBAN_MESSAGES = {
  format: "An IBAN starts with 2 letters and 2 digits, then the account: copy it from your bank statement",
  country: "IBANs from this country are not supported yet",
  checksum: "This IBAN is not valid: check it for a typo",
} as const;

const ibanField = z
  .string({ error: "IBAN is required" })
  .transform(compact)
  .pipe(z.string().min(1, "IBAN is required"))
  .check((ctx) => {
    const problem = ibanProblem(ctx.value);
    if (!problem) return;
    const message =
      problem === "length"
        ? `An IBAN from ${ctx.value.slice(0, 2)} has ${IBAN_LENGTHS[ctx.value.slice(0, 2)]} characters`
        : IBAN_MESSAGES[problem];
    ctx.issues.push({ code: "custom", message, input: ctx.value });
  });

const iban = z.object({
  bankAccountName: bank.shape.bankAccountName,
  iban: ibanField,
  bic: z
    .string({ error: "BIC is required" })
    .transform(compact)
    .pipe(
      z.string().min(1, "BIC is required").refine(isValidBic, "A BIC has 8 or 11 letters and digits, e.g. COBADEFFXXX"),
    ),
});

const ukBank = z.object({
  bankAccountName: bank.shape.bankAccountName,
  sortCode: code("Sort code is required", /^\d{6}$/, "Sort code must be 6 digits, e.g. 12-34-56"),
  ukAccountNumber: code("Account number is required", /^\d{8}$/, "Account number must be 8 digits"),
});

const auBank = z.object({
  bankAccountName: bank.shape.bankAccountName,
  bsb: code("BSB is required", /^\d{6}$/, "BSB must be 6 digits, e.g. 062-000"),
  auAccountNumber: code("Account number is required", /^\d{5,10}$/, "Account number must be 5 to 10 digits"),
});

const PAYID_INVALID = "Enter your PayID: an email, an Australian mobile number or an ABN";
const payid = z.object({
  payId: z
    .string({ error: PAYID_INVALID })
    .trim()
    .refine((v) => payIdKind(v) !== null, PAYID_INVALID)
    .transform(normalizePayId),
});

const NZ_INVALID = "Enter the account number as BB-bbbb-AAAAAAA-SSS, e.g. 12-3456-0123459-001";
const NZ_CHECK = "This account number's check digits don't match: please copy it from your bank statement";
const nzBank = z.object({
  bankAccountName: bank.shape.bankAccountName,
  nzAccountNumber: z.string({ error: NZ_INVALID }).transform((v, ctx) => {
    const parsed = parseNzAccount(v);
    if (parsed && nzCheckDigitsOk(parsed)) return parsed;
    ctx.issues.push({ code: "custom", message: parsed ? NZ_CHECK : NZ_INVALID, input: v });
    return z.NEVER;
  }),
});

const INTERAC_INVALID = "Enter the email you receive Interac e-Transfers at";
const interac = z.object({
  interacEmail: z.string({ error: INTERAC_INVALID }).trim().toLowerCase().refine(isEmail, INTERAC_INVALID),
});

const caBank = z.object({
  bankAccountName: bank.shape.bankAccountName,
  caTransitNumber: code("Transit number is required", /^\d{5}$/, "Transit number must be 5 digits"),
  caInstitutionNumber: code("Institution number is required", /^\d{3}$/, "Institution number must be 3 digits"),
  caAccountNumber: code("Account number is required", /^\d{7,12}$/, "Account number must be 7 to 12 digits"),
});

/** Blank fields of the methods that are not preferred are not sent at all: clearing a method is its Remove button. */
const dropBlankOthers = (raw: unknown): unknown => {
  if (!raw || typeof raw !== "object") return raw;
  const kept = { ...(raw as Record<string, unknown>) };
  for (const [method, fields] of Object.entries(PAYMENT_METHOD_FIELDS)) {
    if (method === kept.preferredPaymentMethod) continue;
    for (const field of fields) {
      const value = kept[field];
      if (typeof value !== "string" || !value.trim()) delete kept[field];
    }
  }
  return kept;
};

/** Every method's fields, each optional: what may be typed beside the preferred method. */
const anyMethod = {
  /** Where checks are mailed; blank clears it (a check is then not offered). */
  mailingAddress: z
    .string()
    .trim()
    .max(300, "Must be at most 300 characters")
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  ...bank.partial().shape,
  ...paypal.partial().shape,
  ...venmo.partial().shape,
  ...zelle.partial().shape,
  ...cashapp.partial().shape,
  ...iban.partial().shape,
  ...ukBank.partial().shape,
  ...auBank.partial().shape,
  ...payid.partial().shape,
  ...nzBank.partial().shape,
  ...interac.partial().shape,
  ...caBank.partial().shape,
  // Shared by the bank methods: required by whichever is preferred, optional beside the others.
  bankAccountName: bank.shape.bankAccountName.optional(),
};

/**
 * The preferred method's fields, and every other method typed in the same form (ADR 0143): switching the picker never
 * drops what was typed under another method. Clients see every method on file, the preferred one first.
 */
const details = z.discriminatedUnion(
  "preferredPaymentMethod",
  [
    z.object({ ...anyMethod, ...bank.shape, preferredPaymentMethod: z.literal("bank") }),
    z.object({ ...anyMethod, ...paypal.shape, preferredPaymentMethod: z.literal("paypal") }),
    z.object({ ...anyMethod, ...venmo.shape, preferredPaymentMethod: z.literal("venmo") }),
    z.object({ ...anyMethod, ...zelle.shape, preferredPaymentMethod: z.literal("zelle") }),
    z.object({ ...anyMethod, ...cashapp.shape, preferredPaymentMethod: z.literal("cashapp") }),
    z.object({ ...anyMethod, ...iban.shape, preferredPaymentMethod: z.literal("iban") }),
    z.object({ ...anyMethod, ...ukBank.shape, preferredPaymentMethod: z.literal("uk_bank") }),
    z.object({ ...anyMethod, ...auBank.shape, preferredPaymentMethod: z.literal("au_bank") }),
    z.object({ ...anyMethod, ...payid.shape, preferredPaymentMethod: z.literal("payid") }),
    z.object({ ...anyMethod, ...nzBank.shape, preferredPaymentMethod: z.literal("nz_bank") }),
    z.object({ ...anyMethod, ...interac.shape, preferredPaymentMethod: z.literal("interac") }),
    z.object({ ...anyMethod, ...caBank.shape, preferredPaymentMethod: z.literal("ca_bank") }),
  ],
  { error: "Choose a payment method" },
);
export const PaymentDetailsSchema = z.preprocess((raw: z.input<typeof details>) => dropBlankOthers(raw), details);
export type PaymentDetailsInput = z.input<typeof PaymentDetailsSchema>;
export type PaymentDetails = z.output<typeof PaymentDetailsSchema>;

export const PaymentMethodParamSchema = z.object({ method: z.enum(PAYMENT_METHODS) });

// --- Payment links and requests ---

export const GenerateLinksSchema = z.object({
  progressId: z.coerce.number({ error: "Choose a progress" }).int().positive("Choose a progress"),
  clientId: z.coerce.number({ error: "Choose a client" }).int().positive("Choose a client"),
  paymentMethod: z.enum(LINK_METHODS, { error: "Choose a payment method" }).default("all"),
});
export type GenerateLinks = z.input<typeof GenerateLinksSchema>;

export type PaymentLink = { method: PaymentMethod; displayName: string; link: string };
export type PaymentInstruction = {
  method: PaymentMethod | "check";
  title: string;
  lines: string[];
  /** A euro IBAN transfer's EPC069-12 payload, drawn as a QR code by the worker (ADR 0160). */
  epc?: string;
};
export type PaymentOptions = {
  paymentLinks: PaymentLink[];
  instructions: PaymentInstruction[];
  reference: string;
  /** Exact cents, as the client pays it. */
  amount: number;
  /** The billing's money and locale (issue 33): the amount is shown in them. */
  currency: string;
  locale: string;
  disclaimer: string;
};

export const PAYMENT_CHANNELS = ["email", "sms", "both"] as const;
export const SIGNATURE_TYPES = ["company", "accounting", "finance", "collections", "personal"] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];
export const SIGNATURE_TYPE_LABELS: Record<SignatureType, string> = {
  company: "Company",
  accounting: "Accounting Department",
  finance: "Finance Team",
  collections: "Collections Department",
  personal: "Personal",
};

/** The sender line of a payment request (spec section 5), with the contractor's real names where known. */
export function senderName(
  type: SignatureType,
  opts: { companyName?: string | null; fullName?: string | null; customSignature?: string | null } = {},
): string {
  switch (type) {
    case "company":
      return opts.companyName?.trim() || "Your Company";
    case "accounting":
      return "Accounting Department";
    case "finance":
      return "Finance Team";
    case "collections":
      return "Collections Department";
    case "personal":
      return opts.customSignature?.trim() || opts.fullName?.trim() || "Your Name";
  }
}

export const PaymentRequestSchema = z.object({
  progressId: z.coerce.number({ error: "Choose a progress" }).int().positive("Choose a progress"),
  customMessage: z.string().trim().max(MAX_PAYMENT_MESSAGE, PAYMENT_MESSAGE_TOO_LONG).nullish(),
  channel: z.enum(PAYMENT_CHANNELS, { error: "Choose email, SMS or both" }).default("email"),
  includeAllPaymentMethods: z.boolean().default(true),
  signatureType: z.enum(SIGNATURE_TYPES, { error: "Choose a signature" }).default("company"),
  customSignature: z.string().trim().max(MAX_CUSTOM_SIGNATURE, SIGNATURE_TOO_LONG).nullish(),
  /** The spec's name for customSignature; either is accepted. */
  signature: z.string().trim().max(MAX_CUSTOM_SIGNATURE, SIGNATURE_TOO_LONG).nullish(),
  /** One per tap of Send on the device: a retried or double-tapped request sends once. */
  idempotencyKey: z.string().trim().min(8).max(100).nullish(),
});
export type PaymentRequestInput = z.input<typeof PaymentRequestSchema>;
