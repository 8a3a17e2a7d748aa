// What each country's law asks an invoice to say (issue 33, ADR 0156): one table of data, read by the invoice PDF
// and the approval certificate; no renderer branches on a country. Sources are in research/worldwide.md §3.
// Amounts are in the profile's home currency's minor units; a billing in another currency is held to every tier.
import { type Country, countryName } from "../contracts/countries";
import type { PostalAddress, TaxLine, TaxMode, TaxRegistration, TaxRegistrationKind } from "../contracts/worldwide";

export type DocumentProfileKey = Country | "CA-QC" | "BE-FR";

/** A construction reverse charge a billing can be issued under (progress.reverseCharge). */
export type ReverseChargeCode = "gb_drc" | "ie_rct" | "de_13b" | "fr_al" | "nl_verlegd" | "be_verlegd" | "es_isp";

export type ReverseChargeWording = {
  /** The statutory sentence the invoice prints. */
  text: string;
  /** GB shows the VAT (outside the total, VATREVCON37100); IE shows no rate and no amount. */
  showsTax: boolean;
};

type AddressPart = "city" | "region" | "postalCode";

/**
 * The document's legal wording in the country's language (art. 226's date of issue, taxable amount, VAT and total);
 * a profile without them prints the English words. The rest of the page is the translation layer's (issue 34).
 */
export type DocumentLabels = {
  issued: string;
  subtotal: string;
  /** Between a rate and its base: "USt 19 % auf 1.234,50 €". */
  on: string;
  total: string;
  amountDue: string;
};

/**
 * How a final invoice deducts the stages billed before it (ADR 0180): Germany's Schlussrechnung lists each
 * Abschlagsrechnung's net and VAT and takes them off, so VAT is owed once on the whole work.
 */
export type FinalInvoiceWording = {
  /** The title of each stage before the final one. */
  stageTitle: string;
  /** The title of the invoice completing the work after earlier stages. */
  finalTitle: string;
  totalNet: string;
  totalGross: string;
  /** "abzüglich Abschlagsrechnung INV-0001": the earlier stage's title and number follow. */
  less: string;
  net: string;
  tax: string;
  remainingNet: string;
};

export type DocumentProfile = {
  /** The currency the thresholds below are counted in. */
  homeCurrency: string;
  /** The title when the company is registered for the tax (has `registeredBy` and prices with tax), and when not. */
  title: { registered: string; unregistered: string };
  /** The registrations, any one of which makes the company's documents tax invoices (DE: USt-IdNr. or Steuernummer). */
  registeredBy: readonly TaxRegistrationKind[];
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
  /**
   * Where the law names a period of supply (Germany's Leistungszeitraum, §14 (4) Nr. 6 UStG): a stage after an
   * earlier one prints the period from that stage's day to its own instead of the one date.
   */
  supplyPeriodLabel?: string;
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
  /** Legal wording in the document's language; absent: English. */
  labels?: DocumentLabels;
  /** Set where a final invoice must show and deduct what earlier stages invoiced. */
  finalInvoice?: FinalInvoiceWording;
  /** Sentences the law asks every invoice to carry (France's late-payment terms). */
  notes?: readonly string[];
};

const INVOICE = "Invoice";

/** The EU VAT directive's art. 226 contents every EU profile below prints: both parties' names and addresses, the
 * supplier's VAT number, the date of issue and of supply, a sequential number, the taxable amount per rate, the rate,
 * the VAT, and the reverse-charge mention (226 (11a)). Each country's additions are beside its row. */
const EU_LAYOUT: AddressPart[][] = [["postalCode", "city"]];

/** A Kleinbetragsrechnung (§33 UStDV, gross up to EUR 250) needs neither the buyer nor the supplier's tax number. */
const DE_SMALL_INVOICE_ABOVE = 25_001;

const FRENCH_LABELS: DocumentLabels = {
  issued: "Date d'émission",
  subtotal: "Total HT",
  on: "sur",
  total: "Total TTC",
  amountDue: "Net à payer",
};

