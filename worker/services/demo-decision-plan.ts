// Which demo billings get decided, how, and when (data only: scripts/seed.mjs imports it under Node's type stripping).

/**
 * The demo billings that scripts/seed.mjs inserts as pending and this module then decides, each a number of days
 * after its submission. seed.mjs imports this list, so the two never disagree.
 */
export const DEMO_DECISIONS = [
  { project: "Alvarez Duplex Repipe", number: 1, outcome: "paid", decidedAfterDays: 1, paidAfterDays: 9 },
  { project: "Alvarez Duplex Repipe", number: 2, outcome: "paid", decidedAfterDays: 1, paidAfterDays: 9 },
  { project: "Webb Kitchen Rewire", number: 1, outcome: "approved", decidedAfterDays: 1 },
  {
    project: "Northgate Dental HVAC Replacement",
    number: 1,
    outcome: "rejected",
    decidedAfterDays: 1,
    reason: "Unit 2 curb is not sealed yet; bill once both units run.",
  },
] as const;
