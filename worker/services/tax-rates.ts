// GET /api/tax-rates: what the new-billing form and the profile's rate picker offer (issue 33, ADR 0149); POST adds
// one of the company's own rates (ADR 0211).
import type { CreateOwnTaxRate } from "#schema/contracts/own-tax-rates";
import { OWN_TAX_RATE_TEXTS } from "#schema/contracts/own-tax-rates";
import type { TaxMode } from "#schema/contracts/worldwide";
import type { CompanyId } from "#schema/db/companies";
import { OWN_TAX_RATE_PREFIX, type OwnTaxRate, ownRatesOn } from "#schema/rules/own-tax-rates";
import { ratePartsOn } from "#schema/rules/tax";
import { ratePercent, taxRatesFor } from "#schema/rules/tax-rates";
import { localDate } from "#schema/rules/time";
import { insertCompanyTaxRate, listCompanyTaxRates } from "../db/company-tax-rates";
import type { Db } from "../lib/db";
import { badRequest } from "../lib/errors";

type Company = {
  companyId: CompanyId;
  country: string;
  timezone: string;
  taxMode: TaxMode;
  defaultTaxRate: string | null;
};

/** The rate as the list shows it: a rate group of its own, never a region's. */
const ownRateView = (r: OwnTaxRate) => ({
  code: r.code,
  label: r.label,
  region: null,
  rate: ratePercent(r.rateMilli),
  parts: [{ code: r.code, label: r.label, rateMilli: r.rateMilli }],
  own: true as const,
  validFrom: r.validFrom,
  validTo: r.validTo,
});

/**
 * The company's country's rates in force today in its timezone, each with the groups it prints (Quebec's combined
 * rate as its GST and QST), then the company's own rates in force today, and how the company prices tax, so the form
 * can show the lines the server will issue.
 */
export async function listTaxRates(db: Db, company: Company, now = new Date()) {
  const today = localDate(company.timezone, now);
  const seeded = taxRatesFor(company.country, today).map((r) => ({
    code: r.code,
    label: r.label,
    region: r.region,
    rate: ratePercent(r.rateMilli),
    parts: ratePartsOn(r.code, today) ?? [],
  }));
  const own = ownRatesOn(await listCompanyTaxRates(db, company.companyId), today).map(ownRateView);
  return {
    country: company.country,
    taxMode: company.taxMode,
    defaultTaxRate: company.defaultTaxRate,
    rates: [...seeded, ...own],
  };
}

/** Eight hex digits: a code unique within the company (the unique index refuses the 1-in-4-billion repeat). */
const codeSuffix = () =>
  [...crypto.getRandomValues(new Uint8Array(4))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();

/**
 * POST /api/tax-rates: the owner adds a rate the seeded list lacks (a local levy, a rate that changed on a date).
 * A US company has no rates: its sales tax is typed on each billing (the manual line, ADR 0149).
 */
export async function addOwnTaxRate(db: Db, company: Company, input: CreateOwnTaxRate) {
  if (company.country === "US") throw badRequest(OWN_TAX_RATE_TEXTS.usOnlyManual);
  const rate: OwnTaxRate = {
    code: `${OWN_TAX_RATE_PREFIX}${codeSuffix()}`,
    label: input.label,
    rateMilli: Math.round(input.rate * 1000),
    validFrom: input.validFrom,
    validTo: input.validTo ?? null,
  };
  return ownRateView(await insertCompanyTaxRate(db, company.companyId, rate));
}
