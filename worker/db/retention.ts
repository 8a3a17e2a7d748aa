// The retention job's statements (ADR 0128): each one clears or deletes at most `limit` rows through an index on the
// age column, oldest first, so one chunk costs the same however large the table or the backlog is. The job acts for
// the system over every company, like the relay. Evidence (approvals, progress, payments, invoices, uploads) has no
// statement here on purpose: it is never aged out while the account exists (a deleted company's kept invoices go when
// their period ends, ADR 0226).
import { and, inArray, isNotNull, lt, lte, ne } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { approvalLinks, keptInvoices, messages, notifications, relayClaims, stripeEvents } = schema;

/** Empties the body (and the provider's raw answer) of messages created before `before`; the row stays. */
export const clearOldMessageBodies = (db: Db, before: Date, limit: number) =>
  db
    .update(messages)
    .set({ body: "", providerResponse: null })
    .where(
      inArray(
        messages.id,
        db
          .select({ id: messages.id })
          .from(messages)
          // messages_body_kept_idx: the partial index holds only rows whose body is still there.
          .where(and(ne(messages.body, ""), lt(messages.createdAt, before)))
          .orderBy(messages.createdAt)
          .limit(limit),
      ),
    )
    .returning({ id: messages.id });

export const deleteOldMessages = (db: Db, before: Date, limit: number) =>
  db
    .delete(messages)
    .where(
      inArray(
        messages.id,
        db.select({ id: messages.id }).from(messages).where(lt(messages.createdAt, before)).limit(limit),
      ),
    )
    .returning({ id: messages.id });

/** Notifications read before `before`; an unread one stays until it is read. */
export const deleteOldReadNotifications = (db: Db, before: Date, limit: number) =>
  db
    .delete(notifications)
    .where(
      inArray(
        notifications.id,
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(isNotNull(notifications.readAt), lt(notifications.readAt, before)))
          .limit(limit),
      ),
    )
    .returning({ id: notifications.id });

/** Delivery records of approval links that expired before `before` (the decision's own evidence is in approvals). */
export const deleteExpiredApprovalLinks = (db: Db, before: Date, limit: number) =>
  db
    .delete(approvalLinks)
    .where(
      inArray(
        approvalLinks.id,
        db.select({ id: approvalLinks.id }).from(approvalLinks).where(lt(approvalLinks.expiresAt, before)).limit(limit),
      ),
    )
    .returning({ id: approvalLinks.id });

export const deleteOldRelayClaims = (db: Db, before: Date, limit: number) =>
  db
    .delete(relayClaims)
    .where(
      inArray(
        relayClaims.key,
        db.select({ key: relayClaims.key }).from(relayClaims).where(lt(relayClaims.claimedAt, before)).limit(limit),
      ),
    )
    .returning({ key: relayClaims.key });

export const deleteOldStripeEvents = (db: Db, before: Date, limit: number) =>
  db
    .delete(stripeEvents)
    .where(
      inArray(
        stripeEvents.id,
        db.select({ id: stripeEvents.id }).from(stripeEvents).where(lt(stripeEvents.receivedAt, before)).limit(limit),
      ),
    )
    .returning({ id: stripeEvents.id });

/**
 * A deleted company's kept invoices whose retention period has ended (ADR 0226), through kept_invoices_purge_idx:
 * the date was stamped from schema/rules/invoice-retention.ts when the invoice was kept.
 */
export const deleteExpiredKeptInvoices = (db: Db, now: Date, limit: number) =>
  db
    .delete(keptInvoices)
    .where(
      inArray(
        keptInvoices.id,
        db
          .select({ id: keptInvoices.id })
          .from(keptInvoices)
          .where(lte(keptInvoices.purgeAfter, now))
          .orderBy(keptInvoices.purgeAfter)
          .limit(limit),
      ),
    )
    .returning({ id: keptInvoices.id });
