// Client approval, rejection, payment claim and mark-paid: the messages and limits shared by the approval screen and the Worker.
import { z } from "zod";
import { optionalText } from "./fields";

export const SIGNATURE_REQUIRED = "Signature is required";
export const SIGNER_NAME_REQUIRED = "Please type your full name";
export const SIGNER_NAME_TOO_LONG = "Name must be at most 100 characters";
export const SIGNATURE_NOT_PNG = "The signature must be a PNG image. Clear it and sign again.";
export const SIGNATURE_TOO_LARGE = "The signature image is too large. Clear it and sign again.";
export const PROGRESS_NOT_FOUND = "Progress not found";
export const PROGRESS_NOT_FOUND_TEXT =
  "The progress submission you're looking for doesn't exist or you don't have permission to view it.";
export const CONTENT_CHANGED = "This progress changed after you opened it. Review it again before you sign.";
export const NOT_DECIDABLE = "Only progress waiting for approval can be approved or rejected.";
export const CLAIM_NEEDS_APPROVAL = "Approve this progress before recording a payment.";
export const MARK_PAID_NEEDS_APPROVAL = "Only approved progress can be marked paid.";
export const LINK_NEEDS_PENDING = "This progress has already been decided, so it needs no approval link.";
export const PAID_ON_REQUIRED = "Payment date is required";
export const PAID_ON_FUTURE = "The payment date can't be in the future";
export const PAYMENT_METHOD_REQUIRED = "Choose how you were paid";
export const CONSENT_TEXT = "By signing above, you confirm that the work has been completed as described";

/** Decoded PNG bytes; a 2x signature canvas at phone width is 10-60 KB. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
export const MAX_SIGNER_NAME = 100;
export const MAX_REJECTION_REASON = 500;
/** Approval links live 30 days (decisions.md). */
export const APPROVAL_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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
  reason: z.string().trim().max(MAX_REJECTION_REASON, `Reason must be at most ${MAX_REJECTION_REASON} characters`).optional(),
});
export type RejectForm = z.input<typeof RejectFormSchema>;

/** POST /api/progress/{id}/approval-link: deliver sends it to the client (revoking older links); otherwise the contractor shares it. */
export const RequestApprovalLinkSchema = z.object({ deliver: z.boolean().default(true) });
export type RequestApprovalLink = z.input<typeof RequestApprovalLinkSchema>;

/** How a contractor was paid; the first five are the payment-settings methods. */
export const RECEIVED_PAYMENT_METHODS = ["bank", "paypal", "venmo", "zelle", "cashapp", "check", "cash", "card", "other"] as const;
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

/** POST /api/progress/{id}/mark-paid. paidOn is the calendar day in the contractor's timezone. */
export const MarkPaidSchema = z.object({
  paidOn: z
    .string({ error: PAID_ON_REQUIRED })
    .trim()
    .min(1, PAID_ON_REQUIRED)
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid payment date")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Please enter a valid payment date"),
  method: z.enum(RECEIVED_PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }),
  reference: optionalText(120),
});
export type MarkPaid = z.input<typeof MarkPaidSchema>;
