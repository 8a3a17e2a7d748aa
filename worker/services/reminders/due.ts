// When an automatic reminder is due: calendar-day arithmetic in the contractor's timezone, with no I/O.
//
// A day's reminders go out at the first hourly sweep at or after SEND_HOUR local time (9:00), so a client
// hears from the contractor in business hours, never at 3 a.m. Later sweeps that day find the reminder
// already sent (the dedupe key names the local day) and do nothing.

import type { ProgressStatus, TriggerType } from "#schema/contracts/enums";
import { isOpen } from "#schema/rules/billing-state";
import { addDays, localClock } from "#schema/rules/time";

export const SEND_HOUR = 9;

// The clock rules (local day, hour, calendar arithmetic; unknown zone -> UTC) live in schema/rules/time.
export { addDays, localClock };

/** The local day whose reminders a sweep at `at` may send, or null before SEND_HOUR local time. */
export function reminderDay(timeZone: string, at: Date | number): string | null {
  const { day, hour } = localClock(timeZone, at);
  return hour >= SEND_HOUR ? day : null;
}

export type Trigger = { triggerType: TriggerType; triggerValue: number | null };

export type ReminderSubject = {
  status: ProgressStatus;
  paymentClaimedAt: Date | number | null;
  /** YYYY-MM-DD in the owner's timezone. */
  dueDate: string | null;
  createdAt: Date | number;
};

/**
 * Whether the progress is still worth chasing under this trigger: paid, rejected and payment-claimed progress
 * never is; "days after submission" chases an approval, so it stops once the client has decided.
 */
export function isChaseable(trigger: Trigger, p: ReminderSubject): boolean {
  if (p.paymentClaimedAt !== null) return false;
  if (trigger.triggerType === "days_after_submission") return p.status === "pending";
  return isOpen(p.status);
}

/** Whether the trigger falls on `day` (the owner's local day) for this progress. decisions.md "Reminders". */
export function isDueOn(trigger: Trigger, p: ReminderSubject, day: string, timeZone: string): boolean {
  if (!isChaseable(trigger, p)) return false;
  const n = trigger.triggerValue ?? 0;
  switch (trigger.triggerType) {
    case "days_after_submission":
      return n >= 1 && addDays(localClock(timeZone, p.createdAt).day, n) === day;
    case "days_before_due":
      return n >= 1 && p.dueDate !== null && p.dueDate === addDays(day, n);
    case "on_due_date":
      return p.dueDate !== null && p.dueDate === day;
    case "days_after_due":
      return n >= 1 && p.dueDate !== null && p.dueDate === addDays(day, -n);
    default:
      // A new trigger fails to compile here until it has a rule.
      return trigger.triggerType satisfies never;
  }
}

/** At most one automatic send per (progress, template, local day): the unique nudge_history.dedupe_key. */
export const reminderKey = (progressId: number, templateId: number, day: string) =>
  `${progressId}:${templateId}:${day}`;
