// A billing as the books take it (ADR 0163): how its amounts relate to tax, and one ledger line per rate group with
// the tax PayStage already computed. The exports and the connected sync both read it, so the file a bookkeeper
// imports and the invoice the sync creates carry the same net, tax and total.
import type { TaxLine } from "../contracts/worldwide";

/** Xero's LineAmountTypes and QuickBooks' GlobalTaxCalculation, in one word: no tax, net lines, or gross lines. */
export type LedgerPricing = "none" | "exclusive" | "inclusive";

export type LedgerTaxLine = {
  /** The billing's tax codes on this line ("GB-STD"; Quebec's two: "CA-QC-GST", "CA-QC-QST"). */
  codes: string[];
  label: string;
  /** Net of tax, the tax, and net plus tax, in the billing's minor units. */
  net: number;
  tax: number;
  gross: number;
  /**
   * The billing's own tax lines this ledger line carries, each with its rate (percent) and tax: QuickBooks lists
   * them per rate in TxnTaxDetail.TaxLine (ADR 0211), Quebec's GST and QST as two.
   */
  parts: Array<{ code: string; rate: number; tax: number }>;
};

export type LedgerTax = {
  pricing: LedgerPricing;
  currency: string;
  net: number;
  tax: number;
  total: number;
  lines: LedgerTaxLine[];
};

export type TaxedBilling = {
  amount: number;
  currency: string;
  netAmount: number;
  taxAmount: number;
  totalAmount: number;
  taxLines: TaxLine[];
  reverseCharge: string | null;
};

/**
 * The ledger's view of a billing. No tax lines (every US billing, every billing from before migration 0020) or a
 * reverse charge (the customer accounts for the tax; nothing is owed to the contractor for it) is one untaxed line of
 * the total, exactly what was sent before. Otherwise the typed amount says the pricing: equal to the total when the
 * company priced inclusive of tax, else exclusive. Lines charged on the same base (Quebec's GST and QST) are one
 * ledger line whose tax is their sum: a ledger line carries one tax code.
 */
export function ledgerTaxOf(b: TaxedBilling): LedgerTax {
  // Without tax lines the typed amount is the total (migration 0020 keeps them equal); it stays the source, so an
  // untaxed billing's books are what they always were.
  if (b.taxLines.length === 0) return untaxedLedger(b.amount, b.currency);
  const total = b.totalAmount || b.amount;
  if (b.reverseCharge) return untaxedLedger(total, b.currency);
  const byBase = new Map<number, LedgerTaxLine>();
  for (const t of b.taxLines) {
    const line = byBase.get(t.base);
    if (line) {
      line.codes.push(t.code);
      line.label = `${line.label} + ${t.label}`;
      line.tax += t.tax;
      line.gross += t.tax;
      line.parts.push({ code: t.code, rate: t.rate, tax: t.tax });
    } else {
      const parts = [{ code: t.code, rate: t.rate, tax: t.tax }];
      byBase.set(t.base, { codes: [t.code], label: t.label, net: t.base, tax: t.tax, gross: t.base + t.tax, parts });
    }
  }
  const inclusive = b.taxAmount > 0 && b.amount === b.totalAmount && b.amount !== b.netAmount;
  return {
    pricing: inclusive ? "inclusive" : "exclusive",
    currency: b.currency,
    net: b.netAmount,
    tax: b.taxAmount,
    total,
    lines: [...byBase.values()],
  };
}

/** One untaxed line of the total: what every billing was before tax lines, and every US one still is. */
export const untaxedLedger = (total: number, currency = "USD"): LedgerTax => ({
  pricing: "none",
  currency,
  net: total,
  tax: 0,
  total,
  lines: [{ codes: [], label: "", net: total, tax: 0, gross: total, parts: [] }],
});

/** The key a connection's tax-code choice is stored under for a ledger line: its codes joined ("CA-QC-GST+CA-QC-QST"). */
export const taxKeyOf = (line: Pick<LedgerTaxLine, "codes">) => line.codes.join("+");
