// Which badges each kind of event can move (the counts and targets are in worker/db/achievement-rules.ts).
import { BADGE_CATALOGUE, type BadgeCategory, type BadgeCode } from "#schema/contracts/badges";
import { type MetricName, RULES } from "../../db/achievement-rules";

export { METRICS, type MetricName, RULES, type Rule } from "../../db/achievement-rules";

/** The badges each kind of event can move. A service appends exactly these to the batch of its event. */
const byMetric = (...metrics: MetricName[]) =>
  BADGE_CATALOGUE.filter((b) => metrics.includes(RULES[b.code].metric)).map((b) => b.code as BadgeCode);

export const EARNED_BY = {
  clientCreated: byMetric("clients"),
  projectCreated: byMetric("projects"),
  progressSubmitted: byMetric("progressWithPhotos"),
  progressApproved: byMetric("approvals"),
  progressPaid: byMetric("payments", "paidWithin7Days", "collectedCents"),
  reminderSent: byMetric("reminders"),
  meetingCreated: byMetric("meetings"),
} satisfies Record<string, BadgeCode[]>;

export const codesInCategory = (category: BadgeCategory): BadgeCode[] =>
  BADGE_CATALOGUE.filter((b) => b.category === category).map((b) => b.code);
