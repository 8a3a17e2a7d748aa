// A user's badges: the list with their achievements, re-evaluation on request, and marking one read.
import { ACHIEVEMENT_NOT_FOUND, type BadgeCategory } from "#schema/contracts/badges";
import { awardStatements, listUserAchievements, markAchievementRead } from "../../db/achievements";
import type { Db } from "../../lib/db";
import { notFound } from "../../lib/errors";
import { loadCatalogue } from "./catalogue";
import { codesInCategory } from "./rules";

/** GET /api/badges: every badge, and this user's achievements (only theirs). */
export async function getBadges(db: Db, userId: number) {
  const badges = await loadCatalogue(db);
  const shown = new Set(badges.map((b) => b.id));
  const achievements = (await listUserAchievements(db, userId)).filter((a) => shown.has(a.badgeId));
  return {
    badges: badges.map(({ createdAt: _c, ...b }) => b),
    achievements: achievements.map((a) => ({ ...a, awardedAt: a.awardedAt?.toISOString() ?? null })),
  };
}

/**
 * POST /api/user/check-achievement: re-evaluates the category's badges from the database, nothing else. What the
 * caller claims (actionValue) is never counted, so a forged call can only award what the user's rows already earned
 * (for example a badge whose event batch predates it). `awarded` is true when a badge unlocked just now.
 */
export async function checkAchievements(db: Db, userId: number, category: BadgeCategory) {
  const [first, ...rest] = awardStatements(db, userId, codesInCategory(category));
  if (!first) return { awarded: false };
  const results = await db.batch([first, ...rest]);
  const awarded = results.some(
    (rows) => Array.isArray(rows) && rows.some((r) => (r as { progress?: number }).progress === 100),
  );
  return { awarded };
}

/** POST /api/user/achievements/{id}/read: clears isNew. Another user's id is a 404. */
export async function readAchievement(db: Db, userId: number, id: number) {
  const row = await markAchievementRead(db, userId, id);
  if (!row) throw notFound(ACHIEVEMENT_NOT_FOUND);
  return { id: row.id, isNew: false };
}
