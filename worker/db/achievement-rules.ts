// When each badge is earned: a count over the user's own rows (one scalar subquery) and the count that unlocks it.
// worker/db/achievements.ts turns one into a single batchable SQL statement; services/achievements picks which.
import { type SQL, sql } from "drizzle-orm";
import type { BadgeCode } from "#schema/contracts/badges";
import { DAY_MS } from "#schema/rules/durations";
import { schema } from "../lib/db";

const { clients, meetings, nudgeHistory, progress, projects } = schema;

/** What a rule counts for user `userId`, as one scalar subquery evaluated inside the batch that earns it. */
export type Metric = (userId: number) => SQL;

const paid = (userId: number) => sql`${progress.submittedBy} = ${userId} AND ${progress.status} = 'paid'`;

export const METRICS = {
  clients: (u) => sql`(SELECT count(*) FROM ${clients} WHERE ${clients.userId} = ${u})`,
  projects: (u) => sql`(SELECT count(*) FROM ${projects} WHERE ${projects.userId} = ${u})`,
  progressWithPhotos: (u) =>
    sql`(SELECT count(*) FROM ${progress} WHERE ${progress.submittedBy} = ${u} AND json_array_length(${progress.photos}) > 0)`,
  // Approved and later paid both passed through a client's approval; rejected never did.
  approvals: (u) =>
    sql`(SELECT count(*) FROM ${progress} WHERE ${progress.submittedBy} = ${u} AND ${progress.status} IN ('approved', 'paid'))`,
  payments: (u) => sql`(SELECT count(*) FROM ${progress} WHERE ${paid(u)})`,
  paidWithin7Days: (u) =>
    sql`(SELECT count(*) FROM ${progress} WHERE ${paid(u)} AND ${progress.approvedAt} IS NOT NULL AND ${progress.paidAt} - ${progress.approvedAt} <= ${7 * DAY_MS})`,
  /** Integer cents. */
  collectedCents: (u) => sql`(SELECT coalesce(sum(${progress.amount}), 0) FROM ${progress} WHERE ${paid(u)})`,
  // A reminder counts once its messages were handed to the delivery layer (the row is settled successful).
  reminders: (u) =>
    sql`(SELECT count(*) FROM ${nudgeHistory} WHERE ${nudgeHistory.userId} = ${u} AND ${nudgeHistory.success} = 1)`,
  meetings: (u) => sql`(SELECT count(*) FROM ${meetings} WHERE ${meetings.userId} = ${u})`,
} satisfies Record<string, Metric>;
export type MetricName = keyof typeof METRICS;

/** The badge unlocks when the metric reaches `target`; below it, progress is the share reached (0-100). */
export type Rule = { metric: MetricName; target: number };

export const RULES: Record<BadgeCode, Rule> = {
  first_progress_photos: { metric: "progressWithPhotos", target: 1 },
  first_approval: { metric: "approvals", target: 1 },
  first_client: { metric: "clients", target: 1 },
  clients_5: { metric: "clients", target: 5 },
  clients_25: { metric: "clients", target: 25 },
  first_project: { metric: "projects", target: 1 },
  projects_10: { metric: "projects", target: 10 },
  projects_50: { metric: "projects", target: 50 },
  first_payment: { metric: "payments", target: 1 },
  payments_5: { metric: "payments", target: 5 },
  payments_25: { metric: "payments", target: 25 },
  paid_within_7_days: { metric: "paidWithin7Days", target: 1 },
  collected_10k: { metric: "collectedCents", target: 1_000_000 },
  collected_50k: { metric: "collectedCents", target: 5_000_000 },
  collected_100k: { metric: "collectedCents", target: 10_000_000 },
  first_meeting: { metric: "meetings", target: 1 },
  meetings_10: { metric: "meetings", target: 10 },
  first_reminder: { metric: "reminders", target: 1 },
  reminders_25: { metric: "reminders", target: 25 },
};
