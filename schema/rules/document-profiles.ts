// What each country's law asks an invoice to say (issue 33, ADR 0156): one table of data, read by the invoice PDF
// and the approval certificate; no renderer branches on a country. Sources are in research/worldwide.md §3.
// Amounts are in the profile's home currency's minor units; a billing in another currency is held to every tier.
import { type Country, countryName } from "../contracts/countries";
import type { PostalAddress, TaxLine, TaxMode, TaxRegistration, TaxRegistrationKind } from "../contracts/worldwide";

export type DocumentProfileKey = Country | "CA-QC";

/** A construction reverse charge a billing can be issued under (progress.reverseCharge). */
export type ReverseChargeCode = "gb_drc" | "ie_rct";

export type ReverseChargeWording = {
  /** The statutory sentence the invoice prints. */
  text: string;
  /** GB shows the VAT (outside the total, VATREVCON37100); IE shows no rate and no amount. */
  showsTax: boolean;
};

type AddressPart = "city" | "region" | "postalCode";

export type DocumentProfile = {
  /** The currency the thresholds below are counted in. */
  homeCurrency: string;
  /** The title when the company is registered for the tax (has `registeredBy` and prices with tax), and when not. */
  title: { registered: string; unregistered: string };
  /** The registration that makes the company's documents tax invoices. */
  registeredBy: TaxRegistrationKind | null;
  /** The supplier numbers the document prints, in order, with their label. */
  registrations: { kind: TaxRegistrationKind; label: string }[];
  /** Whether the company's own series number ("INV-0001") names the document; the US keeps "Invoice #<id>". */
  printsSeriesNumber: boolean;
  /** Supplier and customer postal addresses are printed (the US prints today's contact block only). */
  printsAddresses: boolean;
  /** How the lines after the street are laid out, as the country's post writes them (gov.uk, An Post, AusPost...). */
  addressLayout: AddressPart[][];
  /** The line naming the date of supply, or null when none is asked for. */
  supplyDateLabel: string | null;
  /** Totals from which the law asks for more (minor units, inclusive; null = never asked for). */
  tiers: {
    /** The supplier's tax numbers and the tax amount. */
    supplierNumbersFrom: number | null;
    /** The buyer's identity: name and address (or business number). */
    buyerIdentityFrom: number | null;
  };
  /** Said beside the total when prices include the tax (AU: "Total price includes GST" and the amount). */
  inclusiveWording: string | null;
  reverseCharges: Partial<Record<ReverseChargeCode, ReverseChargeWording>>;
};

const INVOICE = "Invoice";

