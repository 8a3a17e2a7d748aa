// Tax rates are data with effective dates, never constants (research/worldwide.md §3: Nova Scotia's HST went from
// 15% to 14% on 1 Apr 2025). Seeded for the supported countries and Canada's provinces; a company may add its own.
// `rateMilli` is thousandths of a percent (20% = 20000, QST 9.975% = 9975), so every computation stays in integers.
// A rate is in force from `validFrom` (inclusive) until `validTo` (exclusive), both calendar dates (YYYY-MM-DD).
import type { Country } from "../contracts/countries";

export type TaxRate = {
  /** Unique within its country: "GB-STD", "CA-ON-HST". A billing's tax line keeps it. */
  code: string;
  country: Country;
  /** A province or state the rate applies in (CA), or null for the whole country. */
  region: string | null;
  label: string;
  rateMilli: number;
  validFrom: string;
  validTo: string | null;
  /**
   * Rates charged together on one document (Quebec's GST and QST): a combined code names its parts, each printed
   * on its own line.
   */
  parts?: string[];
};

export const TAX_RATES: readonly TaxRate[] = [
  // United Kingdom: VAT (gov.uk/vat-rates).
  {
    code: "GB-STD",
    country: "GB",
    region: null,
    label: "VAT 20%",
    rateMilli: 20000,
    validFrom: "2011-01-04",
    validTo: null,
  },
  {
    code: "GB-RED",
    country: "GB",
    region: null,
    label: "VAT 5%",
    rateMilli: 5000,
    validFrom: "2011-01-04",
    validTo: null,
  },
  {
    code: "GB-ZERO",
    country: "GB",
    region: null,
    label: "VAT 0%",
    rateMilli: 0,
    validFrom: "2011-01-04",
    validTo: null,
  },
  // Ireland: VAT; construction services are 13.5% (revenue.ie VAT rates).
  {
    code: "IE-RED",
    country: "IE",
    region: null,
    label: "VAT 13.5%",
    rateMilli: 13500,
    validFrom: "2003-01-01",
    validTo: null,
  },
  {
    code: "IE-STD",
    country: "IE",
    region: null,
    label: "VAT 23%",
    rateMilli: 23000,
    validFrom: "2021-03-01",
    validTo: null,
  },
  {
    code: "IE-ZERO",
    country: "IE",
    region: null,
    label: "VAT 0%",
    rateMilli: 0,
    validFrom: "2003-01-01",
    validTo: null,
  },
  // Australia: GST 10% (ato.gov.au).
  {
    code: "AU-GST",
    country: "AU",
    region: null,
    label: "GST 10%",
    rateMilli: 10000,
    validFrom: "2000-07-01",
    validTo: null,
  },
  {
    code: "AU-FREE",
    country: "AU",
    region: null,
    label: "GST-free",
    rateMilli: 0,
    validFrom: "2000-07-01",
    validTo: null,
  },
  // New Zealand: GST 15% (ird.govt.nz).
  {
    code: "NZ-GST",
    country: "NZ",
    region: null,
    label: "GST 15%",
    rateMilli: 15000,
    validFrom: "2010-10-01",
    validTo: null,
  },
  {
    code: "NZ-ZERO",
    country: "NZ",
    region: null,
    label: "GST 0%",
    rateMilli: 0,
    validFrom: "2010-10-01",
    validTo: null,
  },
  // Canada: GST 5% where there is no HST; HST by province (taxtips.ca 2026); Quebec's QST beside the GST.
  {
    code: "CA-GST",
    country: "CA",
    region: null,
    label: "GST 5%",
    rateMilli: 5000,
    validFrom: "2008-01-01",
    validTo: null,
  },
  {
    code: "CA-ON-HST",
    country: "CA",
    region: "ON",
    label: "HST 13%",
    rateMilli: 13000,
    validFrom: "2010-07-01",
    validTo: null,
  },
  {
    code: "CA-NB-HST",
    country: "CA",
    region: "NB",
    label: "HST 15%",
    rateMilli: 15000,
    validFrom: "2016-07-01",
    validTo: null,
  },
  {
    code: "CA-NL-HST",
    country: "CA",
    region: "NL",
    label: "HST 15%",
    rateMilli: 15000,
    validFrom: "2016-07-01",
    validTo: null,
  },
  {
    code: "CA-PE-HST",
    country: "CA",
    region: "PE",
    label: "HST 15%",
    rateMilli: 15000,
    validFrom: "2016-10-01",
    validTo: null,
  },
  {
    code: "CA-NS-HST",
    country: "CA",
    region: "NS",
    label: "HST 15%",
    rateMilli: 15000,
    validFrom: "2010-07-01",
    validTo: "2025-04-01",
  },
  {
    code: "CA-NS-HST",
    country: "CA",
    region: "NS",
    label: "HST 14%",
    rateMilli: 14000,
    validFrom: "2025-04-01",
    validTo: null,
  },
  {
    code: "CA-QC-QST",
    country: "CA",
    region: "QC",
    label: "QST 9.975%",
    rateMilli: 9975,
    validFrom: "2013-01-01",
    validTo: null,
  },
  {
    code: "CA-QC",
    country: "CA",
    region: "QC",
    label: "GST 5% + QST 9.975%",
    rateMilli: 14975,
    validFrom: "2013-01-01",
    validTo: null,
    parts: ["CA-GST", "CA-QC-QST"],
  },
  // Germany: USt 19% (§12 (1) UStG), 16% from 1 Jul to 31 Dec 2020 (Corona-Steuerhilfegesetz); 7% reduced.
  {
    code: "DE-STD",
    country: "DE",
    region: null,
    label: "USt 19 %",
    rateMilli: 19000,
    validFrom: "2007-01-01",
    validTo: "2020-07-01",
  },
  {
    code: "DE-STD",
    country: "DE",
    region: null,
    label: "USt 16 %",
    rateMilli: 16000,
    validFrom: "2020-07-01",
    validTo: "2021-01-01",
  },
  {
    code: "DE-STD",
    country: "DE",
    region: null,
    label: "USt 19 %",
    rateMilli: 19000,
    validFrom: "2021-01-01",
    validTo: null,
  },
  {
    code: "DE-RED",
    country: "DE",
    region: null,
    label: "USt 7 %",
    rateMilli: 7000,
    validFrom: "2007-01-01",
    validTo: "2020-07-01",
  },
  {
    code: "DE-RED",
    country: "DE",
    region: null,
    label: "USt 5 %",
    rateMilli: 5000,
    validFrom: "2020-07-01",
    validTo: "2021-01-01",
  },
  {
    code: "DE-RED",
    country: "DE",
    region: null,
    label: "USt 7 %",
    rateMilli: 7000,
    validFrom: "2021-01-01",
    validTo: null,
  },
  // Germany: 0% on solar installations at homes (§12 (3) UStG, since 1 Jan 2023): an electrician's everyday rate.
  {
    code: "DE-ZERO",
    country: "DE",
    region: null,
    label: "USt 0 %",
    rateMilli: 0,
    validFrom: "2023-01-01",
    validTo: null,
  },
  // France: TVA 20%; 10% for renovation of homes over two years old, 5.5% for energy-saving work (CGI 278 sexies A).
  {
    code: "FR-STD",
    country: "FR",
    region: null,
    label: "TVA 20 %",
    rateMilli: 20000,
    validFrom: "2014-01-01",
    validTo: null,
  },
  {
    code: "FR-INT",
    country: "FR",
    region: null,
    label: "TVA 10 %",
    rateMilli: 10000,
    validFrom: "2014-01-01",
    validTo: null,
  },
  {
    code: "FR-RED",
    country: "FR",
    region: null,
    label: "TVA 5,5 %",
    rateMilli: 5500,
    validFrom: "2014-01-01",
    validTo: null,
  },
  // Netherlands: btw 21%; 9% for painting, plastering and insulating homes over two years old (Tabel I Wet OB).
  {
    code: "NL-STD",
    country: "NL",
    region: null,
    label: "btw 21%",
    rateMilli: 21000,
    validFrom: "2012-10-01",
    validTo: null,
  },
  {
    code: "NL-RED",
    country: "NL",
    region: null,
    label: "btw 9%",
    rateMilli: 9000,
    validFrom: "2019-01-01",
    validTo: null,
  },
  // Belgium: btw/TVA 21%; 6% for renovating private homes over ten years old (KB nr. 20, tabel A XXXI).
  {
    code: "BE-STD",
    country: "BE",
    region: null,
    label: "btw/TVA 21%",
    rateMilli: 21000,
    validFrom: "1996-01-01",
    validTo: null,
  },
  {
    code: "BE-RED",
    country: "BE",
    region: null,
    label: "btw/TVA 6%",
    rateMilli: 6000,
    validFrom: "1996-01-01",
    validTo: null,
  },
  // Spain: IVA 21%; 10% for renovating homes for private owners (Ley 37/1992 art. 91.Uno.2.10º).
  {
    code: "ES-STD",
    country: "ES",
    region: null,
    label: "IVA 21 %",
    rateMilli: 21000,
    validFrom: "2012-09-01",
    validTo: null,
  },
  {
    code: "ES-RED",
    country: "ES",
    region: null,
    label: "IVA 10 %",
    rateMilli: 10000,
    validFrom: "2012-09-01",
    validTo: null,
  },
];

/** The seeded rates of a country in force on a date (YYYY-MM-DD), in the order a picker lists them. */
export const taxRatesFor = (country: string, onDate: string) =>
  TAX_RATES.filter((r) => r.country === country && r.validFrom <= onDate && (r.validTo === null || onDate < r.validTo));

/** One rate by code, as in force on a date; undefined when the code is unknown there or not yet (or no longer) in force. */
export const taxRateOn = (code: string, onDate: string) =>
  TAX_RATES.find((r) => r.code === code && r.validFrom <= onDate && (r.validTo === null || onDate < r.validTo));

/** A rate in thousandths of a percent as people read it: 9975 -> 9.975, 20000 -> 20. */
export const ratePercent = (rateMilli: number) => rateMilli / 1000;
