// Query keys of the server data several features read, kept in one place so a write in one feature
// (a submitted progress, a new client) refreshes what the others show. Only features' api/ modules use them.
import { MINUTE_MS } from "#schema/rules/durations";

export const queryKeys = {
  /** Every live client, all pages (the pickers). */
  clients: ["clients"] as const,
  /** The clients screen's cursor pages (ADR 0100); under "clients" so client writes refresh it. */
  clientPages: ["clients", "pages"] as const,
  client: (id: number) => ["clients", "detail", id] as const,
  projects: ["projects"] as const,
  projectList: (clientId?: number) => ["projects", "list", clientId ?? "all"] as const,
  /** The projects screen's cursor pages (ADR 0100). */
  projectPages: ["projects", "pages"] as const,
  project: (id: number) => ["projects", "detail", id] as const,
  projectProgress: (id: number) => ["projects", "detail", id, "progress"] as const,
  progress: ["progress"] as const,
  /** The invoices screen's cursor pages of GET /api/progress (ADR 0100). */
  progressList: ["progress", "list"] as const,
  progressDetail: (id: number) => ["progress", "detail", id] as const,
  /** Under "progress" so every progress write (submit, approve, paid, reminder) refreshes the dashboard. */
  dashboard: ["progress", "dashboard"] as const,
  /** Badges and achievements: refreshed after every successful write (lib/query-client.ts), since most can earn one. */
  badges: ["badges"] as const,
  /** The bell's notifications. */
  notifications: ["notifications"] as const,
  /** GET /api/tax-rates: the company's tax mode, default rate and rates; a tax settings write refreshes it. */
  taxRates: ["tax-rates"] as const,
  /** The plan's status (the subscription page and the dashboard's banner). */
  subscriptionStatus: ["subscription-status"] as const,
};

/** The spec's cache time for the clients, projects and progress lists. */
export const LIST_STALE_MS = MINUTE_MS;
