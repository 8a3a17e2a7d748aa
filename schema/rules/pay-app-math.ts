// The arithmetic of a pay application (issue 37, ADR 0189): the one home of the G702/G703 summary lines 1-9 and the
// continuation sheet's columns C-I, for the worker that stores an application and the web that shows it as it is
// typed. Amounts are integer minor units of the company's currency, rates basis points (1000 = 10%); every product
// is worked in BigInt and rounded once, half up (half away from zero, so a negative correction mirrors the billing
// it corrects). The rules are ../shared/research/commercial.md §2.5, which the tests follow line by line.
// "Retainage" throughout: "retention" is data retention in this code (schema/rules/retention.ts).

export type RetainageReduceMode = "forward" | "recalculate";

/** A contract's retainage terms. */
export type RetainageTerms = {
  workBp: number;
  storedBp: number;
  /** Percent complete (basis points of the contract sum to date) from which the reduced rate applies; null: never. */
  reduceAtBp: number | null;
  reducedWorkBp: number | null;
  reduceMode: RetainageReduceMode;
  allowOverbilling: boolean;
};

/** A schedule-of-values line as an application sees it: column A, B and C. */
export type SovLineInput = { id: string; itemNo: string; description: string; scheduled: number };

/** Where a line stood after the previous application (zeros on its first). */
export type LineCarry = {
  /** D + E of the previous application: work completed to date. */
  completedToDate: number;
  /** F of the previous application: materials still stored then. */
  storedMaterials: number;
  /** Retainage held on work after the previous application. */
  workRetainage: number;
  /** Retainage released on this line by every earlier application. */
  releasedToDate: number;
};

/** The previous application's figures this one continues from; null before the first. */
export type PreviousApplication = {
  totalCompletedAndStored: number;
  totalEarnedLessRetainage: number;
  lines: Record<string, LineCarry>;
} | null;

export type ProgressEntry = { sovLineId: string; workThisPeriod: number; storedMaterials: number };

export type ApplicationInput =
  | { kind: "progress"; entries: readonly ProgressEntry[] }
  | { kind: "retainage-release"; releaseAmount: number };

export type ContractInput = {
  originalContractSum: number;
  /** Line 2: approved change orders up to this period's end; 0 until change orders exist. */
  netChangeByChangeOrders: number;
  terms: RetainageTerms;
  lines: readonly SovLineInput[];
};

/** One continuation-sheet row: columns A-I and the retainage split behind I. */
export type ComputedLine = {
  sovLineId: string;
  itemNo: string;
  description: string;
  /** C */
  scheduledValue: number;
  /** D */
  fromPrevious: number;
  /** E */
  workThisPeriod: number;
  /** F */
  storedMaterials: number;
  /** G = D + E + F */
  totalCompletedAndStored: number;
  /** G ÷ C in hundredths of a percent (5000 = 50.00%), half up; null on a line scheduled at 0. */
  percentCompleteBp: number | null;
  /** H = C − G */
  balanceToFinish: number;
  workRetainage: number;
  storedRetainage: number;
  /** I = work + stored retainage */
  retainage: number;
  releasedThisPeriod: number;
  releasedToDate: number;
};

export type ApplicationSummary = {
  originalContractSum: number;
  netChangeByChangeOrders: number;
  contractSumToDate: number;
  totalCompletedAndStored: number;
  retainageOnWork: number;
  retainageOnStored: number;
  totalRetainage: number;
  totalEarnedLessRetainage: number;
  lessPreviousCertificates: number;
  currentPaymentDue: number;
  balanceToFinishInclRetainage: number;
  /** The work retainage rate this application used (the reduced one once the threshold was reached). */
  workRateBp: number;
  releaseAmount: number;
};

export type ComputedApplication = { summary: ApplicationSummary; lines: ComputedLine[] };

/** A rule an application breaks, with the words the API answers 422 with. */
export type PayAppProblem =
  | { code: "overbilling"; sovLineId: string; message: string }
  | { code: "negative_work"; sovLineId: string; message: string }
  | { code: "negative_stored"; sovLineId: string; message: string }
  | { code: "unknown_line"; sovLineId: string; message: string }
  | { code: "release_too_large"; message: string }
  | { code: "release_not_positive"; message: string };

const BP = 10_000n;

/** round_half_up(n / d) for a positive d, half away from zero for a negative n. */
export function divHalfUp(n: bigint, d: bigint): bigint {
  if (n < 0n) return -divHalfUp(-n, d);
  return (2n * n + d) / (2n * d);
}

/** rh(amount × bp / 10000): retainage on an amount at a rate. */
export const applyRate = (amount: number, bp: number) => Number(divHalfUp(BigInt(amount) * BigInt(bp), BP));

