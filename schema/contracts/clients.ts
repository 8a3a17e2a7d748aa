// Clients (add and edit): the spec's section 5 messages, shared by the client dialog and the Worker.
import { z } from "zod";
import { PEPPOL_ID_INVALID, PEPPOL_ID_PATTERN } from "../rules/peppol-ids";
import { clientWorldwideFields, REVERSE_CHARGE_BUSINESS_ONLY } from "./company";
import { emailField, phoneField, requiredText } from "./fields";

/** The buyer reference (a Leitweg-ID for a German public buyer) is free text as EN 16931's BT-10 is. */
export const BUYER_REFERENCE_TOO_LONG = "A buyer reference is at most 100 characters";

export const clientEInvoiceFields = {
  buyerReference: z
    .string()
    .trim()
    .max(100, BUYER_REFERENCE_TOO_LONG)
    .transform((v) => v || null)
    .nullish(),
  /** Issue 36 (ADR 0203): the client's Peppol id where its VAT number gives none; blank is none. */
  peppolId: z
    .string()
    .trim()
    .refine((v) => v === "" || PEPPOL_ID_PATTERN.test(v), PEPPOL_ID_INVALID)
    .transform((v) => v || null)
    .nullish(),
};

export const ClientSchema = z
  .object({
    name: requiredText("Contact name is required", 120),
    companyName: requiredText("Company name is required", 120),
    email: emailField(),
    phone: phoneField(),
    // Issue 33: the client's own money, language, address, and whether it is a business that reverse charge covers.
    ...clientWorldwideFields,
    // Issue 36: the buyer reference the client's e-invoices carry (BT-10); absent keeps what is stored.
    ...clientEInvoiceFields,
  })
  .refine((c) => !(c.reverseCharge && c.isBusiness === false), {
    message: REVERSE_CHARGE_BUSINESS_ONLY,
    path: ["reverseCharge"],
  });
export type ClientInput = z.input<typeof ClientSchema>;
