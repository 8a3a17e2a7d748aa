// The worldwide vocabulary shared by the tables, the API and the screens (issue 33, ADR 0148): where a company is,
// the money and locale it bills in, how it prices tax, and what a billing freezes when it is issued. Zod-free, so a
// first screen can name them; the request schemas build on these lists.
import type { Country } from "./countries";

/** How a company's typed amounts relate to tax: none (the US default), typed net of tax, or typed including it. */
export const TAX_MODES = ["none", "exclusive", "inclusive"] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/**
 * The numbers a company's invoices print: GB/IE/EU VAT, AU ABN, NZ GST, CA GST/HST business number, QC QST, and
 * Germany's Steuernummer (§14 (4) Nr. 2 UStG: it or the USt-IdNr).
 */
export const TAX_REGISTRATION_KINDS = ["vat", "abn", "gst", "bn", "qst", "stnr"] as const;
export type TaxRegistrationKind = (typeof TAX_REGISTRATION_KINDS)[number];
export type TaxRegistration = { kind: TaxRegistrationKind; number: string };

/**
 * One rate group of a billing, frozen when it is issued: `rate` in percent (9.975 for QST), `base` and `tax` in the
 * billing's minor units, tax computed once per group and rounded half up (schema/rules/tax.ts).
 */
export type TaxLine = {
  code: string;
  label: string;
  rate: number;
  base: number;
  tax: number;
  /**
   * The VAT category (UNTDID 5305, EN 16931 BT-118) when it is not read from the rate: "AE" under an EU construction
   * reverse charge (ADR 0179). Absent on lines issued before it, and on standard-rated lines.
   */
  category?: "AE";
};

/** An earlier stage as a final invoice lists and deducts it (ADR 0180): its number, when it was issued, net and VAT. */
export type StageDeduction = {
  invoiceNumber: string | null;
  /** When it was issued (ISO date-time). */
  issuedAt: string;
  netAmount: number;
  taxAmount: number;
};

/** A structured postal address; which parts a country needs is the document profile's business. */
export type PostalAddress = {
  line1: string;
  line2?: string | null;
  city: string;
  /** State, province or county ("ON", "QC", "NSW", "Co. Dublin"). */
  region?: string | null;
  postalCode?: string | null;
  country: Country;
};

/** The languages a client can read (issue 34 fills the catalogues; the choice is stored from the start). */
export const CLIENT_LANGUAGES = ["en", "es", "fr", "fr-CA", "de"] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

/** The languages the contractor's app speaks (issue 34, ADR 0195): each person picks theirs (users.language). */
export const APP_LANGUAGES = ["en", "es"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** What a company starts with from its country: its money and the locale its documents are written in. */
export const COUNTRY_DEFAULTS: Record<Country, { currency: string; locale: string }> = {
  US: { currency: "USD", locale: "en-US" },
  CA: { currency: "CAD", locale: "en-CA" },
  GB: { currency: "GBP", locale: "en-GB" },
  AU: { currency: "AUD", locale: "en-AU" },
  NZ: { currency: "NZD", locale: "en-NZ" },
  IE: { currency: "EUR", locale: "en-IE" },
  DE: { currency: "EUR", locale: "de-DE" },
  FR: { currency: "EUR", locale: "fr-FR" },
  NL: { currency: "EUR", locale: "nl-NL" },
  // Dutch first: Flanders holds most of Belgium's builders (ADR 0178); fr-BE is the other choice on /profile.
  BE: { currency: "EUR", locale: "nl-BE" },
  ES: { currency: "EUR", locale: "es-ES" },
};