/** G ÷ C as hundredths of a percent, half up; null when C is 0. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Number(divHalfUp(BigInt(part) * BP, BigInt(whole)));

/** Work this period typed as a percent (hundredths: 1250 = 12.50%) of a line's scheduled value, to the cent. */
export const amountFromPercent = (scheduled: number, percentBp: number) => applyRate(scheduled, percentBp);

/**
 * The work retainage rate for an application: the reduced one when the previous application's line 4 had reached
 * the threshold share of this one's line 3. Judged at the start of the period and inclusive (commercial.md §2.5).
 */
export function workRateFor(terms: RetainageTerms, previousLine4: number, contractSumToDate: number) {
  if (terms.reduceAtBp === null || terms.reducedWorkBp === null) return terms.workBp;
  const reached = BigInt(previousLine4) * BP >= BigInt(terms.reduceAtBp) * BigInt(contractSumToDate);
  return reached ? terms.reducedWorkBp : terms.workBp;
}

const emptyCarry: LineCarry = { completedToDate: 0, storedMaterials: 0, workRetainage: 0, releasedToDate: 0 };

/** What the previous application held on work, line by line: what a release may draw on (line 5a). */
export const workRetainageHeld = (previous: PreviousApplication) =>
  previous ? Object.values(previous.lines).reduce((sum, l) => sum + l.workRetainage, 0) : 0;

/**
 * A release split over the lines in proportion to the work retainage each holds: floors first, then the leftover
 * cents to the largest remainders (ties to the earlier line), so the parts add to the release and none exceeds
 * what its line holds.
 */
export function splitRelease(held: readonly number[], release: number): number[] {
  const total = held.reduce((a, b) => a + b, 0);
  if (total === 0 || release <= 0) return held.map(() => 0);
  const parts = held.map((h, i) => {
    const product = BigInt(release) * BigInt(h);
    return { i, floor: Number(product / BigInt(total)), rest: product % BigInt(total) };
  });
  let left = release - parts.reduce((a, p) => a + p.floor, 0);
  const order = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const out = parts.map((p) => p.floor);
  for (const p of order) {
    if (left === 0) break;
    out[p.i] = (out[p.i] ?? 0) + 1;
    left -= 1;
  }
  return out;
}

/** The rule's words (the API's 422 and the form's line error). */
export const payAppMessages = {
  overbilling: (itemNo: string, scheduled: string, total: string) =>
    `Line ${itemNo} would bill ${total}, more than its scheduled value of ${scheduled}. This contract does not allow overbilling a line.`,
  negativeWork: (itemNo: string) => `Line ${itemNo}: work completed to date can't go below zero.`,
  negativeStored: (itemNo: string) => `Line ${itemNo}: materials presently stored can't be negative.`,
  unknownLine: "That line is not on this project's schedule of values.",
  releaseTooLarge: (held: string) => `A release can't be more than the retainage held on completed work (${held}).`,
  releaseNotPositive: "Enter the retainage to release, more than zero.",
  sovMismatch: (sov: string, contract: string) =>
    `The schedule of values totals ${sov} but the contract sum to date is ${contract}. Make them match before sending.`,
  notLatest: "Only the latest application can be edited.",
  previousDraft: "Send the previous application before starting the next one.",
  sent: "This application has been sent and keeps the figures it was sent with.",
} as const;

type Format = (minor: number) => string;
const plain: Format = (minor) => String(minor);

/**
 * Computes an application from the contract, the previous application and what this period adds. Pure: the worker
 * stores what it returns, the web shows it as it is typed. Problems list every broken rule; figures are computed
 * regardless so a form can show them beside its errors.
 */
