// The company's money, tax and invoice settings (issue 33): the lists and words GET/PATCH /api/company and the
// profile's "Business and tax" section share. Zod-free, so the section can name them without loading a schema.
import type { Country } from "./countries";

/** The locales a company in each country may write its documents in; the first is COUNTRY_DEFAULTS' locale. */
export const COUNTRY_LOCALES: Record<Country, readonly string[]> = {
  US: ["en-US", "es-US"],
  CA: ["en-CA", "fr-CA"],
  GB: ["en-GB"],
  AU: ["en-AU"],
  NZ: ["en-NZ"],
  IE: ["en-IE"],
  DE: ["de-DE"],
  FR: ["fr-FR"],
  NL: ["nl-NL"],
  BE: ["nl-BE", "fr-BE"],
  ES: ["es-ES"],
};

/** How each locale is named in the picker. */
export const LOCALE_NAMES: Record<string, string> = {
  "en-US": "English (United States)",
  "es-US": "Español (Estados Unidos)",
  "en-CA": "English (Canada)",
  "fr-CA": "Français (Canada)",
  "en-GB": "English (United Kingdom)",
  "en-AU": "English (Australia)",
  "en-NZ": "English (New Zealand)",
  "en-IE": "English (Ireland)",
  "de-DE": "Deutsch (Deutschland)",
  "fr-FR": "Français (France)",
  "nl-NL": "Nederlands (Nederland)",
  "nl-BE": "Nederlands (België)",
  "fr-BE": "Français (Belgique)",
  "es-ES": "Español (España)",
};

/** Letters, digits and - / . _ only, at most 10: it starts every invoice number and every file name it names. */
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9/._-]{0,10}$/;

export const COMPANY_SETTINGS_MESSAGES = {
  currency: "Please choose a currency from the list",
  locale: "Please choose a language and format from the list",
  taxMode: "Please choose how your prices relate to tax",
  taxRegistrationKind: "Please choose a kind of tax number from the list",
  taxRate: "Please choose a tax rate in force in your company's country",
  invoicePrefix: "Use at most 10 letters, digits, dashes, slashes, dots or underscores",
  addressLine1: "Street address is required",
  addressCity: "Town or city is required",
  addressCountry: "The address must be in your company's country",
} as const;

/** How each client language is named in the client form. */
export const CLIENT_LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  "fr-CA": "Français (Canada)",
  de: "Deutsch",
};

/** The countries whose construction reverse charge a client can be under, with what it means for the client. */
export const REVERSE_CHARGE_HINTS: Partial<Record<string, string>> = {
  GB: "Construction services under the domestic reverse charge: the client pays the VAT to HMRC.",
  IE: "Relevant contracts tax: the principal contractor accounts for the VAT.",
  DE: "Construction services to a builder (§13b UStG): the client owes the VAT, none is charged.",
  FR: "Subcontracted construction work (autoliquidation): the client accounts for the VAT, none is charged.",
  NL: "Subcontracted construction work (btw verlegd): the client accounts for the VAT, none is charged.",
  BE: "Construction work for a VAT-registered builder (verlegging van heffing): the client accounts for the VAT.",
  ES: "Construction work for a builder (inversión del sujeto pasivo): the client accounts for the VAT.",
};
