// Dashboard queries: each is a builder (not awaited) so the service runs them all in one D1 batch; all owner-scoped.
// Inside a batch D1 keys row values by column name: every query here selects distinct column names.

import { and, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ProgressStatus } from "#schema/contracts/enums";
import type { Member } from "#schema/db/companies";
import { OPEN_STATUSES } from "#schema/rules/billing-state";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { owedTotal } from "./billing-payments";
import { visibleBillings } from "./billing-scope";

const { clients, progress, projects, users } = schema;

/** An approved billing counts what it still owes (ADR 0165): its balance, once part of it is paid. */
const owed = sql`case when ${progress.status} = 'approved' then ${owedTotal} - ${progress.amountPaid} else ${owedTotal} end`;

/**
 * Sum and count of the owner's billings per status and currency: what clients are asked to pay (the totals; an
 * approved billing's balance once part of it is paid), never added across currencies (issue 33).
 */
export const sumProgressByStatus = (db: Db, member: Member) =>
  db
    .select({
      status: progress.status,
      currency: progress.currency,
      total: sql<number>`coalesce(sum(${owed}), 0)`,
      n: count(),
    })
    .from(progress)
    .where(visibleBillings(member))
    .groupBy(progress.status, progress.currency);

/**
 * Unpaid, not rejected progress due before `before`, counted and summed per due day; every day before `surely`
 * shares one bucket "". The caller keeps the buckets before the contractor's own today: this query runs in the
 * session's batch (ADR 0099), before the user's timezone is known, so it reads the few days any timezone could
 * still call today or later. Per currency too: amounts in two currencies are never one sum (issue 33).
 */
export const overdueByDueDay = (db: Db, member: Member, surely: string, before: string) =>
  db
    .select({
      bucket: sql<string>`case when ${progress.dueDate} < ${surely} then '' else ${progress.dueDate} end`.as("bucket"),
      currency: progress.currency,
      n: count(),
      total: sql<number>`coalesce(sum(${owed}), 0)`,
    })
    .from(progress)
    .where(
      and(
        visibleBillings(member),
        inArray(progress.status, [...OPEN_STATUSES]),
        isNotNull(progress.dueDate),
        lt(progress.dueDate, before),
      ),
    )
    .groupBy(sql`bucket`, progress.currency);

/** Mean milliseconds from submission to approval and to payment; null when nothing was approved / paid. */
export const averageTurnaround = (db: Db, member: Member) =>
  db
    .select({
      toApprovalMs: sql<
        number | null
      >`avg(case when ${progress.approvedAt} is not null then ${progress.approvedAt} - ${progress.createdAt} end)`,
      toPaymentMs: sql<
        number | null
      >`avg(case when ${progress.status} = 'paid' and ${progress.paidAt} is not null then ${progress.paidAt} - ${progress.createdAt} end)`,
    })
    .from(progress)
    .where(visibleBillings(member));

/** When the event an activity item names happened: paid, approved, else submitted (services/dashboard.ts shows it). */
const activityInstant = sql`coalesce(case ${progress.status} when 'paid' then ${progress.paidAt} when 'approved' then ${progress.approvedAt} end, ${progress.createdAt})`;

/** The owner's most recent activity: progress items with their project's name, newest event first. */
export const listRecentProgress = (db: Db, member: Member, limit: number) =>
  db
    .select({
      id: progress.id,
      projectId: progress.projectId,
      projectName: projects.name,
      progressNumber: progress.progressNumber,
      amount: progress.amount,
      totalAmount: progress.totalAmount,
      currency: progress.currency,
      locale: progress.locale,
      status: progress.status,
      reminderSent: progress.reminderSent,
      createdAt: progress.createdAt,
      approvedAt: progress.approvedAt,
      paidAt: progress.paidAt,
      billedBy: sql<string | null>`${users.fullName}`.as("billed_by"),
    })
    .from(progress)
    .innerJoin(users, eq(users.id, progress.submittedBy))
    .innerJoin(projects, and(eq(projects.id, progress.projectId), eq(projects.companyId, member.companyId)))
    .where(visibleBillings(member))
    // Newest by the instant each item shows (paid, approved, else submitted), so the times read in order.
    .orderBy(desc(activityInstant), desc(progress.id))
    .limit(limit);

const latest = alias(progress, "latest");

/**
 * The owner's active projects with the derived display of their latest progress (by createdAt, then id),
 * most recently billed first. The same rule as listProjectsWithLatest in ./projects, written again because
 * that one cannot run inside db.batch: D1 batch rows are keyed by column name, so the duplicate names of its
 * joined tables (id, name, status, ...) overwrite each other. Every column here has a distinct name.
 */
export const listActiveProjectsWithLatest = (db: Db, member: Member, limit: number) =>
  db
    .select({
      id: projects.id,
      name: projects.name,
      completionPercentage: projects.completionPercentage,
      clientName: sql<string>`${clients.name}`.as("client_name"),
      clientCompany: clients.companyName,
      latestProgressId: sql<number | null>`${latest.id}`.as("latest_id"),
      latestStatus: sql<ProgressStatus | null>`${latest.status}`.as("latest_status"),
      latestAmount: sql<number | null>`${latest.amount}`.as("latest_amount"),
      latestTotalAmount: sql<number | null>`${latest.totalAmount}`.as("latest_total_amount"),
      latestCurrency: sql<string | null>`${latest.currency}`.as("latest_currency"),
      latestLocale: sql<string | null>`${latest.locale}`.as("latest_locale"),
      latestProgressNumber: sql<number | null>`${latest.progressNumber}`.as("latest_number"),
      latestDueDate: sql<string | null>`${latest.dueDate}`.as("latest_due_date"),
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(
      latest,
      eq(
        latest.id,
        // Among the billings the member may see: a field member never reads another's amount here.
        sql`(select ${progress.id} from ${progress} where ${progress.projectId} = ${projects.id} and ${visibleBillings(member)} order by ${progress.createdAt} desc, ${progress.id} desc limit 1)`,
      ),
    )
    .where(and(eq(projects.companyId, member.companyId), eq(projects.status, "active")))
    .orderBy(sql`coalesce(${latest.createdAt}, ${projects.createdAt}) desc`, desc(projects.id))
    .limit(limit);
