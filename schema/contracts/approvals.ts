// Client approval, rejection, payment claim and mark-paid: the messages and limits shared by the approval screen and the Worker.
import { z } from "zod";
import {
  MAX_REJECTION_REASON,
  MAX_SIGNATURE_BYTES,
  MAX_SIGNER_NAME,
  PAID_ON_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  SIGNATURE_REQUIRED,
  SIGNATURE_TOO_LARGE,
  SIGNER_NAME_REQUIRED,
  SIGNER_NAME_TOO_LONG,
} from "./approval-texts";
import { optionalText } from "./fields";
import { MAX_CENTS } from "./projects";
import { AMOUNT_RECEIVED_REQUIRED, RECEIVED_PAYMENT_METHODS } from "./received-payments";
import { CLIENT_LANGUAGES } from "./worldwide";

export * from "./approval-texts";
export * from "./received-payments";

/** A PNG data URL; its bytes (magic number, size) are checked by the Worker after decoding. */
export const signatureField = () =>
  z
    .string({ error: SIGNATURE_REQUIRED })
    .trim()
    .min(1, SIGNATURE_REQUIRED)
    // base64 is 4/3 of the bytes, plus the "data:image/png;base64," prefix.
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64, SIGNATURE_TOO_LARGE);

export const signerNameField = () =>
  z
    .string({ error: SIGNER_NAME_REQUIRED })
    .trim()
    .min(1, SIGNER_NAME_REQUIRED)
    .max(MAX_SIGNER_NAME, SIGNER_NAME_TOO_LONG);

/** The SHA-256 the screen was shown; a mismatch means the progress changed under the signer. */
const contentHashField = () =>
  z
    .string()
    .regex(/^[0-9a-f]{64}$/, "Invalid content hash")
    .optional();

/** POST /api/a/{token}/approve: the client signs on their own phone. */
export const LinkApproveSchema = z.object({
  signature: signatureField(),
  signerName: signerNameField(),
  contentHash: contentHashField(),
});
export type LinkApprove = z.input<typeof LinkApproveSchema>;

/** PATCH /api/progress/{id}/approve: in-person signing on the contractor's device (the spec's call table). */
export const OwnerApproveSchema = z.object({
  signature: signatureField(),
  status: z.literal("approved").optional(),
  /** Defaults to the client's contact name when the spec's payload (signature + status) is sent alone. */
  signerName: signerNameField().optional(),
  contentHash: contentHashField(),
  /**
   * The language of the consent sentence the screen showed (the approval view's `consent.language`, ADR 0232): the
   * evidence stores that sentence in it. Without it (the spec's payload, an app from before), English, as shown then.
   */
  consentLanguage: z.enum(CLIENT_LANGUAGES, { error: "Please choose a language from the list" }).optional(),
});
export type OwnerApprove = z.input<typeof OwnerApproveSchema>;

/** Reject through the link or in person; the reason is optional. */
export const RejectSchema = z.object({
  status: z.literal("rejected").optional(),
  reason: optionalText(MAX_REJECTION_REASON),
  contentHash: contentHashField(),
});
export type Reject = z.input<typeof RejectSchema>;

/** The signer's form on the approval screen (the signature itself lives in the canvas). */
export const SignerFormSchema = z.object({ signerName: signerNameField() });
export type SignerForm = z.input<typeof SignerFormSchema>;

export const RejectFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MAX_REJECTION_REASON, `Reason must be at most ${MAX_REJECTION_REASON} characters`)
    .optional(),
});
export type RejectForm = z.input<typeof RejectFormSchema>;

/** POST /api/progress/{id}/approval-link: deliver sends it to the client (revoking older links); otherwise the contractor shares it. */
export const RequestApprovalLinkSchema = z.object({ deliver: z.boolean().default(true) });
export type RequestApprovalLink = z.input<typeof RequestApprovalLinkSchema>;

/** How a contractor was paid; the first five are the payment-settings methods. */

/** POST /api/progress/{id}/mark-paid. paidOn is the calendar day in the contractor's timezone. */
export const MarkPaidSchema = z.object({
  paidOn: z
    .string({ error: PAID_ON_REQUIRED })
    .trim()
    .min(1, PAID_ON_REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid payment date")
    // A real calendar day: Date would roll 2026-02-30 into March without complaint.
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      // Years 2000-2999 like due dates: a year-0000 typo would skew the dashboard's days-to-payment.
      const year = Number(v.slice(0, 4));
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v && year >= 2000 && year <= 2999;
    }, "Please enter a valid payment date"),
  method: z.enum(RECEIVED_PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }),
  reference: optionalText(120),
  /** Minor units received; absent, the whole balance due (ADR 0165). Less than the balance leaves it open. */
  amount: z
    .number({ error: AMOUNT_RECEIVED_REQUIRED })
    .int("Amount must be in whole cents")
    .min(1, AMOUNT_RECEIVED_REQUIRED)
    .max(MAX_CENTS, "Amount is too large")
    .optional(),
});
export type MarkPaid = z.input<typeof MarkPaidSchema>;
