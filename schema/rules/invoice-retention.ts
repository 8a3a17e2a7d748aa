// How long a deleted company's invoices and their evidence are kept (issue 35, ADR 0226): one row per country the app
// serves. The erasure (worker/services/company-erasure.ts) stamps each kept invoice with the date it may go, the
// retention job purges it on that date, and the FAQ states the same rows; nothing else names a period.
import { COUNTRIES, type Country } from "../contracts/countries";

export type InvoiceRetentionRule = {
  /** Whole years, counted from the end of the calendar year the invoice was issued in. */
  years: number;
  /** Where the period comes from (research/worldwide.md §3); null when the research has none (the longest is used). */
  source: string | null;
};

/** The longest period the research gives (Germany's), used wherever it gives none: better kept too long than too short. */
const LONGEST: InvoiceRetentionRule = { years: 8, source: null };

export const INVOICE_RETENTION: Record<Country, InvoiceRetentionRule> = {
  US: LONGEST,
  CA: LONGEST,
  GB: { years: 6, source: "gov.uk/vat-record-keeping" },
  AU: LONGEST,
  NZ: LONGEST,
  IE: LONGEST,
  DE: { years: 8, source: "§147 AO / §14b UStG as amended by BEG IV (akanthus-wpg.de)" },
  FR: LONGEST,
  NL: LONGEST,
  BE: LONGEST,
  ES: LONGEST,
};

/** The rule of a country; a code outside the list (set by hand) gets the longest. */
export const invoiceRetentionOf = (country: string): InvoiceRetentionRule =>
  INVOICE_RETENTION[country as Country] ?? LONGEST;

/**
 * When a kept invoice issued at `issuedAt` may be purged: the first instant after the period, which runs from the
 * end of the invoice's calendar year (UTC; a day either side of a year's end is inside the margin of a whole year).
 */
export function purgeAfter(country: string, issuedAt: Date): Date {
  const { years } = invoiceRetentionOf(country);
  return new Date(Date.UTC(issuedAt.getUTCFullYear() + 1 + years, 0, 1));
}

/** The countries grouped by their period, longest first, as the FAQ lists them. */
export const retentionGroups = () => {
  const groups = new Map<number, Country[]>();
  for (const [code, rule] of Object.entries(INVOICE_RETENTION) as [Country, InvoiceRetentionRule][]) {
    groups.set(rule.years, [...(groups.get(rule.years) ?? []), code]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([years, countries]) => ({ years, countries }));
};

/** What deleting the account keeps and for how long, in a person's words (the FAQ's answer). */
export const ACCOUNT_DELETION_POLICY = [
  "When the owner deletes the company's account (Profile, Delete company account), we erase everyone's sign-in, your clients' names, emails, phone numbers and addresses, signatures, photos, recordings, meeting notes, reminders and messages, and cancel your subscription.",
  "Tax law makes you keep your invoices, so we keep only what proves each invoice you issued: its number, date, amounts and tax lines, your business and your client's details as the invoice printed them, and the client's approval record. They stay in the same region as your account (the EU for European companies) and are deleted when your country's period ends, counted from the end of the year each invoice was issued:",
  ...retentionGroups().map(
    ({ years, countries }) => `${years} years: ${countries.map((c) => COUNTRIES[c]).join(", ")}.`,
  ),
] as const;
