// A company's own tax rates (ADR 0211): dated like the seeded ones, and a billing is taxed at one exactly as at a
// seeded rate. Pure: the Worker issues with it, the rate list and the accounting map read it.
import type { TaxRatePart } from "./tax";

export type OwnTaxRate = {
  code: string;
  label: string;
  rateMilli: number;
  validFrom: string;
  validTo: string | null;
};

/** Every own rate's code starts so, never a seeded code (those start with their country). */
export const OWN_TAX_RATE_PREFIX = "OWN-";

const inForce = (r: Pick<OwnTaxRate, "validFrom" | "validTo">, onDate: string) =>
  r.validFrom <= onDate && (r.validTo === null || onDate < r.validTo);

/** The company's own rates in force on a date (YYYY-MM-DD), oldest first. */
export const ownRatesOn = (rates: readonly OwnTaxRate[], onDate: string) => rates.filter((r) => inForce(r, onDate));

/** The one rate group an own rate is taxed at on a date, or undefined when it is not the company's or not in force. */
export function ownRatePartsOn(rates: readonly OwnTaxRate[], code: string, onDate: string): TaxRatePart[] | undefined {
  const rate = ownRatesOn(rates, onDate).find((r) => r.code === code);
  return rate ? [{ code: rate.code, label: rate.label, rateMilli: rate.rateMilli }] : undefined;
}
