// The countries an account can be in: where phone numbers typed without "+" are read, and shown nationally
// (ADR 0118). A short list of the markets PayStage serves; adding one is a line here. Zod-free, so the profile page's
// first load can name them (ADR 0093); the field's schema is countryField in fields.ts.

export const COUNTRIES = {
  US: "United States",
  CA: "Canada",
  GB: "United Kingdom",
  AU: "Australia",
  NZ: "New Zealand",
  IE: "Ireland",
  DE: "Germany",
  FR: "France",
  NL: "Netherlands",
  BE: "Belgium",
  ES: "Spain",
} as const;
export type Country = keyof typeof COUNTRIES;

export const COUNTRY_CODES = Object.keys(COUNTRIES) as [Country, ...Country[]];

export const COUNTRY_INVALID = "Please choose a country from the list";

/** A stored code as people read it; a code outside the list (set by hand in the database) shows as itself. */
export const countryName = (code: string) => (code in COUNTRIES ? COUNTRIES[code as Country] : code);
