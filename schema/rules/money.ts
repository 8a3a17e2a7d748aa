// Money for people, the one home of the rule (web and worker alike): amounts are integer cents everywhere;
// screens show whole dollars only when an amount is whole and its exact cents otherwise ($3,999.99, never $4,000),
// and anything a client pays from always shows exact cents (decisions.md, ADR 0142). Nothing here rounds cents.
// Whole dollars are printed from their digits: building an Intl.NumberFormat costs a phone some 25 ms the first
// time, inside the first screen's render (ADR 0110). A property test holds the output equal to Intl's en-US USD.
import { minorUnits } from "./currencies";

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
export const formatMoney = (cents: number, currency = "USD", locale = "en-US") =>
  isUsd(currency, locale)
    ? Number.isSafeInteger(cents) && cents % 100 !== 0
      ? formatMoneyExact(cents)
      : formatWholeDollars(cents / 100)
    : formatMinor(cents, currency, locale, { wholeWhenWhole: true });

/** Plan prices follow the screens' rule ("$219", "$59.99"). */
export const formatPrice = formatMoney;

/** A whole count as people read it: 12480 -> "12,480" (hours, billings). */
export const formatCount = (n: number) =>
  Number.isSafeInteger(n) ? `${n < 0 ? "-" : ""}${groupDigits(Math.abs(n))}` : n.toLocaleString("en-US");

/**
 * Integer cents -> "$12,480.50" (emails, links, PDFs: a client pays from these). Formatted from the cents' own digits
 * so no float division can ever show a cent that is not there.
 */
export const formatMoneyExact = (cents: number, currency = "USD", locale = "en-US") => {
  if (!isUsd(currency, locale)) return formatMinor(cents, currency, locale, { wholeWhenWhole: false });
  if (!Number.isSafeInteger(cents)) return exactDollars.format(cents / 100);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = wholeDollars.format(Math.floor(abs / 100));
  return `${sign}${dollars}.${String(abs % 100).padStart(2, "0")}`;
};

/** Integer minor units -> "12480.50": what pay links carry (the currency's decimals, no separators). */
export const centsToDecimal = (cents: number, currency = "USD") => {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Amount must be whole, non-negative cents: ${cents}`);
  const digits = minorUnits(currency);
  if (digits === 0) return String(cents);
  const unit = 10 ** digits;
  return `${Math.floor(cents / unit)}.${String(cents % unit).padStart(digits, "0")}`;
};

/** A US company's dollars keep the hand-grouped path above, byte for byte as the spec prints them. */
const isUsd = (currency: string, locale: string) => currency === "USD" && locale === "en-US";

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Minor units in any supported currency, in the document's locale ("1.234,50 €", "£1,234.50", "1 149,75 $"), with
 * the ISO exponent forced on Intl (whose CLDR digits differ for HUF, COP, IDR). Screens pass wholeWhenWhole, so
 * "£1,200" shows whole as "$1,200" does; anything a client pays from is exact.
 */
export function formatMinor(minor: number, currency: string, locale: string, opts: { wholeWhenWhole: boolean }) {
  const digits = minorUnits(currency);
  const unit = 10 ** digits;
  const fraction = opts.wholeWhenWhole && Number.isSafeInteger(minor) && minor % unit === 0 ? 0 : digits;
  const key = `${locale}|${currency}|${fraction}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    formatters.set(key, f);
  }
  // Whole units and the remainder are formatted from the integer's own digits where they fit, so no float division
  // shows a minor unit that is not there.
  if (!Number.isSafeInteger(minor)) return f.format(minor / unit);
  return f.format(Number(`${minor}e-${digits}`));
}

/**
 * Dollars typed by a person -> integer cents, rounded half up. Shifting the decimal exponent avoids binary
 * float drift (1.005 * 100 is 100.4999...).
 */
export const dollarsToCents = (dollars: number) => {
  const shifted = Number(`${dollars}e2`);
  // Numbers JS prints in exponent form (1e-7) cannot be shifted by string; they are far from a cent anyway.
  return Math.round(Number.isFinite(shifted) ? shifted : dollars * 100);
};

/**
 * The sign a person types amounts in, for a field's label: "$" for a US company (the spec's "Amount ($)"), "£", "€",
 * "A$" or "$" as the company's locale writes its currency.
 */
export function currencySymbol(currency = "USD", locale = "en-US") {
  if (isUsd(currency, locale)) return "$";
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}

// A billing's money as people read it (issue 33, ADR 0154): always in the billing's own currency and locale, fixed
// when it was issued; what the client is asked to pay is its total (tax included), never the typed amount. Kept in this
// module (not one of its own) so that the screens sharing it do not pull the money formatting into every route's shell.

/** What every answer and row about a billing carries; older answers may lack the total (then amount is it). */
export type BillingMoney = {
  amount: number;
  totalAmount?: number | null;
  currency?: string | null;
  locale?: string | null;
};

/** The minor units a client is asked to pay: the billing's total; a billing with no tax has total = amount. */
export const amountDue = (b: BillingMoney) => b.totalAmount ?? b.amount;

/** What a client pays from (emails, SMS, reminders, link pages): exact, in the billing's money. */
export const formatAmountDue = (b: BillingMoney) =>
  formatMoneyExact(amountDue(b), b.currency ?? undefined, b.locale ?? undefined);

/** A billing's total on a screen: whole when whole, in the billing's money. */
export const formatBillingAmount = (b: BillingMoney) =>
  formatMoney(amountDue(b), b.currency ?? undefined, b.locale ?? undefined);
