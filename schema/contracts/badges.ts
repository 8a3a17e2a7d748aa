// The badge catalogue (badge-catalogue.ts, zod-free) and the achievement calls' inputs.
// The worker owns when a badge is earned (worker/services/achievements/rules.ts); this file owns how it reads.
import { z } from "zod";
import { BADGE_CATEGORIES } from "./badge-catalogue";

export * from "./badge-catalogue";

/** POST /api/user/check-achievement. actionValue is accepted for the spec's sake and never trusted: the server counts. */
export const CheckAchievementSchema = z.object({
  category: z.enum(BADGE_CATEGORIES, { error: "Unknown badge category" }),
  actionValue: z.number().int().min(0).max(1_000_000).default(1),
});
export type CheckAchievement = z.input<typeof CheckAchievementSchema>;
