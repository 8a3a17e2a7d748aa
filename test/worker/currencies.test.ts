// The ISO 4217 minor units PayStage stores amounts in, and formatting that reads them (issue 33, ADR 0154): the table
// equals the ISO list, and a formatted amount shows exactly the ISO digits, whatever Intl's CLDR data says.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, CURRENCY_MINOR_UNITS, minorUnits } from "#schema/rules/currencies";
import { centsToDecimal, formatMinor, formatMoney, formatMoneyExact } from "#schema/rules/money";

/**
 * Hand-copied from ISO 4217 List One, column "Minor unit" (SIX, list_one.xml, as the research file cites it:
 * ../shared/research/worldwide.md §2), for every currency the table holds. Never generated from Intl.
 */
const ISO_4217_MINOR_UNITS: Record<string, number> = {
  AUD: 2,
  BHD: 3,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  COP: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  HUF: 2,
  IDR: 2,
  INR: 2,
  ISK: 0,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  MXN: 2,
  NOK: 2,
  NZD: 2,
  OMR: 3,
  PLN: 2,
  RON: 2,
  SEK: 2,
  SGD: 2,
  USD: 2,
  XPF: 0,
  ZAR: 2,
};

/** Intl puts no-break spaces (U+00A0, U+202F) between a code and its number; a person reads a space. */
const plain = (s: string) => s.replace(/[\u00A0\u202F]/g, " ");

/** The digits after the decimal separator of a formatted amount in a locale whose separator is "." */
const fractionDigits = (text: string) => (text.includes(".") ? text.split(".")[1]!.replace(/\D/g, "").length : 0);
/** Every digit in the text, as one integer: the minor units it shows. */
const digitsOf = (text: string) => BigInt(text.replace(/\D/g, "") || "0");

describe("ISO 4217 minor units", () => {
  it("the table equals the ISO list for every currency it holds", () => {
    expect(CURRENCY_MINOR_UNITS).toEqual(ISO_4217_MINOR_UNITS);
  });

  it("an unknown currency is an error, never a guess", () => {
    expect(() => minorUnits("XXX")).toThrow(RangeError);
  });

  it("formats show the ISO digits and every minor unit, not Intl's CLDR digits (HUF, COP, IDR)", () => {
    const code = fc.constantFrom(...CURRENCY_CODES);
    fc.assert(
      fc.property(code, fc.nat({ max: 1_000_000_000_000 }), (currency, minor) => {
        const exact = formatMinor(minor, currency, "en-US", { wholeWhenWhole: false });
        expect(fractionDigits(exact)).toBe(ISO_4217_MINOR_UNITS[currency]);
        expect(digitsOf(exact)).toBe(BigInt(minor));
        expect(formatMoneyExact(minor, currency, "en-US")).toBe(currency === "USD" ? formatMoneyExact(minor) : exact);
        // Pay links carry the ISO decimals too: 0 for JPY, 3 for KWD.
        const decimal = centsToDecimal(minor, currency);
        expect(decimal.includes(".") ? decimal.split(".")[1]!.length : 0).toBe(ISO_4217_MINOR_UNITS[currency]);
        expect(BigInt(decimal.replace(".", ""))).toBe(BigInt(minor));
      }),
      { numRuns: 300 },
    );
  });

  it("examples: JPY has no minor unit, KWD three, HUF two (Intl says none)", () => {
    expect(formatMoneyExact(12_345, "JPY", "en-US")).toBe("¥12,345");
    expect(plain(formatMoneyExact(1_234_567, "KWD", "en-US"))).toBe("KWD 1,234.567");
    expect(plain(formatMoneyExact(123_450, "HUF", "en-US"))).toBe("HUF 1,234.50");
    expect(centsToDecimal(12_345, "JPY")).toBe("12345");
    expect(centsToDecimal(1_234_567, "KWD")).toBe("1234.567");
  });

  it("screens show whole units when whole, in the document's locale", () => {
    expect(formatMoney(120_000, "GBP", "en-GB")).toBe("£1,200");
    expect(formatMoneyExact(120_000, "GBP", "en-GB")).toBe("£1,200.00");
    expect(formatMoneyExact(123_450, "EUR", "en-IE")).toBe("€1,234.50");
    expect(plain(formatMoneyExact(114_975, "CAD", "fr-CA"))).toBe("1 149,75 $");
    expect(plain(formatMoneyExact(123_450, "EUR", "de-DE"))).toBe("1.234,50 €");
    expect(plain(formatMoney(1_234_567, "KWD", "en-US"))).toBe("KWD 1,234.567");
    expect(plain(formatMoney(1_234_000, "KWD", "en-US"))).toBe("KWD 1,234");
  });
});
