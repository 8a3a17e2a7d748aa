// A final invoice that deducts the stages invoiced before it (issue 36, ADR 0180): Germany's Schlussrechnung taxes
// the whole work once at the rate in force when it is finished, lists each Abschlagsrechnung's net and VAT, and
// deducts them, so the VAT of all stages adds up to the VAT of the whole and is never owed twice. Pure and shared.
import type { StageDeduction, TaxLine } from "../contracts/worldwide";
import { computeTax, type TaxInput, type TaxResult } from "./tax";

export type { StageDeduction };

/** An earlier stage as issued: what the deduction reads. */
export type IssuedStage = StageDeduction & { totalAmount: number; taxLines: TaxLine[]; currency: string };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Whether a billing is its project's final invoice under a profile that deducts: it completes the work (100%) after
 * at least one earlier stage in the same currency. A single 100% billing is a plain invoice; a stage in another
 * currency cannot be deducted, so the billing is then taxed on its own.
 */
export const isFinalInvoice = (completionPercentage: number, currency: string, earlier: readonly IssuedStage[]) =>
  completionPercentage === 100 && earlier.length > 0 && earlier.every((s) => s.currency === currency);

/**
 * The final billing's own net, tax and lines: the whole work's tax (its earlier stages and this amount together,
 * rounded once per rate group) less what the earlier stages charged, per rate code. When an earlier stage was taxed
 * at a code the final one is not (another rate chosen), or the result would go below zero, the billing is taxed on
 * its own amount, and the earlier stages are still listed and deducted at what they charged.
 */
export function finalInvoiceTax(input: TaxInput, earlier: readonly IssuedStage[]): TaxResult {
  const own = computeTax(input);
  if (input.reverseCharge || input.taxMode === "none" || input.parts.length === 0) return own;
  // What was typed is net when exclusive, gross when inclusive: the earlier stages count the same way.
  const earlierTyped = sum(earlier.map((s) => (input.taxMode === "inclusive" ? s.totalAmount : s.netAmount)));
  const whole = computeTax({ ...input, amount: earlierTyped + input.amount });
  const codes = new Set(whole.taxLines.map((l) => l.code));
  if (!earlier.every((s) => s.taxLines.every((l) => codes.has(l.code)))) return own;
  const earlierLines = earlier.flatMap((s) => s.taxLines);
  const taxLines = whole.taxLines.map((l) => {
    const same = earlierLines.filter((e) => e.code === l.code);
    return { ...l, base: l.base - sum(same.map((e) => e.base)), tax: l.tax - sum(same.map((e) => e.tax)) };
  });
  const netAmount = whole.netAmount - sum(earlier.map((s) => s.netAmount));
  const taxAmount = whole.taxAmount - sum(earlier.map((s) => s.taxAmount));
  if (netAmount < 0 || taxAmount < 0 || taxLines.some((l) => l.tax < 0 || l.base < 0)) return own;
  return { netAmount, taxAmount, totalAmount: netAmount + taxAmount, taxLines, reverseCharge: null };
}

/** The stages a final invoice lists, in the order they were issued. */
export const deductionsOf = (earlier: readonly IssuedStage[]): StageDeduction[] =>
  earlier.map(({ invoiceNumber, issuedAt, netAmount, taxAmount }) => ({
    invoiceNumber,
    issuedAt,
    netAmount,
    taxAmount,
  }));
