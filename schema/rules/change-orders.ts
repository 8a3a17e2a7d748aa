// Change orders and deposits (issue 37, ADR 0205-0207): which approved change orders an application counts, what
// they do to the schedule of values, and how a paid deposit is taken off later billings. Pure: the worker stores what
// these return and the web shows it. Amounts are integer minor units of the project's currency, rounded once, half
// up (schema/rules/pay-app-math.ts divHalfUp). The rules are ../shared/research/commercial.md §4.2.
import { divHalfUp } from "./pay-app-math";

export type ChangeOrderStatus = "draft" | "sent" | "approved" | "rejected";

/** A change order as the rules see it: its signed amount and, once approved, the day it was approved. */
export type ChangeOrderFacts = {
  id: number;
  amount: number;
  status: ChangeOrderStatus;
  /** YYYY-MM-DD in the company's timezone; null until approved. */
  approvedOn: string | null;
  /** The line it adjusts, or the line approval made for it. */
  sovLineId: number | null;
  effect: "new_line" | "adjust_line";
};

/**
 * Counts in an application whose period ends on `periodTo`: approved on or before that day. An application's period
 * end is a calendar date, so the approval's own calendar day decides (commercial.md §4.2, projectteam).
 */
export const countsBy = (co: ChangeOrderFacts, periodTo: string) =>
  co.status === "approved" && co.approvedOn !== null && co.approvedOn <= periodTo;

/** G702 line 2 for a period: the approved change orders it counts, additions and deductions together. */
export const netChangeBy = (orders: readonly ChangeOrderFacts[], periodTo: string) =>
  orders.reduce((sum, co) => (countsBy(co, periodTo) ? sum + co.amount : sum), 0);

/** The change orders' summary the list and the PDF show: pending ones apart, never in the contract sum. */
export function changeOrderTotals(original: number, orders: readonly ChangeOrderFacts[]) {
  let approvedAdditions = 0;
  let approvedDeductions = 0;
  let pending = 0;
  for (const co of orders) {
    if (co.status === "approved") {
      if (co.amount >= 0) approvedAdditions += co.amount;
      else approvedDeductions += co.amount;
    } else if (co.status === "sent" || co.status === "draft") pending += co.amount;
  }
  const netChange = approvedAdditions + approvedDeductions;
  return { original, approvedAdditions, approvedDeductions, netChange, revised: original + netChange, pending };
}

/**
 * A line's scheduled value (column C) in a period: its own value plus the approved change orders that adjust it and
 * count by then. A line a change order made exists only from that change order's period.
 */
export function scheduledIn(
  line: { id: number; scheduled: number; changeOrderId: number | null },
  orders: readonly ChangeOrderFacts[],
  periodTo: string,
): number | null {
  if (line.changeOrderId !== null) {
    const own = orders.find((co) => co.id === line.changeOrderId);
    if (!own || !countsBy(own, periodTo)) return null;
  }
  return orders.reduce(
    (sum, co) =>
      co.effect === "adjust_line" && co.sovLineId === line.id && countsBy(co, periodTo) ? sum + co.amount : sum,
    line.scheduled,
  );
}

export const changeOrderMessages = {
  belowBilled: (itemNo: string, billed: string) =>
    `Line ${itemNo} has ${billed} billed on it, so a change order can't take its scheduled value below that.`,
  approvedIsFinal: "An approved change order is never edited. Reverse it with another change order instead.",
  notDraft: "Only a change order that hasn't been sent can be edited.",
  reverseNeedsApproved: "Only an approved change order can be reversed.",
  alreadyReversed: "This change order has already been reversed.",
  notSendable: "This change order has already been decided.",
  zeroAmount: "A change order needs an amount up or down, or days added.",
  depositExists: "This project already has a deposit.",
  depositTooLarge: (contract: string) => `A deposit can't be more than the contract sum of ${contract}.`,
  depositNeedsContract: "Set the project's contract value before asking for a deposit as a percentage of it.",
  stagePastRevised: (revised: string, billed: string, left: string) =>
    `Stage billings can't exceed the revised contract of ${revised}: ${billed} is billed so far, so at most ${left} more.`,
} as const;

/**
 * A deductive change order may not take a line below what is already billed on it (column G of the latest sent
 * application, commercial.md §4.2): the new scheduled value, or null when it is allowed.
 */
export const breaksBilledFloor = (scheduledNow: number, change: number, billedOnLine: number) =>
  scheduledNow + change < billedOnLine;

export type DepositMethod = "first" | "prorata";

/** The deposit as requested: a flat amount, or basis points of the contract (rounded half up to the cent). */
export const depositAmount = (basis: "flat" | "percent", value: number, contractSum: number) =>
  basis === "flat" ? value : Number(divHalfUp(BigInt(contractSum) * BigInt(value), 10_000n));

/**
 * What a billing takes off a paid deposit (commercial.md §4.2). First-billing: as much as the billing allows, until
 * the deposit is used up. Pro-rata: rh(deposit × gross / contract), and the billing that finishes the contract takes
 * whatever is left. Never more than the billing itself nor than what remains; nothing while the deposit is unpaid.
 */
export function depositToApply(input: {
  deposit: number;
  paid: boolean;
  appliedBefore: number;
  method: DepositMethod;
  /** What this billing asks for before the deposit. */
  gross: number;
  contractSum: number;
  /** This billing completes the contract (the last one takes the remainder). */
  last: boolean;
}): number {
  const remaining = input.deposit - input.appliedBefore;
  if (!input.paid || remaining <= 0 || input.gross <= 0) return 0;
  let share: number;
  if (input.method === "first" || input.last || input.contractSum <= 0) share = remaining;
  else share = Number(divHalfUp(BigInt(input.deposit) * BigInt(input.gross), BigInt(input.contractSum)));
  return Math.max(0, Math.min(share, remaining, input.gross));
}

/** The most a stage billing may still ask for under the revised contract; null when the project has no value set. */
export const stageRoomLeft = (revisedContract: number | null, billed: number) =>
  revisedContract === null ? null : revisedContract - billed;
