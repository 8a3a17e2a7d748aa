// The dashboard in one D1 round trip: cash flow totals, what is overdue, turnaround times, activity, active projects.
import type { BatchResponse } from "drizzle-orm/batch";
import { activityType, RECENT_ACTIVITY_LIMIT } from "#schema/contracts";
import type { Member } from "#schema/db/companies";
import { DAY_MS, HOUR_MS } from "#schema/rules/durations";
import { localDate } from "#schema/rules/time";
import {
  averageTurnaround,
  listActiveProjectsWithLatest,
  listRecentProgress,
  overdueByDueDay,
  sumProgressByStatus,
} from "../db/dashboard";
import type { Db } from "../lib/db";

/** The dashboard shows a handful; "View All" goes to /projects for the rest. */
export const ACTIVE_PROJECTS_LIMIT = 6;

const toDays = (ms: number | null) => (ms === null || ms === undefined ? null : Math.round((ms / DAY_MS) * 10) / 10);

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Every read of the dashboard, as one batch. Whatever the contractor's timezone (UTC-12 to UTC+14), today there
 * is between the UTC dates of now - 12 h and now + 14 h: the overdue read covers that window (ADR 0099).
 */
export const dashboardReads = (db: Db, member: Member, now: Date) =>
  [
    sumProgressByStatus(db, member),
    overdueByDueDay(db, member, utcDate(now.getTime() - 12 * HOUR_MS), utcDate(now.getTime() + 14 * HOUR_MS)),
    averageTurnaround(db, member),
    listRecentProgress(db, member, RECENT_ACTIVITY_LIMIT),
    listActiveProjectsWithLatest(db, member, ACTIVE_PROJECTS_LIMIT),
  ] as const;

/** The company's money: its figures lead, and stand alone in the fields a US company has always read. */
export type CompanyMoney = { currency: string; locale: string };
const US_MONEY: CompanyMoney = { currency: "USD", locale: "en-US" };

export async function getDashboard(
  db: Db,
  user: Member & { timezone: string } & Partial<CompanyMoney>,
  now = new Date(),
) {
  const money = { currency: user.currency ?? US_MONEY.currency, locale: user.locale ?? US_MONEY.locale };
  return shapeDashboard(await db.batch(dashboardReads(db, user, now)), user.timezone, now, money);
}

/** The currencies present, the company's own first (always, even with nothing billed in it), then A-Z. */
function currenciesOf(rows: { currency: string }[], own: string) {
  return [own, ...[...new Set(rows.map((r) => r.currency))].filter((c) => c !== own).sort()];
}

type DashboardRows = BatchResponse<ReturnType<typeof dashboardReads>>;

export function shapeDashboard(
  [byStatus, overdueDays, turnaround, recent, active]: DashboardRows,
  timezone: string,
  now: Date,
  money: CompanyMoney = US_MONEY,
) {
  const today = localDate(timezone, now);
  // Due before today in the contractor's calendar; the "" bucket is due before any timezone's today.
  const overdue = overdueDays.filter((d) => d.bucket < today);
  // Amounts are never added across currencies (issue 33): each figure is one currency's.
  const total = (status: string, currency = money.currency) =>
    byStatus.filter((r) => r.status === status && r.currency === currency).reduce((sum, r) => sum + r.total, 0);
  const count = (status: string) => byStatus.filter((r) => r.status === status).reduce((sum, r) => sum + r.n, 0);
  const cashFlowIn = (currency: string) => ({
    currency,
    pending: total("pending", currency),
    approved: total("approved", currency),
    paid: total("paid", currency),
  });
  const overdueIn = (currency: string) => {
    const days = overdue.filter((d) => d.currency === currency);
    return {
      currency,
      count: days.reduce((sum, d) => sum + d.n, 0),
      amount: days.reduce((sum, d) => sum + d.total, 0),
    };
  };
  const overdueByCurrency = currenciesOf(overdue, money.currency)
    .map(overdueIn)
    .filter((o, i) => i === 0 || o.count > 0);
  return {
    today,
    /** The company's currency and locale: every figure below without its own is in them. */
    currency: money.currency,
    locale: money.locale,
    /** The company's currency's totals (a company billing in one currency: all of them). */
    cashFlow: { pending: total("pending"), approved: total("approved"), paid: total("paid") },
    /** One set of totals per currency billed in, the company's first: what a screen shows when there are several. */
    cashFlowByCurrency: currenciesOf(byStatus, money.currency).map(cashFlowIn),
    /** How many billings stand in each state: a field member's own (what their dashboard shows them, ADR 0144). */
    billingCounts: {
      pending: count("pending"),
      approved: count("approved"),
      paid: count("paid"),
      rejected: count("rejected"),
    },
    overdue: {
      count: overdue.reduce((sum, d) => sum + d.n, 0),
      /** In the company's currency; overdueByCurrency has each currency's. */
      amount: overdueIn(money.currency).amount,
    },
    /** Each currency's overdue billings, the company's first: what a screen shows when there are several. */
    overdueByCurrency,
    turnaround: {
      avgDaysToApproval: toDays(turnaround[0]?.toApprovalMs ?? null),
      avgDaysToPayment: toDays(turnaround[0]?.toPaymentMs ?? null),
    },
    recentActivity: recent.map((p) => ({
      id: p.id,
      projectId: p.projectId,
      projectName: p.projectName,
      progressNumber: p.progressNumber,
      amount: p.amount,
      totalAmount: p.totalAmount,
      currency: p.currency,
      locale: p.locale,
      status: p.status,
      reminderSent: p.reminderSent,
      type: activityType(p.status, p.reminderSent),
      createdAt: p.createdAt,
      billedBy: p.billedBy,
      /** When the event the type names happened: paid, approved, else submitted. */
      occurredAt: (p.status === "paid" ? p.paidAt : p.status === "approved" ? p.approvedAt : null) ?? p.createdAt,
    })),
    // Spec section 3: with no progress yet a project shows pending, $0 and progress #1 on the dashboard.
    activeProjects: active.map((p) => ({
      id: p.id,
      name: p.name,
      clientName: p.clientName,
      clientCompany: p.clientCompany,
      completionPercentage: p.completionPercentage,
      latestProgressId: p.latestProgressId,
      status: p.latestStatus ?? "pending",
      amount: p.latestAmount ?? 0,
      totalAmount: p.latestTotalAmount ?? 0,
      currency: p.latestCurrency ?? money.currency,
      locale: p.latestLocale ?? money.locale,
      progressNumber: p.latestProgressNumber ?? 1,
      dueDate: p.latestDueDate,
    })),
  };
}

export type Dashboard = ReturnType<typeof shapeDashboard>;
