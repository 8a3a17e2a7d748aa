// The dashboard's one read: totals, overdue, turnaround, recent activity and active projects (GET /api/dashboard).
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "#web/lib/api";
import { queryKeys } from "#web/lib/query-keys";

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => unwrap(api.dashboard.$get()),
  // Home is where a contractor checks what changed: show the cached answer at once, refresh it on every visit.
  // An answer seconds old (the one a cold start's document arrived with, ADR 0110) is not fetched again.
  staleTime: 5_000,
});

export type Dashboard = Awaited<ReturnType<typeof dashboardQuery.queryFn & {}>>;
export type ActivityItem = Dashboard["recentActivity"][number];
export type ActiveProject = Dashboard["activeProjects"][number];

/** Where a project card goes: its latest billing's Payment Status screen, or the project when it has none. */
export const activeProjectLink = (p: Pick<ActiveProject, "id" | "latestProgressId">) =>
  p.latestProgressId ? `/progress/${p.latestProgressId}` : `/project/${p.id}`;

/**
 * One figure per currency, the company's first, joined ("£1,200 · $500"): amounts in two currencies are never added
 * (issue 33). A currency with nothing in it is left out unless it is the only one.
 */
export function perCurrency(
  groups: { currency?: string; minor: number }[],
  locale: string | undefined,
  format: (minor: number, currency?: string, locale?: string) => string,
) {
  const shown = groups.filter((g, i) => g.minor !== 0 || (i === 0 && groups.every((o) => o.minor === 0)));
  return shown.map((g) => format(g.minor, g.currency, locale)).join(" · ");
}

/** Rounded whole-percent shares of the total (the spec's proportional bar); all zero when nothing is billed. */
export function cashFlowShares(totals: { pending: number; approved: number; paid: number }) {
  const sum = totals.pending + totals.approved + totals.paid;
  const share = (v: number) => (sum > 0 ? Math.round((v / sum) * 100) : 0);
  return { total: sum, pending: share(totals.pending), approved: share(totals.approved), paid: share(totals.paid) };
}
