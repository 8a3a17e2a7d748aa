// Formatting for people: whole dollars on screens, exact cents where a client pays, initials, dates.
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const exactDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Integer cents -> "$12,480" (screens). */
export const formatMoney = (cents: number) => wholeDollars.format(Math.round(cents / 100));

/** Integer cents -> "$12,480.50" (documents a client pays from). */
export const formatMoneyExact = (cents: number) => exactDollars.format(cents / 100);

/**
 * Dollars typed by a person -> integer cents, rounded half up. Shifting the decimal exponent avoids binary
 * float drift (1.005 * 100 is 100.4999...).
 */
export const dollarsToCents = (dollars: number) => {
  const shifted = Number(`${dollars}e2`);
  // Numbers JS prints in exponent form (1e-7) cannot be shifted by string; they are far from a cent anyway.
  return Math.round(Number.isFinite(shifted) ? shifted : dollars * 100);
};

/** First letters of the first two words, at most 2, upper case. */
export const initials = (name: string | null | undefined) =>
  (name ?? "")
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase();

export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};
