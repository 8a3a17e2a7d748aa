// The badge states /achievements and the unlocked dialog read from GET /api/badges.
import { describe, expect, it } from "vitest";
import { type BadgesData, badgeViews, newlyUnlocked, summarize } from "#web/features/achievements/api/achievements";

const badge = (id: number, code: string, category = "clients") => ({
  id,
  code,
  name: code,
  description: `${code} description`,
  icon: "users" as const,
  category: category as "clients",
  level: 1,
  displayOrder: id,
});

const data: BadgesData = {
  badges: [badge(1, "first_client"), badge(2, "clients_5"), badge(3, "first_project", "projects"), badge(4, "late")],
  achievements: [
    { id: 10, badgeId: 1, progress: 100, isNew: true, awardedAt: "2026-11-22T10:00:00.000Z" },
    { id: 11, badgeId: 2, progress: 40, isNew: false, awardedAt: null },
    { id: 12, badgeId: 4, progress: 100, isNew: true, awardedAt: "2026-11-21T10:00:00.000Z" },
    // An achievement of a badge that is no longer in the catalogue is ignored.
    { id: 13, badgeId: 99, progress: 100, isNew: true, awardedAt: "2026-11-20T10:00:00.000Z" },
  ],
} as BadgesData;

describe("badge views", () => {
  it("reads locked, in progress and unlocked from progress (100 unlocks, above 0 is in progress)", () => {
    const states = Object.fromEntries(badgeViews(data).map((v) => [v.code, [v.state, v.progress]]));
    expect(states).toEqual({
      first_client: ["unlocked", 100],
      clients_5: ["in-progress", 40],
      first_project: ["locked", 0],
      late: ["unlocked", 100],
    });
  });

  it("summarizes overall progress as the average, with unlocked and in-progress counts", () => {
    expect(summarize(badgeViews(data))).toEqual({ unlocked: 2, inProgress: 1, total: 4, overall: 60 });
    expect(summarize([])).toEqual({ unlocked: 0, inProgress: 0, total: 0, overall: 0 });
  });

  it("announces only new, unlocked achievements of known badges, oldest first", () => {
    expect(newlyUnlocked(data).map((v) => v.achievement!.id)).toEqual([12, 10]);
    const read = { ...data, achievements: data.achievements.map((a) => ({ ...a, isNew: false })) };
    expect(newlyUnlocked(read)).toEqual([]);
  });
});
