// What a billing freezes when it is issued (issue 33, ADR 0149): its currency (the client's, else the company's),
// the company's locale, and its tax worked out from the company's tax mode and rate, a chosen rate, or a US
// company's manual sales-tax line, with the client's reverse charge; a final invoice deducts the earlier stages
// where the country's document profile asks (ADR 0180).

import type { z } from "zod";
import {
  type CreateProgressSchema,
  SALES_TAX_US_ONLY,
  TAX_RATE_UNKNOWN,
  TAX_RATE_WITHOUT_TAX_MODE,
} from "#schema/contracts";
import type { TaxMode } from "#schema/contracts/worldwide";
import { DOCUMENT_PROFILES, documentProfileKey } from "#schema/rules/document-profiles";
import { deductionsOf, finalInvoiceTax, type IssuedStage, isFinalInvoice } from "#schema/rules/final-invoice";
import { type OwnTaxRate, ownRatePartsOn } from "#schema/rules/own-tax-rates";
import { computeTax, MANUAL_SALES_TAX_CODE, ratePartsOn, reverseChargeFor, type TaxRatePart } from "#schema/rules/tax";
import { TAX_NUMBER_MESSAGES } from "#schema/rules/tax-numbers";
import { taxRatesFor } from "#schema/rules/tax-rates";
import { badRequest } from "../lib/errors";

/** The company's side of a billing's terms (the session user carries them, read with the session). */
export type CompanyTerms = {
  country: string;
  currency: string;
  locale: string;
  taxMode: TaxMode;
  defaultTaxRate: string | null;
  /** The company's own rates (ADR 0211), read only when the billing or the default names one. */
  ownRates?: readonly OwnTaxRate[];
};
export type ClientTerms = {
  currency: string | null;
  isBusiness: boolean;
  reverseCharge: boolean;
  /** The customer's VAT number, which a reverse-charge invoice must show (ADR 0172). */
  taxNumber: string | null;
};
type TaxChoice = Pick<z.output<typeof CreateProgressSchema>, "amount" | "taxRate" | "salesTax">;

/**
 * The rate groups a billing is taxed at on its issue date (YYYY-MM-DD). A chosen code must be one of the country's
 * rates in force; the company's default is used when none is chosen, and the country's first rate (its standard or
 * construction rate, research §3) when the default is unset or no longer in force.
 */
function taxPartsOf(company: CompanyTerms, choice: TaxChoice, onDate: string): TaxRatePart[] {
  if (choice.salesTax) {
    if (company.country !== "US") throw badRequest(SALES_TAX_US_ONLY, { salesTax: SALES_TAX_US_ONLY });
    const { label, rate } = choice.salesTax;
    return [{ code: MANUAL_SALES_TAX_CODE, label, rateMilli: Math.round(rate * 1000) }];
  }
  const inCountry = (code: string) => taxRatesFor(company.country, onDate).some((r) => r.code === code);
  // A seeded rate of the company's country, or one of its own in force (ADR 0211).
  const partsOf = (code: string) =>
    inCountry(code) ? ratePartsOn(code, onDate) : ownRatePartsOn(company.ownRates ?? [], code, onDate);
  if (choice.taxRate !== undefined) {
    if (company.taxMode === "none") throw badRequest(TAX_RATE_WITHOUT_TAX_MODE, { taxRate: TAX_RATE_WITHOUT_TAX_MODE });
    const parts = partsOf(choice.taxRate);
    if (!parts) throw badRequest(TAX_RATE_UNKNOWN, { taxRate: TAX_RATE_UNKNOWN });
    return parts;
  }
  if (company.taxMode === "none") return [];
  const fallback = taxRatesFor(company.country, onDate)[0]?.code;
  return (
    (company.defaultTaxRate && partsOf(company.defaultTaxRate)) || (fallback && ratePartsOn(fallback, onDate)) || []
  );
}

/** Whether the country's final invoice lists and deducts the stages invoiced before it (Germany's Schlussrechnung). */
export const deductsEarlierStages = (country: string) =>
  DOCUMENT_PROFILES[documentProfileKey(country)].finalInvoice !== undefined;

/** The stage being billed: how complete the work is with it, and the project's earlier stages as issued. */
export type StageContext = { completionPercentage: number; earlier: readonly IssuedStage[] };

/** The currency, locale and tax a billing is issued with, and the earlier stages it deducts when it is final. */
export function billingTerms(
  company: CompanyTerms,
  client: ClientTerms,
  choice: TaxChoice,
  onDate: string,
  stage: StageContext = { completionPercentage: 0, earlier: [] },
) {
  const parts = taxPartsOf(company, choice, onDate);
  // A manual US sales-tax line is added on top of what was typed, whatever the (none) tax mode says.
  const taxMode: TaxMode = choice.salesTax ? "exclusive" : company.taxMode;
  const currency = client.currency ?? company.currency;
  const input = { amount: choice.amount, taxMode, parts, reverseCharge: reverseChargeFor(company.country, client) };
  const final =
    deductsEarlierStages(company.country) && isFinalInvoice(stage.completionPercentage, currency, stage.earlier);
  const result = final ? finalInvoiceTax(input, stage.earlier) : computeTax(input);
  // A client reverse-charged before the number was asked for (migration 0024) is stopped here, not invoiced without it.
  if (result.reverseCharge && !client.taxNumber) throw badRequest(TAX_NUMBER_MESSAGES.clientMissing);
  return {
    currency,
    locale: company.locale,
    ...result,
    deductedStages: final ? deductionsOf(stage.earlier) : null,
  };
}
