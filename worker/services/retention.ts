// Data that ages out (ADR 0128): an hourly job clears or deletes what has served its purpose, one chunk of at most
// RETENTION_CHUNK rows per rule, and queues itself again while any rule filled its chunk. A chunk is one D1 batch, so
// a job costs the same whatever the backlog; a retried job redoes nothing (what is gone stays gone).
// Approvals, progress billings, payments, invoices and photos are evidence and never age out while the account exists;
// a deleted company's kept invoices go when their country's period ends (ADR 0226).
import { DAY_MS } from "#schema/rules/durations";
import { RETENTION } from "#schema/rules/retention";
import {
  clearOldMessageBodies,
  deleteExpiredApprovalLinks,
  deleteExpiredKeptInvoices,
  deleteOldMessages,
  deleteOldReadNotifications,
  deleteOldRelayClaims,
  deleteOldStripeEvents,
} from "../db/retention";
import type { Db } from "../lib/db";

/** Rows one rule touches per job (D1 answers a statement of this size well inside a request's limits). */
export const RETENTION_CHUNK = 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now.getTime());
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

export type RetentionPass = {
  /** Rows touched per rule in this chunk. */
  touched: Record<
    "messageBodies" | "messages" | "notifications" | "approvalLinks" | "relayClaims" | "stripeEvents" | "keptInvoices",
    number
  >;
  /** Some rule filled its chunk: there is more to do, so the job queues itself again. */
  more: boolean;
};

export async function runRetentionChunk(db: Db, now: Date, limit = RETENTION_CHUNK): Promise<RetentionPass> {
  const [messageBodies, messages, notifications, approvalLinks, relayClaims, stripeEvents, keptInvoices] =
    await db.batch([
      clearOldMessageBodies(db, daysBefore(now, RETENTION.messageBodyDays), limit),
      deleteOldMessages(db, monthsBefore(now, RETENTION.messageMonths), limit),
      deleteOldReadNotifications(db, daysBefore(now, RETENTION.readNotificationDays), limit),
      deleteExpiredApprovalLinks(db, daysBefore(now, RETENTION.approvalLinkDaysAfterExpiry), limit),
      deleteOldRelayClaims(db, daysBefore(now, RETENTION.relayClaimDays), limit),
      deleteOldStripeEvents(db, daysBefore(now, RETENTION.stripeEventDays), limit),
      // A deleted company's invoices, once their country's period has ended (ADR 0226).
      deleteExpiredKeptInvoices(db, now, limit),
    ]);
  const touched = {
    messageBodies: messageBodies.length,
    messages: messages.length,
    notifications: notifications.length,
    approvalLinks: approvalLinks.length,
    relayClaims: relayClaims.length,
    stripeEvents: stripeEvents.length,
    keptInvoices: keptInvoices.length,
  };
  return { touched, more: Object.values(touched).some((n) => n >= limit) };
}
