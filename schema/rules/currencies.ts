// ISO 4217 minor units for the currencies PayStage can bill in, checked against the ISO list in a test
// (test/worker/currencies.test.ts). Never Intl's digits: CLDR says 0 for HUF, IDR and COP where ISO says 2, and a
// stored amount read with the wrong exponent is off a hundredfold (research/worldwide.md §2).
export const CURRENCY_MINOR_UNITS = {
  USD: 2,
  CAD: 2,
  GBP: 2,
  EUR: 2,
  AUD: 2,
  NZD: 2,
  CHF: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  MXN: 2,
  BRL: 2,
  COP: 2,
  INR: 2,
  IDR: 2,
  ZAR: 2,
  SGD: 2,
  HKD: 2,
  JPY: 0,
  KRW: 0,
  CLP: 0,
  ISK: 0,
  XPF: 0,
  KWD: 3,
  BHD: 3,
  OMR: 3,
} as const;
export type CurrencyCode = keyof typeof CURRENCY_MINOR_UNITS;
export const CURRENCY_CODES = Object.keys(CURRENCY_MINOR_UNITS) as [CurrencyCode, ...CurrencyCode[]];

export const isCurrencyCode = (code: string): code is CurrencyCode => code in CURRENCY_MINOR_UNITS;

/** The currency's minor-unit exponent (2 for cents); an unknown code is an error, never a guess. */
export function minorUnits(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unsupported currency: ${currency}`);
  return CURRENCY_MINOR_UNITS[currency];
}