export const DOCUMENT_PROFILES: Record<DocumentProfileKey, DocumentProfile> = {
  // Exactly today's document: "INVOICE", "Invoice #<id>", no addresses or tax block.
  US: {
    homeCurrency: "USD",
    title: { registered: INVOICE, unregistered: INVOICE },
    registeredBy: null,
    registrations: [],
    printsSeriesNumber: false,
    printsAddresses: false,
    addressLayout: [["city", "region", "postalCode"]],
    supplyDateLabel: null,
    tiers: { supplierNumbersFrom: null, buyerIdentityFrom: null },
    inclusiveWording: null,
    reverseCharges: {},
  },
  // gov.uk VATREC5010: unique number, time of supply, VAT number, customer name and address, rate, net, VAT, gross.
  GB: {
    homeCurrency: "GBP",
    title: { registered: "VAT invoice", unregistered: INVOICE },
    registeredBy: "vat",
    registrations: [{ kind: "vat", label: "VAT registration number" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: [["city"], ["postalCode"]],
    supplyDateLabel: "Time of supply",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 0 },
    inclusiveWording: null,
    reverseCharges: { gb_drc: { text: "Reverse charge: customer to pay the VAT to HMRC", showsTax: true } },
  },
  // EU VAT directive art. 226: names and addresses of both, VAT number, supply date, taxable amount per rate.
  IE: {
    homeCurrency: "EUR",
    title: { registered: "VAT invoice", unregistered: INVOICE },
    registeredBy: "vat",
    registrations: [{ kind: "vat", label: "VAT number" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: [["city"], ["region"], ["postalCode"]],
    supplyDateLabel: "Date of supply",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 0 },
    inclusiveWording: null,
    reverseCharges: {
      ie_rct: { text: "VAT on this supply to be accounted for by the principal contractor", showsTax: false },
    },
  },
  // ato.gov.au: "Tax invoice" with the ABN and the GST (or "total price includes GST"); the buyer from A$1,000.
  AU: {
    homeCurrency: "AUD",
    title: { registered: "Tax invoice", unregistered: INVOICE },
    registeredBy: "abn",
    registrations: [{ kind: "abn", label: "ABN" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: [["city", "region", "postalCode"]],
    supplyDateLabel: "Date of supply",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 100_000 },
    inclusiveWording: "Total price includes GST",
    reverseCharges: {},
  },
  // ird.govt.nz taxable supply information: over $200 the GST number and GST; over $1,000 the buyer too.
  NZ: {
    homeCurrency: "NZD",
    title: { registered: "Tax invoice", unregistered: INVOICE },
    registeredBy: "gst",
    registrations: [{ kind: "gst", label: "GST number" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: [["city", "postalCode"]],
    supplyDateLabel: "Date of supply",
    tiers: { supplierNumbersFrom: 20_001, buyerIdentityFrom: 100_001 },
    inclusiveWording: null,
    reverseCharges: {},
  },
  // CRA RC4022 (2024 tiers, $100 and $500): the business number and GST/HST from $100, the buyer from $500.
  CA: {
    homeCurrency: "CAD",
    title: { registered: INVOICE, unregistered: INVOICE },
    registeredBy: "bn",
    registrations: [{ kind: "bn", label: "GST/HST registration number" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: [["city", "region", "postalCode"]],
    supplyDateLabel: "Date of supply",
    tiers: { supplierNumbersFrom: 10_000, buyerIdentityFrom: 50_000 },
    inclusiveWording: null,
    reverseCharges: {},
  },
  // revenuquebec.ca: GST and QST on their own lines, both registration numbers from $30; the buyer from the lower
  // of Québec's $150 and the federal $500.
  "CA-QC": {
    homeCurrency: "CAD",
    title: { registered: INVOICE, unregistered: INVOICE },
    registeredBy: "bn",
    registrations: [
      { kind: "bn", label: "GST registration number" },
      { kind: "qst", label: "QST registration number" },
    ],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: [["city", "region", "postalCode"]],
    supplyDateLabel: "Date of supply",
    tiers: { supplierNumbersFrom: 3_000, buyerIdentityFrom: 15_000 },
    inclusiveWording: null,
    reverseCharges: {},
  },
};

/**
 * The profile a company's documents follow: its country's, and Québec's for a Canadian company in Québec (its
 * address, or a billing taxed with QST). A country outside the table follows the US document.
 */
export function documentProfileKey(
  country: string,
  region?: string | null,
  taxLines: readonly Pick<TaxLine, "code">[] = [],
): DocumentProfileKey {
  if (country === "CA" && (region === "QC" || taxLines.some((l) => l.code.startsWith("CA-QC")))) return "CA-QC";
  return country in DOCUMENT_PROFILES ? (country as DocumentProfileKey) : "US";
}

/** Whether the total reaches a tier; a billing in another currency than the profile's is held to every tier. */
const reaches = (from: number | null, total: number, currency: string, profile: DocumentProfile) =>
  from !== null && (currency !== profile.homeCurrency || total >= from);

/** What the law asks this document to carry at this total. */
export const requiredParts = (profile: DocumentProfile, total: number, currency: string) => ({
  supplierNumbers: reaches(profile.tiers.supplierNumbersFrom, total, currency, profile),
  buyerIdentity: reaches(profile.tiers.buyerIdentityFrom, total, currency, profile),
});

/** Registered: it holds the profile's registration and prices with tax (the US: never a tax invoice). */
export const isRegistered = (profile: DocumentProfile, taxMode: TaxMode, registrations: readonly TaxRegistration[]) =>
  profile.registeredBy !== null &&
  taxMode !== "none" &&
  registrations.some((r) => r.kind === profile.registeredBy && r.number.trim() !== "");

/** "Tax invoice" for a GST-registered Australian company, "Invoice" when not; "Invoice" for every US company. */
export const documentTitle = (profile: DocumentProfile, taxMode: TaxMode, registrations: readonly TaxRegistration[]) =>
  isRegistered(profile, taxMode, registrations) ? profile.title.registered : profile.title.unregistered;

/** The supplier numbers to print, labelled, in the profile's order ("ABN: 51 824 753 556"). */
export const registrationLines = (profile: DocumentProfile, registrations: readonly TaxRegistration[]) =>
  profile.registrations.flatMap(({ kind, label }) => {
    const number = registrations.find((r) => r.kind === kind)?.number.trim();
    return number ? [`${label}: ${number}`] : [];
  });

/** The wording of a billing's reverse charge under its profile, or null (none, or not one this country has). */
export const reverseChargeWording = (profile: DocumentProfile, code: string | null | undefined) =>
  code && code in profile.reverseCharges ? (profile.reverseCharges[code as ReverseChargeCode] ?? null) : null;

/** A postal address as printed: street lines, then the country's layout, then the country when it is another's. */
export function addressLines(profile: DocumentProfile, address: PostalAddress, documentCountry: string) {
  const lines = [address.line1, address.line2 ?? ""];
  for (const parts of profile.addressLayout)
    lines.push(
      parts
        .map((part) => address[part]?.trim() ?? "")
        .filter(Boolean)
        .join(" "),
    );
  if (address.country !== documentCountry) lines.push(countryName(address.country));
  return lines.map((l) => l.trim()).filter(Boolean);
}
