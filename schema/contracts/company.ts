// PATCH /api/company and the client bodies' worldwide fields: shapes here, the checks that need the company's
// country (tax numbers, rates, locales) in worker/services/company-settings.ts with the words of
// schema/rules/tax-numbers.ts, so the API and the profile refuse alike.
import { z } from "zod";
import { CURRENCY_CODES } from "../rules/currencies";
import { checkPostalCode } from "../rules/postal-codes";
import { INVOICE_PREFIX_PATTERN, COMPANY_SETTINGS_MESSAGES as M } from "./company-settings";
import { countryField, optionalText } from "./fields";
import { CLIENT_LANGUAGES, TAX_MODES, TAX_REGISTRATION_KINDS } from "./worldwide";

export const currencyField = () => z.enum(CURRENCY_CODES, { error: M.currency });

/** A structured postal address; its postal code has the shape its country's postal service publishes. */
export const PostalAddressSchema = z
  .object({
    line1: z.string({ error: M.addressLine1 }).trim().min(1, M.addressLine1).max(200),
    line2: optionalText(200),
    city: z.string({ error: M.addressCity }).trim().min(1, M.addressCity).max(100),
    region: optionalText(100),
    postalCode: optionalText(20),
    country: countryField(),
  })
  .transform((address, ctx) => {
    if (!address.postalCode) return address;
    const checked = checkPostalCode(address.country, address.postalCode);
    if (checked.ok) return { ...address, postalCode: checked.postalCode };
    ctx.addIssue({ code: "custom", message: checked.message, path: ["postalCode"] });
    return z.NEVER;
  });

export const TaxRegistrationSchema = z.object({
  kind: z.enum(TAX_REGISTRATION_KINDS, { error: M.taxRegistrationKind }),
  number: z.string().trim().min(1).max(40),
});

/** PATCH /api/company: every field optional; what is left out stays (a new country resets currency and locale). */
export const CompanySettingsSchema = z.object({
  country: countryField().optional(),
  currency: currencyField().optional(),
  locale: z.string().trim().min(2).max(20).optional(),
  taxMode: z.enum(TAX_MODES, { error: M.taxMode }).optional(),
  taxRegistrations: z.array(TaxRegistrationSchema).max(5).optional(),
  defaultTaxRate: z.string().trim().max(40).nullish(),
  invoicePrefix: z.string({ error: M.invoicePrefix }).trim().regex(INVOICE_PREFIX_PATTERN, M.invoicePrefix).optional(),
  address: PostalAddressSchema.nullish(),
});
export type CompanySettingsInput = z.input<typeof CompanySettingsSchema>;
export type CompanySettingsValues = z.output<typeof CompanySettingsSchema>;

export const REVERSE_CHARGE_BUSINESS_ONLY = "Reverse charge applies only to business clients";

/** The worldwide fields of a client body: optional, so an edit that leaves them out keeps them. */
export const clientWorldwideFields = {
  currency: currencyField().nullish(),
  language: z.enum(CLIENT_LANGUAGES, { error: "Please choose a language from the list" }).nullish(),
  address: PostalAddressSchema.nullish(),
  isBusiness: z.boolean().optional(),
  reverseCharge: z.boolean().optional(),
  /** Checked against the company's country in the Worker (checkClientTaxNumber); blank is none. */
  taxNumber: z
    .string()
    .trim()
    .max(40, "A tax number has 40 characters at most")
    .nullish()
    .transform((v) => (v === "" ? null : v)),
};

/** What the owner types to confirm deleting the company's account (POST /api/company/delete, ADR 0226). */
export const DELETE_COMPANY_CONFIRMATION = "DELETE";
// Written out (not from the constant above) so the app's Spanish lookup finds the sentence in the source (said.ts).
export const DELETE_COMPANY_CONFIRMATION_WRONG = "Type DELETE to confirm.";
export const DeleteCompanySchema = z.object({
  confirm: z
    .string({ error: DELETE_COMPANY_CONFIRMATION_WRONG })
    .trim()
    .refine((typed) => typed === DELETE_COMPANY_CONFIRMATION, DELETE_COMPANY_CONFIRMATION_WRONG),
});
