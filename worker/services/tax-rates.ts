// GET /api/tax-rates: what the new-billing form and the profile's rate picker offer (issue 33, ADR 0149).
import type { TaxMode } from "#schema/contracts/worldwide";
import { ratePartsOn } from "#schema/rules/tax";
import { ratePercent, taxRatesFor } from "#schema/rules/tax-rates";
import { localDate } from "#schema/rules/time";

/**
 * The company's country's rates in force today in its timezone, each with the groups it prints (Quebec's combined
 * rate as its GST and QST), and how the company prices tax, so the form can show the lines the server will issue.
 */
export function listTaxRates(
  company: { country: string; timezone: string; taxMode: TaxMode; defaultTaxRate: string | null },
  now = new Date(),
) {
  const today = localDate(company.timezone, now);
  const rates = taxRatesFor(company.country, today).map((r) => ({
    code: r.code,
    label: r.label,
    region: r.region,
    rate: ratePercent(r.rateMilli),
    parts: ratePartsOn(r.code, today) ?? [],
  }));
  return { country: company.country, taxMode: company.taxMode, defaultTaxRate: company.defaultTaxRate, rates };
}
