// Lien waivers' API contract (issue 37, ADR 0208-0210), shared by the Worker and the web. Amounts are integer minor
// units of the project's currency.
import { z } from "zod";
import { LIEN_WAIVER_KINDS, type LienWaiverKind } from "../rules/lien-waivers";
import { emailField, optionalText, requiredText } from "./fields";
import { MAX_CENTS } from "./projects";

const DATE_INVALID = "Please enter a valid date (YYYY-MM-DD)";
const calendarDate = () =>
  z
    .string({ error: DATE_INVALID })
    .trim()
    .refine((v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, DATE_INVALID);

const KIND_INVALID = `Choose one of: ${LIEN_WAIVER_KINDS.join(", ")}`;
export const lienWaiverKind = () => z.enum(LIEN_WAIVER_KINDS, { error: KIND_INVALID });

/** POST /api/pay-apps/{id}/lien-waivers: the contractor's own waiver of a kind (made once; a repeat finds it). */
export const CreateLienWaiverSchema = z.object({
  kind: lienWaiverKind(),
  owner: optionalText(200),
  exceptions: optionalText(1000),
});

/** POST /api/pay-apps/{id}/lien-waivers/vendor-requests: a waiver a vendor of the contractor signs by link. */
export const VendorWaiverRequestSchema = z.object({
  kind: lienWaiverKind(),
  vendorName: requiredText("Enter the vendor's name"),
  vendorEmail: emailField()
    .nullish()
    .transform((v) => v ?? null),
  amount: z
    .number({ error: "Enter the amount this waiver covers" })
    .int("Amounts are whole cents")
    .positive("Enter the amount this waiver covers")
    .max(MAX_CENTS, "Amount is too large"),
  exceptions: optionalText(1000),
});

/** Signing: the signer's name and title, and that they mean to sign this text (E-SIGN intent). */
export const SignLienWaiverSchema = z.object({
  signerName: requiredText("Enter the signer's full name"),
  signerTitle: requiredText("Enter the signer's title"),
  agree: z.literal(true, { error: "Confirm that you sign this waiver" }),
});

/** POST /api/lien-waivers/{id}/notarize: who notarized, their commission, and when. */
export const NotarizeLienWaiverSchema = z.object({
  notaryName: requiredText("Enter the notary's name"),
  commission: requiredText("Enter the notary's commission number"),
  notarizedOn: calendarDate(),
});

/** PUT /api/lien-waiver-templates/{kind}: the company's own text; saved as the next version. */
export const LienWaiverTemplateSchema = z.object({
  body: requiredText("Enter the waiver's text", 6000),
});
export const LienWaiverKindParamSchema = z.object({ kind: lienWaiverKind() });

export type LienWaiverView = {
  id: number;
  payAppId: number;
  party: "self" | "vendor";
  vendorName: string | null;
  kind: LienWaiverKind;
  title: string;
  state: string;
  stateName: string;
  templateKey: string;
  textSha256: string;
  /** The waiver's words with its fields filled in, exactly as signed or to be signed. */
  text: string;
  /** Statute citation and counsel note, or the pending-text warning; null for a company text outside them. */
  statuteNote: string | null;
  textPending: boolean;
  style: "plain" | "georgia";
  amount: number;
  currency: string;
  locale: string;
  throughDate: string | null;
  status: "unsigned" | "sent" | "awaiting_notary" | "signed";
  notaryRequired: boolean;
  signerName: string | null;
  signerTitle: string | null;
  signedAt: string | null;
  notary: { notaryName: string; commission: string; notarizedOn: string } | null;
  deadlineOn: string | null;
  /** The vendor's signing link: only in the answer that created it (the token is stored only as its hash). */
  link?: string;
};

export type LienWaiverListView = {
  waivers: LienWaiverView[];
  /** Which kinds can be made now, and why the others cannot (the rule's words). */
  available: { kind: LienWaiverKind; ok: boolean; reason: string | null }[];
};

export type LienWaiverTemplateView = { kind: LienWaiverKind; version: number; body: string; custom: boolean };
