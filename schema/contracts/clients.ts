// Clients (add and edit): the spec's section 5 messages, shared by the client dialog and the Worker.
import { z } from "zod";
import { clientWorldwideFields, REVERSE_CHARGE_BUSINESS_ONLY } from "./company";
import { emailField, phoneField, requiredText } from "./fields";

/** The buyer reference (a Leitweg-ID for a German public buyer) is free text as EN 16931's BT-10 is. */
export const BUYER_REFERENCE_TOO_LONG = "A buyer reference is at most 100 characters";
export const VAT_NUMBER_FORMAT = "Enter the VAT number with its country prefix, like IE6388047V";

/** Spaces and dots as people type them are dropped; the number is stored as its e-invoice writes it. */
const vatNumberField = z
  .string()
  .transform((v) => v.replace(/[\s.-]/g, "").toUpperCase())
  .pipe(z.union([z.literal(""), z.string().regex(/^[A-Z]{2}[A-Z0-9+*]{2,13}$/, VAT_NUMBER_FORMAT)]))
  .transform((v) => v || null);

export const clientEInvoiceFields = {
  buyerReference: z
    .string()
    .trim()
    .max(100, BUYER_REFERENCE_TOO_LONG)
    .transform((v) => v || null)
    .nullish(),
  vatNumber: vatNumberField.nullish(),
};

export const ClientSchema = z
  .object({
    name: requiredText("Contact name is required", 120),
    companyName: requiredText("Company name is required", 120),
    email: emailField(),
    phone: phoneField(),
    // Issue 33: the client's own money, language, address, and whether it is a business that reverse charge covers.
    ...clientWorldwideFields,
    // Issue 36: what the client's e-invoices name it by (BT-10, BT-48); absent keeps what is stored.
    ...clientEInvoiceFields,
  })
  .refine((c) => !(c.reverseCharge && c.isBusiness === false), {
    message: REVERSE_CHARGE_BUSINESS_ONLY,
    path: ["reverseCharge"],
  });
export type ClientInput = z.input<typeof ClientSchema>;