export function computeApplication(
  contract: ContractInput,
  previous: PreviousApplication,
  input: ApplicationInput,
  format: Format = plain,
): { application: ComputedApplication; problems: PayAppProblem[] } {
  const problems: PayAppProblem[] = [];
  const { terms } = contract;
  const contractSumToDate = contract.originalContractSum + contract.netChangeByChangeOrders;
  const previousLine4 = previous?.totalCompletedAndStored ?? 0;
  const workRateBp = workRateFor(terms, previousLine4, contractSumToDate);
  const carryOf = (id: string) => previous?.lines[id] ?? emptyCarry;

  let releases: number[] = contract.lines.map(() => 0);
  let releaseAmount = 0;
  const entries = new Map<string, ProgressEntry>();
  if (input.kind === "progress") {
    const known = new Set(contract.lines.map((l) => l.id));
    for (const e of input.entries) {
      if (!known.has(e.sovLineId))
        problems.push({ code: "unknown_line", sovLineId: e.sovLineId, message: payAppMessages.unknownLine });
      entries.set(e.sovLineId, e);
    }
  } else {
    releaseAmount = input.releaseAmount;
    const held = contract.lines.map((l) => carryOf(l.id).workRetainage);
    const total = held.reduce((a, b) => a + b, 0);
    if (releaseAmount <= 0) problems.push({ code: "release_not_positive", message: payAppMessages.releaseNotPositive });
    else if (releaseAmount > total)
      problems.push({ code: "release_too_large", message: payAppMessages.releaseTooLarge(format(total)) });
    else releases = splitRelease(held, releaseAmount);
  }

  const lines = contract.lines.map((line, index): ComputedLine => {
    const carry = carryOf(line.id);
    const entry = entries.get(line.id);
    const isRelease = input.kind === "retainage-release";
    const work = isRelease ? 0 : (entry?.workThisPeriod ?? 0);
    // A release period installs nothing new: what was stored stays stored, and held as it was.
    const stored = isRelease ? carry.storedMaterials : (entry?.storedMaterials ?? 0);
    const released = releases[index] ?? 0;
    const completed = carry.completedToDate + work;
    const total = completed + stored;
    if (completed < 0)
      problems.push({ code: "negative_work", sovLineId: line.id, message: payAppMessages.negativeWork(line.itemNo) });
    if (stored < 0)
      problems.push({
        code: "negative_stored",
        sovLineId: line.id,
        message: payAppMessages.negativeStored(line.itemNo),
      });
    if (!terms.allowOverbilling && total > line.scheduled && !isRelease)
      problems.push({
        code: "overbilling",
        sovLineId: line.id,
        message: payAppMessages.overbilling(line.itemNo, format(line.scheduled), format(total)),
      });
    const releasedToDate = carry.releasedToDate + released;
    let workRetainage: number;
    if (isRelease) workRetainage = carry.workRetainage - released;
    else if (terms.reduceMode === "forward") workRetainage = carry.workRetainage + applyRate(work, workRateBp);
    else workRetainage = applyRate(completed, workRateBp) - releasedToDate;
    // A negative correction never turns retainage into money owed back by the client on this line.
    workRetainage = Math.max(0, workRetainage);
    const storedRetainage = Math.max(0, applyRate(stored, terms.storedBp));
    return {
      sovLineId: line.id,
      itemNo: line.itemNo,
      description: line.description,
      scheduledValue: line.scheduled,
      fromPrevious: carry.completedToDate,
      workThisPeriod: work,
      storedMaterials: stored,
      totalCompletedAndStored: total,
      percentCompleteBp: percentOf(total, line.scheduled),
      balanceToFinish: line.scheduled - total,
      workRetainage,
      storedRetainage,
      retainage: workRetainage + storedRetainage,
      releasedThisPeriod: released,
      releasedToDate,
    };
  });

  const sum = (pick: (l: ComputedLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  const totalCompletedAndStored = sum((l) => l.totalCompletedAndStored);
  const retainageOnWork = sum((l) => l.workRetainage);
  const retainageOnStored = sum((l) => l.storedRetainage);
  const totalRetainage = retainageOnWork + retainageOnStored;
  const totalEarnedLessRetainage = totalCompletedAndStored - totalRetainage;
  const lessPreviousCertificates = previous?.totalEarnedLessRetainage ?? 0;
  return {
    problems,
    application: {
      lines,
      summary: {
        originalContractSum: contract.originalContractSum,
        netChangeByChangeOrders: contract.netChangeByChangeOrders,
        contractSumToDate,
        totalCompletedAndStored,
        retainageOnWork,
        retainageOnStored,
        totalRetainage,
        totalEarnedLessRetainage,
        lessPreviousCertificates,
        currentPaymentDue: totalEarnedLessRetainage - lessPreviousCertificates,
        balanceToFinishInclRetainage: contractSumToDate - totalEarnedLessRetainage,
        workRateBp,
        releaseAmount,
      },
    },
  };
}

/** What the next application continues from: this one's figures, line by line. */
export function carryForward(app: ComputedApplication): NonNullable<PreviousApplication> {
  const lines: Record<string, LineCarry> = {};
  for (const l of app.lines)
    lines[l.sovLineId] = {
      completedToDate: l.fromPrevious + l.workThisPeriod,
      storedMaterials: l.storedMaterials,
      workRetainage: l.workRetainage,
      releasedToDate: l.releasedToDate,
    };
  return {
    totalCompletedAndStored: app.summary.totalCompletedAndStored,
    totalEarnedLessRetainage: app.summary.totalEarnedLessRetainage,
    lines,
  };
}

/** Σ scheduled values: what line 3 must equal before an application is sent. */
export const scheduledTotal = (lines: readonly { scheduled: number }[]) => lines.reduce((a, l) => a + l.scheduled, 0);
