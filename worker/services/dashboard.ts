// The dashboard in one D1 round trip: cash flow totals, what is overdue, turnaround times, activity, active projects.
import { activityType, RECENT_ACTIVITY_LIMIT } from "../../schema/contracts";
import { DAY_MS, localDate } from "../../schema/rules/time";
import {
  averageTurnaround,
  listActiveProjectsWithLatest,
  listRecentProgress,
  summarizeOverdue,
  sumProgressByStatus,
} from "../db/dashboard";
import type { Db } from "../lib/db";

/** The dashboard shows a handful; "View All" goes to /projects for the rest. */
export const ACTIVE_PROJECTS_LIMIT = 6;

const toDays = (ms: number | null) => (ms === null || ms === undefined ? null : Math.round((ms / DAY_MS) * 10) / 10);

export async function getDashboard(db: Db, user: { id: number; timezone: string }, now = new Date()) {
  const today = localDate(user.timezone, now);
  const [byStatus, overdue, turnaround, recent, active] = await db.batch([
    sumProgressByStatus(db, user.id),
    summarizeOverdue(db, user.id, today),
    averageTurnaround(db, user.id),
    listRecentProgress(db, user.id, RECENT_ACTIVITY_LIMIT),
    listActiveProjectsWithLatest(db, user.id, ACTIVE_PROJECTS_LIMIT),
  ]);

  const total = (status: string) => byStatus.find((r) => r.status === status)?.total ?? 0;
  return {
    today,
    cashFlow: { pending: total("pending"), approved: total("approved"), paid: total("paid") },
    overdue: { count: overdue[0]?.n ?? 0, amount: overdue[0]?.total ?? 0 },
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
      status: p.status,
      reminderSent: p.reminderSent,
      type: activityType(p.status, p.reminderSent),
      createdAt: p.createdAt,
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
      progressNumber: p.latestProgressNumber ?? 1,
      dueDate: p.latestDueDate,
    })),
  };
}

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;
