// The plans by id and name, and the trial every company starts on: all a screen needs to name a plan or tell the
// subscription's state. Apart from plans.ts (prices, quotas, checkout codes) so the dashboard's banner and its
// room do not load the price table (ADR 0169); plans.ts builds on these.

export const PLAN_IDS = ["solo", "starter", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId);

export const PLAN_NAMES: Record<PlanId, string> = {
  solo: "Solo Contractor",
  starter: "Starter Package",
  professional: "Professional Package",
  enterprise: "Enterprise",
};

/** New accounts start here, without a card. */
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN_ID: PlanId = "professional";
