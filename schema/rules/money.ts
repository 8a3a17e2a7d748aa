// Money for people, the one home of the rule (web and worker alike): amounts are integer cents everywhere;
// screens show whole dollars only when an amount is whole and its exact cents otherwise ($3,999.99, never $4,000),
// and anything a client pays from always shows exact cents (decisions.md, ADR 0142). Nothing here rounds cents.
// Whole dollars are printed from their digits: building an Intl.NumberFormat costs a phone some 25 ms the first
// time, inside the first screen's render (ADR 0110). A property test holds the output equal to Intl's en-US USD.
/** A non-negative safe integer's digits in groups of three: 12480 -> "12,480". */
function groupDigits(n: number) {
  const digits = String(n);
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return grouped;
}

let exact: Intl.NumberFormat | undefined;
let wholeIntl: Intl.NumberFormat | undefined;
const wholeDollars = {
  format: (n: number) => {
    if (!Number.isSafeInteger(n)) {
      // Never an amount of ours; Intl says what it is (exponents, NaN) rather than a made-up digit string.
      wholeIntl ??= new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      });
      return wholeIntl.format(n);
    }
    return `${n < 0 ? "-" : ""}$${groupDigits(Math.abs(n))}`;
  },
};
const exactDollars = {
  format: (n: number) => {
    exact ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    return exact.format(n);
  },
};

/** Dollars -> "$147,945", rounded to the dollar (marketing figures, which are worked out in dollars). */
export const formatWholeDollars = (dollars: number) => wholeDollars.format(Math.round(dollars));

/**
 * Integer cents -> "$12,480" when whole, "$3,999.99" when not (every screen, prices included). A total is added in
 * cents first and formatted once, so it always equals its rows.
 */
export const formatMoney = (cents: number) =>
  Number.isSafeInteger(cents) && cents % 100 !== 0 ? formatMoneyExact(cents) : formatWholeDollars(cents / 100);

/** Plan prices follow the screens' rule ("$219", "$59.99"). */
export const formatPrice = formatMoney;

/** A whole count as people read it: 12480 -> "12,480" (hours, billings). */
export const formatCount = (n: number) =>
  Number.isSafeInteger(n) ? `${n < 0 ? "-" : ""}${groupDigits(Math.abs(n))}` : n.toLocaleString("en-US");

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
