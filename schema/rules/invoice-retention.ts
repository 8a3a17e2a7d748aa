// How long a deleted company's invoices and their evidence are kept (issue 35, ADR 0226, ADR 0237): one row per
// country the app serves, each from its law. The erasure (worker/services/company-erasure.ts) stamps each kept
// invoice with the date it may go, the retention job purges it on that date, and the FAQ and the danger-zone card
// print the same rows; nothing else names a period.
import { COUNTRIES, type Country } from "../contracts/countries";

export type InvoiceRetentionRule = {
  /** Whole years, as the country's law states them. */
  years: number;
  /**
   * When they start counting. `issue-year`: the end of the calendar year the invoice was issued in, where the law
   * counts from that year or from the invoice's date. `next-year`: the end of the calendar year after it, where the law
   * counts from the end of a tax or fiscal year, a return or the transaction's completion (the payment), any of which
   * can fall in that next year for an invoice issued this year: counting from its end is never short.
   */
  from: "issue-year" | "next-year";
};

/**
 * One row per country the app serves (schema/contracts/countries.ts), each from the tax authority's or the statute's
 * own words (ADR 0237). Sources stay in comments: this table ships to the danger-zone card.
 */
export const INVOICE_RETENTION: Record<Country, InvoiceRetentionRule> = {
  // https://www.irs.gov/businesses/small-businesses-self-employed/how-long-should-i-keep-records : "Keep records for
  // 7 years if you file a claim for a loss from worthless securities or bad debt deduction" (an unpaid invoice written
  // off is a bad debt; 3 years otherwise). The period runs from the return, filed the year after.
  US: { years: 7, from: "next-year" },
  // CRA, IC78-10R5 Books and Records Retention/Destruction (http://www.cra-arc.gc.ca/tx/ndvdls/tpcs/ncm-tx/kpng/menu-eng.html):
  // "six years from the end of the last tax year to which they relate" (a corporation's tax year is its fiscal period).
  CA: { years: 6, from: "next-year" },
  // https://www.gov.uk/vat-record-keeping : "You must keep VAT records for at least 6 years"; company records 6 years
  // from the end of the company's financial year (gov.uk/running-a-limited-company/company-and-accounting-records).
  GB: { years: 6, from: "next-year" },
  // https://www.ato.gov.au/Business/Manage-your-invoices,-payments-and-records/Getting-started/What-the-law-requires/ :
  // "for five years after they are prepared, obtained or the transactions completed, whichever occurs latest".
  AU: { years: 5, from: "next-year" },
  // https://ird.govt.nz/managing-my-tax/record-keeping/computer-record-keeping-for-audit : records "kept for at least
  // 7 years", counted from the end of the income year they relate to (Tax Administration Act 1994 s 22(2)).
  NZ: { years: 7, from: "next-year" },
  // https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/vat-records-to-be-kept/how-long-do-you-keep-records-for.aspx :
  // "a period of six years"; VAT Consolidation Act 2010 s 84(3): "6 years from the date of the latest transaction".
  IE: { years: 6, from: "next-year" },
  // §147(3),(4) AO / §14b UStG as amended by BEG IV: invoices 8 years from 1 January 2025, counted from the end of
  // the calendar year the invoice was issued in (https://www.gesetze-im-internet.de/ao_1977/__147.html).
  DE: { years: 8, from: "issue-year" },
  // Code de commerce art. L123-22: "Les documents comptables et les pièces justificatives sont conservés pendant dix
  // ans" (from the close of the financial year); tax law asks 6 (LPF art. L102 B,
  // https://bofip.impots.gouv.fr/bofip/645-PGP.html?identifiant=BOI-CF-COM-10-10-30-20120912). The longer binds.
  FR: { years: 10, from: "next-year" },
  // Algemene wet inzake rijksbelastingen art. 52(4): kept "gedurende zeven jaren", from the end of the financial year
  // (10 for records of real estate, which PayStage does not issue).
  NL: { years: 7, from: "next-year" },
  // Code TVA art. 60 §4 as amended by the loi du 20 novembre 2022 (M.B. 30.11.2022): kept "pendant dix ans à partir
  // du 1 janvier de l'année qui suit leur clôture s'il s'agit de livres, de leur date s'il s'agit de factures".
  BE: { years: 10, from: "issue-year" },
  // Código de Comercio art. 30: "durante seis años, a partir del último asiento realizado en los libros" (the Ley
  // General Tributaria's 4-year limitation is shorter). https://www.boe.es/buscar/act.php?id=BOE-A-1885-6627
  ES: { years: 6, from: "next-year" },
};

/** A code outside the list (set by hand): the longest row, counted from the later start. */
const LONGEST: InvoiceRetentionRule = {
  years: Math.max(...Object.values(INVOICE_RETENTION).map((r) => r.years)),
  from: "next-year",
};

/** The rule of a country; a code outside the list gets the longest. */
export const invoiceRetentionOf = (country: string): InvoiceRetentionRule =>
  INVOICE_RETENTION[country as Country] ?? LONGEST;

/**
 * When a kept invoice issued at `issuedAt` may be purged: the first instant after its country's period (UTC; a day
 * either side of a year's end is inside the margin of a whole year).
 */
export function purgeAfter(country: string, issuedAt: Date): Date {
  const { years, from } = invoiceRetentionOf(country);
  const startYear = issuedAt.getUTCFullYear() + (from === "next-year" ? 2 : 1);
  return new Date(Date.UTC(startYear + years, 0, 1));
}

/** The countries grouped by period and start, longest first, as the FAQ lists them. */
export const retentionGroups = () => {
  const groups = new Map<string, { years: number; from: InvoiceRetentionRule["from"]; countries: Country[] }>();
  for (const [code, rule] of Object.entries(INVOICE_RETENTION) as [Country, InvoiceRetentionRule][]) {
    const key = `${rule.years}:${rule.from}`;
    const group = groups.get(key) ?? { ...rule, countries: [] };
    group.countries.push(code);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.years - a.years || a.from.localeCompare(b.from));
};

/** What deleting the account keeps and for how long, in a person's words (the FAQ's answer). */
export const ACCOUNT_DELETION_POLICY = [
  "When the owner deletes the company's account (Profile, Delete company account), we erase everyone's sign-in, your clients' names, emails, phone numbers and addresses, signatures, photos, recordings, meeting notes, reminders and messages, cancel your subscription, and disconnect QuickBooks or Xero.",
  "Tax law makes you keep your invoices, so we keep only what proves each invoice you issued: its number, date, amounts and tax lines, your business and your client's details as the invoice printed them, and the client's approval record. They stay in the same region as your account (the EU for European companies) and are deleted when your country's period ends. Where the law counts from the end of your tax year, your return or the invoice's payment, which can fall in the next year, we count from the end of that next year:",
  ...retentionGroups().map(
    ({ years, from, countries }) =>
      `${years} years from the end of ${from === "issue-year" ? "the invoice's year" : "the year after the invoice's"}: ${countries.map((c) => COUNTRIES[c]).join(", ")}.`,
  ),
] as const;
