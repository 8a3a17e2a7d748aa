// Amounts typed in the project's currency -> minor units, and back for an input's value (issue 37).
import { minorUnits } from "#schema/rules/currencies";
import { parseAmount } from "#schema/rules/sov-csv";

/** "1,250.50" -> 125050; "" -> 0; null when it is not an amount. */
export const toMinor = (text: string, currency: string) => (text.trim() === "" ? 0 : parseAmount(text, currency));

/** 125050 -> "1250.50": what an input shows for an amount. */
export function toInput(minor: number, currency: string) {
  const digits = minorUnits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 10 ** digits)}.${String(abs % 10 ** digits).padStart(digits, "0")}`;
}
