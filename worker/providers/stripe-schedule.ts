// The downgrade schedule's phases, built once for the real adapter and the stand-in, and the stand-in's model of a
// Stripe test clock advancing through them (ADR 0138): which invoices Stripe would make, and when.
import type { SchedulePhase } from "./stripe-types";

/**
 * Phase one is the period already running on the current price; phase two starts at its end on the new price for
 * one interval, then the schedule releases the subscription, which renews on that price. A phase one without
 * `trial_end` would end Stripe's trial the moment the schedule is updated and invoice the current price at once:
 * while the trial runs, phase one carries it and ends with it.
 */
export function downgradePhases(args: {
  currentPrice: string;
  newPrice: string;
  phaseStart: number;
  periodEnd: number;
  interval: "month" | "year";
  /** Stripe's trial end while the subscription is `trialing`; null otherwise. */
  trialEnd: number | null;
}): SchedulePhase[] {
  const trial = args.trialEnd !== null && args.trialEnd > args.phaseStart;
  return [
    {
      items: [{ price: args.currentPrice, quantity: 1 }],
      start_date: args.phaseStart,
      // Stripe accepts trial_end on a phase only up to its end: the trial and the phase end together.
      end_date: trial ? args.trialEnd! : args.periodEnd,
      ...(trial ? { trial_end: args.trialEnd! } : {}),
    },
    {
      items: [{ price: args.newPrice, quantity: 1 }],
      duration: { interval: args.interval, interval_count: 1 },
      proration_behavior: "none",
    },
  ];
}

export type ClockInvoice = { at: number; price: string };

/**
 * A test clock advanced from `updatedAt` to `frozenTime` over a schedule just written (Stripe's semantics):
 * - a phase with `trial_end` invoices nothing until the trial ends; if the phase runs on past it, its price is
 *   invoiced then;
 * - a phase without one that is already running while the subscription was in its trial ends that trial: its
 *   price is invoiced when the schedule is updated;
 * - every later phase invoices its price when it starts.
 * Answers the invoices with a time at or before `frozenTime`.
 */
export function testClockInvoices(
  phases: SchedulePhase[],
  args: { updatedAt: number; wasTrialing: boolean; frozenTime: number },
): ClockInvoice[] {
  const invoices: ClockInvoice[] = [];
  let start = phases[0]?.start_date ?? args.updatedAt;
  phases.forEach((phase, i) => {
    const price = phase.items[0]?.price ?? "";
    const end =
      phase.end_date ?? (phase.duration ? addInterval(start, phase.duration.interval) : Number.POSITIVE_INFINITY);
    if (phase.trial_end !== undefined) {
      if (phase.trial_end < end) invoices.push({ at: phase.trial_end, price });
    } else if (i === 0 || start <= args.updatedAt) {
      // The phase running when the schedule was written: it invoices now only by ending a trial.
      if (args.wasTrialing) invoices.push({ at: args.updatedAt, price });
    } else {
      invoices.push({ at: start, price });
    }
    start = end;
  });
  return invoices.filter((inv) => inv.at <= args.frozenTime);
}

function addInterval(fromSeconds: number, interval: "month" | "year") {
  const d = new Date(fromSeconds * 1000);
  if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}
