// Money for people, the one home of the rule (web and worker alike): amounts are integer cents everywhere;
// screens round to whole dollars, anything a client pays from shows exact cents (decisions.md).
// Built on first use, not when the module loads: building a formatter is costly on a phone, and a page's code
// loads in one long task where a render is sliced.
let whole: Intl.NumberFormat | undefined;
let exact: Intl.NumberFormat | undefined;
const wholeDollars = {
  format: (n: number) => {
    whole ??= new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    return whole.format(n);
  },
};
const exactDollars = {
  format: (n: number) => {
    exact ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    return exact.format(n);
  },
};

/** Integer cents -> "$12,480" (screens). */
export const formatMoney = (cents: number) => wholeDollars.format(Math.round(cents / 100));

/**
 * Integer cents -> "$12,480.50" (emails, links, PDFs: a client pays from these). Formatted from the cents' own digits
 * so no float division can ever show a cent that is not there.
 */
export const formatMoneyExact = (cents: number) => {
  if (!Number.isSafeInteger(cents)) return exactDollars.format(cents / 100);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = wholeDollars.format(Math.floor(abs / 100));
  return `${sign}${dollars}.${String(abs % 100).padStart(2, "0")}`;
};

/** Integer cents -> "12480.50": what pay links carry (two decimals, no separators). */
export const centsToDecimal = (cents: number) => {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Amount must be whole, non-negative cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
};

/**
 * Dollars typed by a person -> integer cents, rounded half up. Shifting the decimal exponent avoids binary
 * float drift (1.005 * 100 is 100.4999...).
 */
export const dollarsToCents = (dollars: number) => {
  const shifted = Number(`${dollars}e2`);
  // Numbers JS prints in exponent form (1e-7) cannot be shifted by string; they are far from a cent anyway.
  return Math.round(Number.isFinite(shifted) ? shifted : dollars * 100);
};