export const DOCUMENT_PROFILES: Record<DocumentProfileKey, DocumentProfile> = {
  // Exactly today's document: "INVOICE", "Invoice #<id>", no addresses or tax block.
  US: {
    homeCurrency: "USD",
    title: { registered: INVOICE, unregistered: INVOICE },
    registeredBy: [],
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
    registeredBy: ["vat"],
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
    registeredBy: ["vat"],
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
    registeredBy: ["abn"],
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
    registeredBy: ["gst"],
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
    registeredBy: ["bn"],
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
    registeredBy: ["bn"],
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
  // UStG §14 (4): Steuernummer or USt-IdNr., Leistungsdatum; §14a (5) the §13b wording; §33 UStDV small invoices.
  DE: {
    homeCurrency: "EUR",
    title: { registered: "Rechnung", unregistered: "Rechnung" },
    registeredBy: ["vat", "stnr"],
    registrations: [
      { kind: "vat", label: "USt-IdNr." },
      { kind: "stnr", label: "Steuernummer" },
    ],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: EU_LAYOUT,
    supplyDateLabel: "Leistungsdatum",
    supplyPeriodLabel: "Leistungszeitraum",
    tiers: { supplierNumbersFrom: DE_SMALL_INVOICE_ABOVE, buyerIdentityFrom: DE_SMALL_INVOICE_ABOVE },
    inclusiveWording: null,
    reverseCharges: { de_13b: { text: "Steuerschuldnerschaft des Leistungsempfängers", showsTax: false } },
    labels: {
      issued: "Rechnungsdatum",
      subtotal: "Nettobetrag",
      on: "auf",
      total: "Gesamtbetrag",
      amountDue: "Zahlbetrag",
    },
    finalInvoice: {
      stageTitle: "Abschlagsrechnung",
      finalTitle: "Schlussrechnung",
      totalNet: "Gesamtleistung netto",
      totalGross: "Gesamtleistung brutto",
      less: "abzüglich",
      net: "netto",
      tax: "USt",
      remainingNet: "Restforderung netto",
    },
  },
  // CGI art. 242 nonies A: numéro de TVA, date de la prestation; 283-2 nonies the autoliquidation mention;
  // Code de commerce L441-9/L441-10: the late-payment penalties and the EUR 40 recovery indemnity on every invoice.
  FR: {
    homeCurrency: "EUR",
    title: { registered: "Facture", unregistered: "Facture" },
    registeredBy: ["vat"],
    registrations: [{ kind: "vat", label: "N° TVA intracommunautaire" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: EU_LAYOUT,
    supplyDateLabel: "Date de la prestation",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 0 },
    inclusiveWording: null,
    reverseCharges: {
      fr_al: { text: "Autoliquidation : TVA due par le preneur (art. 283-2 nonies du CGI)", showsTax: false },
    },
    labels: FRENCH_LABELS,
    notes: [
      "En cas de retard de paiement : pénalités au taux d'intérêt de la BCE majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).",
    ],
  },
  // Wet OB art. 35a: btw-id, leveringsdatum; art. 35a (1)(h) and 24ba Uitvoeringsbesluit: "btw verlegd".
  NL: {
    homeCurrency: "EUR",
    title: { registered: "Factuur", unregistered: "Factuur" },
    registeredBy: ["vat"],
    registrations: [{ kind: "vat", label: "Btw-id" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: EU_LAYOUT,
    supplyDateLabel: "Leveringsdatum",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 0 },
    inclusiveWording: null,
    reverseCharges: { nl_verlegd: { text: "btw verlegd", showsTax: false } },
    labels: {
      issued: "Factuurdatum",
      subtotal: "Subtotaal excl. btw",
      on: "over",
      total: "Totaal",
      amountDue: "Te betalen",
    },
  },
  // KB nr. 1 art. 5: btw-nummer, datum van de dienst; art. 20 and 5 §1 7°: "Verlegging van heffing" (Dutch default).
  BE: {
    homeCurrency: "EUR",
    title: { registered: "Factuur", unregistered: "Factuur" },
    registeredBy: ["vat"],
    registrations: [{ kind: "vat", label: "Btw-nummer" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: EU_LAYOUT,
    supplyDateLabel: "Datum van de dienst",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 0 },
    inclusiveWording: null,
    reverseCharges: { be_verlegd: { text: "Verlegging van heffing (art. 20 KB nr. 1)", showsTax: false } },
    labels: {
      issued: "Factuurdatum",
      subtotal: "Subtotaal excl. btw",
      on: "over",
      total: "Totaal",
      amountDue: "Te betalen",
    },
  },
  // The same law for a Belgian company writing in French (fr-BE): AR n° 1 art. 20, "Autoliquidation".
  "BE-FR": {
    homeCurrency: "EUR",
    title: { registered: "Facture", unregistered: "Facture" },
    registeredBy: ["vat"],
    registrations: [{ kind: "vat", label: "N° TVA" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: EU_LAYOUT,
    supplyDateLabel: "Date de la prestation",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 0 },
    inclusiveWording: null,
    reverseCharges: { be_verlegd: { text: "Autoliquidation (art. 20 AR n° 1)", showsTax: false } },
    labels: FRENCH_LABELS,
  },
  // RD 1619/2012 art. 6: NIF, domicilio, fecha de la operación; 6.1.m "inversión del sujeto pasivo".
  ES: {
    homeCurrency: "EUR",
    title: { registered: "Factura", unregistered: "Factura" },
    registeredBy: ["vat"],
    registrations: [{ kind: "vat", label: "NIF" }],
    printsSeriesNumber: true,
    printsAddresses: true,
    addressLayout: [["postalCode", "city"], ["region"]],
    supplyDateLabel: "Fecha de la operación",
    tiers: { supplierNumbersFrom: 0, buyerIdentityFrom: 0 },
    inclusiveWording: null,
    reverseCharges: {
      es_isp: { text: "Inversión del sujeto pasivo (art. 84.Uno.2º f) Ley 37/1992 del IVA)", showsTax: false },
    },
    labels: {
      issued: "Fecha de expedición",
      subtotal: "Base imponible",
      on: "sobre",
      total: "Total",
      amountDue: "Total a pagar",
    },
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
  locale?: string | null,
): DocumentProfileKey {
  if (country === "CA" && (region === "QC" || taxLines.some((l) => l.code.startsWith("CA-QC")))) return "CA-QC";
  // A Belgian company writing in French prints the same law's French wording.
  if (country === "BE" && locale === "fr-BE") return "BE-FR";
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
  taxMode !== "none" && registrations.some((r) => profile.registeredBy.includes(r.kind) && r.number.trim() !== "");

/** "Tax invoice" for a GST-registered Australian company, "Invoice" when not; "Invoice" for every US company. */
export const documentTitle = (profile: DocumentProfile, taxMode: TaxMode, registrations: readonly TaxRegistration[]) =>
  isRegistered(profile, taxMode, registrations) ? profile.title.registered : profile.title.unregistered;

/** The English words of a profile without its own (every non-EU document, exactly as before). */
export const ENGLISH_LABELS: DocumentLabels = {
  issued: "Issued",
  subtotal: "Subtotal",
  on: "on",
  total: "Total",
  amountDue: "Amount due",
};

/** A document's legal wording: its profile's language, else English. */
export const labelsOf = (profile: DocumentProfile) => profile.labels ?? ENGLISH_LABELS;

/**
 * A billing's title where stages are titled apart (ADR 0180): "Schlussrechnung" when it deducts earlier stages,
 * "Abschlagsrechnung" for a stage short of 100%, else the profile's own title ("Rechnung").
 */
export function billingTitle(
  profile: DocumentProfile,
  taxMode: TaxMode,
  registrations: readonly TaxRegistration[],
  stage: { completionPercentage: number; deductsStages: boolean },
) {
  const wording = profile.finalInvoice;
  if (wording && stage.deductsStages) return wording.finalTitle;
  if (wording && stage.completionPercentage < 100) return wording.stageTitle;
  return documentTitle(profile, taxMode, registrations);
}

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
