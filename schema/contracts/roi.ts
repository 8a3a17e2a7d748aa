// The slow-payment cost calculator and the ROI comparison: pure functions in whole dollars, shared by page and browser.

export const ANNUAL_INTEREST_RATE = 0.08;
/** Share of the cash tied up in unpaid bills that faster approval can free (the spec's "potential improvement"). */
export const IMPROVEMENT_SHARE = 0.7;
/** Every $5,000 billed a month costs about 15 hours a year of calls, texts and follow-ups. */
export const BILLINGS_PER_CHASE_BLOCK = 5000;
export const HOURS_PER_CHASE_BLOCK = 15;
const DAYS_PER_YEAR = 365;

/** Typed input is untrusted: blanks, negatives and garbage count as zero. */
const clean = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** Cash waiting in unpaid bills at any moment: a year of billings spread over the days it takes to get paid. */
export const tiedUpCapital = (monthlyBillings: number, daysToPay: number) =>
  (clean(monthlyBillings) * 12 * clean(daysToPay)) / DAYS_PER_YEAR;

export const annualInterestCost = (capital: number, rate = ANNUAL_INTEREST_RATE) => clean(capital) * rate;

export const hoursChasingPayments = (monthlyBillings: number) =>
  Math.round((clean(monthlyBillings) / BILLINGS_PER_CHASE_BLOCK) * HOURS_PER_CHASE_BLOCK);

export const potentialImprovement = (capital: number) => clean(capital) * IMPROVEMENT_SHARE;

export type SlowPaymentCost = {
  tiedUpCapital: number;
  annualInterest: number;
  hoursChasing: number;
  potentialImprovement: number;
};

/** The calculator's four figures, each rounded to whole dollars or hours only at the end. */
export function slowPaymentCost(monthlyBillings: number, daysToPay: number): SlowPaymentCost {
  const capital = tiedUpCapital(monthlyBillings, daysToPay);
  return {
    tiedUpCapital: Math.round(capital),
    annualInterest: Math.round(annualInterestCost(capital)),
    hoursChasing: hoursChasingPayments(monthlyBillings),
    potentialImprovement: Math.round(potentialImprovement(capital)),
  };
}

export type RoiComparison = {
  before: { days: number; tiedUpCapital: number; annualInterest: number };
  after: { days: number; tiedUpCapital: number; annualInterest: number };
  capitalFreed: number;
  interestSavedPerYear: number;
  hoursChasingPerYear: number;
};

/** Getting paid in `daysAfter` instead of `daysBefore`: cash freed and interest saved a year, in whole dollars. */
export function compareRoi(monthlyBillings: number, daysBefore: number, daysAfter: number): RoiComparison {
  const before = tiedUpCapital(monthlyBillings, daysBefore);
  const after = tiedUpCapital(monthlyBillings, daysAfter);
  return {
    before: {
      days: daysBefore,
      tiedUpCapital: Math.round(before),
      annualInterest: Math.round(annualInterestCost(before)),
    },
    after: { days: daysAfter, tiedUpCapital: Math.round(after), annualInterest: Math.round(annualInterestCost(after)) },
    capitalFreed: Math.round(before - after),
    interestSavedPerYear: Math.round(annualInterestCost(before) - annualInterestCost(after)),
    hoursChasingPerYear: hoursChasingPayments(monthlyBillings),
  };
}

/** The example the pricing page walks through (spec section 9). */
export const ROI_EXAMPLE = { monthlyBillings: 100_000, daysBefore: 45, daysAfter: 15 } as const;
