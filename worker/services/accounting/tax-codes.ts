// Which of the books' tax codes each of PayStage's rates goes under (ADR 0171): the rate groups a company's
// connection asks a code for, and the code each ledger line is sent with. One code per connection booked a GB 5%
// line, a Quebec GST+QST line or an AU GST-free line under the standard rate's code.
import type { AccountingProvider, IntegrationView, TaxCodeChoice } from "#schema/contracts/accounting";
import { chooseTaxCodeFor, SALES_TAX_CODE_LABEL, UNTAXED_TAX_CODE_LABEL } from "#schema/contracts/accounting-texts";
import { type LedgerTax, taxKeyOf } from "#schema/rules/ledger-tax";
import { type OwnTaxRate, ownRatesOn } from "#schema/rules/own-tax-rates";
import { MANUAL_SALES_TAX_CODE } from "#schema/rules/tax";
import { taxRatesFor } from "#schema/rules/tax-rates";
import { AccountingError } from "../../providers/accounting/types";

/** The key of the code QuickBooks books an untaxed billing under outside the US (every line there needs one). */
export const UNTAXED_KEY = "none";

type Company = { country: string; region?: string | null };

/**
 * The rate groups this company's invoices reach the books with, in the profile's order. A seeded rate's key is its
 * code, or its parts joined when it prints as several lines (Quebec's "CA-GST+CA-QC-QST", one ledger line: taxKeyOf).
 * Canada lists the federal rate and the company's own province's when the address names one. A US company's
 * QuickBooks invoice is always non-taxable (NON) and asks nothing; its Xero invoice asks only for a manual sales-tax
 * line's rate. The company's own rates in force follow the seeded ones.
 */
export function taxRatesToMap(
  provider: AccountingProvider,
  company: Company,
  onDate: string,
  ownRates: readonly OwnTaxRate[] = [],
) {
  if (company.country === "US") {
    return provider === "xero" ? [{ key: MANUAL_SALES_TAX_CODE, label: SALES_TAX_CODE_LABEL }] : [];
  }
  const region = company.region?.trim().toUpperCase() || null;
  const rates = taxRatesFor(company.country, onDate).filter(
    (r) => company.country !== "CA" || !region || r.region === null || r.region === region,
  );
  const seen = new Set<string>();
  const listed: IntegrationView["taxRates"] = [];
  for (const r of rates) {
    const key = r.parts ? r.parts.join("+") : r.code;
    if (seen.has(key)) continue;
    seen.add(key);
    listed.push({ key, label: r.label });
  }
  // The company's own rates in force, each under its own code as a seeded rate is (ADR 0211).
  for (const r of ownRatesOn(ownRates, onDate)) listed.push({ key: r.code, label: r.label });
  // Xero books an untaxed invoice as NoTax, with no code on its lines.
  if (provider === "quickbooks") listed.push({ key: UNTAXED_KEY, label: UNTAXED_TAX_CODE_LABEL });
  return listed;
}

type Choices = { taxCode: string | null; taxCodes: Record<string, TaxCodeChoice> | null };

/** The code a rate group goes under: the owner's choice for it, else the connection's one code from before the map. */
export const taxCodeFor = (integration: Choices, key: string) =>
  integration.taxCodes?.[key]?.id ?? integration.taxCode ?? null;

/**
 * Each ledger line's code, in the ledger's order. A taxed line without one stops the sync with the rate named, before
 * anything reaches the books; an untaxed billing's one line takes the untaxed code, or none (as before).
 */
export function lineTaxCodes(integration: Choices, ledger: LedgerTax): Array<string | null> {
  if (ledger.pricing === "none") return ledger.lines.map(() => taxCodeFor(integration, UNTAXED_KEY));
  return ledger.lines.map((line) => {
    const code = taxCodeFor(integration, taxKeyOf(line));
    if (!code) throw new AccountingError("refused", chooseTaxCodeFor(line.label));
    return code;
  });
}
