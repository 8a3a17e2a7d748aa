// The tax engine: what a billing's typed amount comes to, with its tax lines, frozen when it is issued (issue 33,
// ADR 0149). Pure and shared: the Worker issues with it and the new-billing form previews with the same numbers.
// Integers only: amounts in minor units, rates in thousandths of a percent (rateMilli), tax per rate group rounded
// half up once (EN 16931 and the ATO round per document, not per line), worked in BigInt so no product can pass
// 2^53 (a billing may be 1,000,000,000.00 and a rate 100,000 thousandths).
import type { TaxLine, TaxMode } from "../contracts/worldwide";
import { taxRateOn } from "./tax-rates";

/** The construction reverse charges a billing can be issued under. */
export const REVERSE_CHARGES = ["gb_drc", "ie_rct", "de_13b", "fr_al", "nl_verlegd", "be_verlegd", "es_isp"] as const;
export type ReverseCharge = (typeof REVERSE_CHARGES)[number];

/**
 * The EU construction reverse charges (VAT directive art. 199 (1)(a)): no VAT charged, the wording printed, and a tax
 * line of category AE at 0% on the net, which the e-invoice reports (EN 16931 BR-AE-*; ADR 0179).
 */
const EU_REVERSE_CHARGES: readonly ReverseCharge[] = ["de_13b", "fr_al", "nl_verlegd", "be_verlegd", "es_isp"];

/**
 * Which reverse charge a company's country applies to construction supplied to another business (research §3):
 * GB's domestic reverse charge shows the VAT outside the total; Ireland's RCT shows no rate and no amount.
 */
const REVERSE_CHARGE_BY_COUNTRY: Partial<Record<string, ReverseCharge>> = {
  GB: "gb_drc",
  IE: "ie_rct",
  DE: "de_13b",
  FR: "fr_al",
  NL: "nl_verlegd",
  BE: "be_verlegd",
  ES: "es_isp",
};

/** The reverse charge a billing to this client is issued under, or null. Never for a consumer. */
export const reverseChargeFor = (country: string, client: { isBusiness: boolean; reverseCharge: boolean }) =>
  client.isBusiness && client.reverseCharge ? (REVERSE_CHARGE_BY_COUNTRY[country] ?? null) : null;

/** One rate group a billing is taxed at: a seeded rate's part, or a US company's manual sales-tax line. */
export type TaxRatePart = { code: string; label: string; rateMilli: number };

/** The code a US company's manual sales-tax line carries: it is typed per billing, not seeded. */
export const MANUAL_SALES_TAX_CODE = "US-SALES";

/**
 * A rate as in force on a date, expanded to the groups it prints: a combined code (Quebec's "CA-QC") becomes its
 * parts, each its own line (GST 5% and QST 9.975%). Undefined when the code, or one of its parts, is not in force.
 */
export function ratePartsOn(code: string, onDate: string): TaxRatePart[] | undefined {
  const rate = taxRateOn(code, onDate);
  if (!rate) return undefined;
  if (!rate.parts) return [{ code: rate.code, label: rate.label, rateMilli: rate.rateMilli }];
  const parts = rate.parts.map((part) => ratePartsOn(part, onDate));
  return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
}

/** Thousandths of a percent: 100% is this many. */
const WHOLE = 100_000n;

/** round_half_up(numerator / denominator) for non-negative integers. */
const divHalfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

export type TaxInput = {
  /** What the contractor typed, in minor units: net when exclusive, gross when inclusive, the total when none. */
  amount: number;
  taxMode: TaxMode;
  /** The rate groups the billing is taxed at (empty: no tax). */
  parts: readonly TaxRatePart[];
  reverseCharge: ReverseCharge | null;
};

export type TaxResult = {
  netAmount: number;
  /** What the client pays in tax: 0 under a reverse charge, whose VAT the customer accounts for. */
  taxAmount: number;
  /** What the client is asked to pay; always netAmount + taxAmount. */
  totalAmount: number;
  taxLines: TaxLine[];
  reverseCharge: ReverseCharge | null;
};

const line = (part: TaxRatePart, base: number, tax: bigint): TaxLine => ({
  code: part.code,
  label: part.label,
  rate: part.rateMilli / 1000,
  base,
  tax: Number(tax),
});

/**
 * A billing's net, tax lines and total from what was typed.
 * - none, or no rate: the amount is net and total, no lines (a US company's billing, unchanged).
 * - exclusive: each group's tax is round_half_up(net × rate), and the total adds them.
 * - inclusive: each group's tax is its share of the gross, round_half_up(gross × rate / (100% + all rates)), and the
 *   net is what remains, so net + tax = gross exactly. With one rate this is the familiar gross × r / (1 + r) (AU's
 *   1/11); with Quebec's two, each line keeps its own rate's share of the one net they are both charged on.
 * - gb_drc: the VAT is worked out on the typed amount as net and shown on its lines, but the client does not pay it:
 *   tax 0 and total = net. ie_rct: no rate, no amount, no lines; total = net. Under a reverse charge no VAT is
 *   charged, so there is none for the typed amount to include: it is the net in either mode.
 * - EU reverse charges (de_13b, fr_al, nl_verlegd, be_verlegd, es_isp): total = net, tax 0, one line per group at
 *   0% of category AE on the net, keeping the group's code.
 */
export function computeTax({ amount, taxMode, parts, reverseCharge }: TaxInput): TaxResult {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Amount must be whole minor units: ${amount}`);
  if (taxMode === "none" || parts.length === 0) {
    return { netAmount: amount, taxAmount: 0, totalAmount: amount, taxLines: [], reverseCharge: null };
  }
  const typed = BigInt(amount);
  if (reverseCharge === "ie_rct") {
    return { netAmount: amount, taxAmount: 0, totalAmount: amount, taxLines: [], reverseCharge };
  }
  if (reverseCharge && EU_REVERSE_CHARGES.includes(reverseCharge)) {
    const taxLines = parts.map((p): TaxLine => ({ ...line(p, amount, 0n), rate: 0, category: "AE" }));
    return { netAmount: amount, taxAmount: 0, totalAmount: amount, taxLines, reverseCharge };
  }
  if (taxMode === "exclusive" || reverseCharge === "gb_drc") {
    const taxLines = parts.map((p) => line(p, amount, divHalfUp(typed * BigInt(p.rateMilli), WHOLE)));
    const tax = reverseCharge ? 0 : taxLines.reduce((sum, l) => sum + l.tax, 0);
    return { netAmount: amount, taxAmount: tax, totalAmount: amount + tax, taxLines, reverseCharge };
  }
  const allRates = WHOLE + parts.reduce((sum, p) => sum + BigInt(p.rateMilli), 0n);
  const taxes = parts.map((p) => divHalfUp(typed * BigInt(p.rateMilli), allRates));
  const tax = Number(taxes.reduce((sum, t) => sum + t, 0n));
  const net = amount - tax;
  return {
    netAmount: net,
    taxAmount: tax,
    totalAmount: amount,
    taxLines: parts.map((p, i) => line(p, net, taxes[i]!)),
    reverseCharge: null,
  };
}
