// Badge and achievement queries: the catalogue upsert, the batchable award statement, and the user's own rows.
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { BADGE_CATALOGUE, type BadgeCode, type BadgeDefinition } from "#schema/contracts/badges";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";
import { METRICS, RULES } from "./achievement-rules";

const { badges, userAchievements } = schema;

const definitionOf = (code: BadgeCode) => BADGE_CATALOGUE.find((b) => b.code === code)!;

const rowOf = (b: BadgeDefinition) => ({
  code: b.code,
  name: b.name,
  description: b.description,
  icon: b.icon,
  category: b.category,
  level: b.level,
  displayOrder: b.displayOrder,
});

// D1 allows 100 bound parameters per statement; a badge row takes 7.
const ROWS_PER_INSERT = 12;

/**
 * Makes sure these badges exist, leaving existing rows alone: the award statements that follow in the same batch
 * find their badge even on a database that has never had the catalogue synced (ADR 0050).
 */
export function ensureBadgeStatements(db: Db, codes: readonly BadgeCode[]) {
  const rows = codes.map((c) => rowOf(definitionOf(c)));
  const chunks = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) chunks.push(rows.slice(i, i + ROWS_PER_INSERT));
  return chunks.map((chunk) => db.insert(badges).values(chunk).onConflictDoNothing({ target: badges.code }));
}

/** Upserts one catalogue entry by code, writing only when something the catalogue owns has changed. */
export const upsertBadge = (db: Db, b: BadgeDefinition) =>
  db
    .insert(badges)
    .values(rowOf(b))
    .onConflictDoUpdate({
      target: badges.code,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        category: sql`excluded.category`,
        level: sql`excluded.level`,
        displayOrder: sql`excluded.display_order`,
      },
      setWhere: sql`${badges.name} IS NOT excluded.name OR ${badges.description} IS NOT excluded.description OR ${badges.icon} IS NOT excluded.icon OR ${badges.category} IS NOT excluded.category OR ${badges.level} IS NOT excluded.level OR ${badges.displayOrder} IS NOT excluded.display_order`,
    });

/**
 * ONE statement that (re)computes badge `code` for `userId` from the user's rows and records it: progress 0-100,
 * never lowered (deleting a client does not take a badge back), isNew raised and awardedAt set only at the moment
 * it crosses 100. Nothing is written below 1%. RETURNING gives the rows it moved, so a caller can tell "just
 * unlocked" (progress 100 returned) from "already had it" (nothing returned).
 *
 * Being one statement, it joins any db.batch: the award commits or rolls back with the event that earned it.
 */
export function awardStatement(db: Db, userId: number, code: BadgeCode) {
  const { metric, target } = RULES[code];
  // D1 may bind a JS number as REAL: the cast keeps progress a whole percentage, rounded down (99.99% is not 100).
  const share = sql`min(100, cast((${METRICS[metric](userId)}) * 100 / ${target} as integer))`;
  const now = sql`cast(unixepoch('subsec') * 1000 as integer)`;
  // drizzle's INSERT ... SELECT names every column in table order, so the SELECT supplies them by name, in that order.
  const values: Record<keyof typeof userAchievements.$inferSelect, SQL> = {
    id: sql`NULL`,
    userId: sql`${userId}`,
    badgeId: sql`b.id`,
    awardedAt: sql`CASE WHEN s.p >= 100 THEN ${now} END`,
    progress: sql`s.p`,
    isNew: sql`s.p >= 100`,
  };
  const selected = Object.keys(getTableColumns(userAchievements)).map((k) => values[k as keyof typeof values]);
  const crossed = sql`excluded.progress >= 100`;
  return (
    db
      .insert(userAchievements)
      // The SELECT's WHERE also tells SQLite's parser that ON CONFLICT belongs to the INSERT (an upsert quirk).
      .select(
        sql`SELECT ${sql.join(selected, sql`, `)} FROM ${badges} AS b, (SELECT ${share} AS p) AS s WHERE b.code = ${code} AND s.p > 0`,
      )
      .onConflictDoUpdate({
        target: [userAchievements.userId, userAchievements.badgeId],
        set: {
          progress: sql`excluded.progress`,
          // Only reached when progress rises, so reaching 100 here means it crossed 100 just now.
          isNew: sql`CASE WHEN ${crossed} THEN 1 ELSE ${userAchievements.isNew} END`,
          awardedAt: sql`CASE WHEN ${crossed} THEN excluded.awarded_at ELSE ${userAchievements.awardedAt} END`,
        },
        setWhere: sql`excluded.progress > ${userAchievements.progress}`,
      })
      .returning({ progress: userAchievements.progress })
  );
}

/** Every statement an event appends to its batch: its badges made sure of, then each one evaluated. */
export const awardStatements = (db: Db, userId: number, codes: readonly BadgeCode[]) => [
  ...ensureBadgeStatements(db, codes),
  ...codes.map((code) => awardStatement(db, userId, code)),
];

export const listBadges = (db: Db) => db.select().from(badges).orderBy(asc(badges.displayOrder), asc(badges.id));

export const listUserAchievements = (db: Db, userId: number) =>
  db
    .select({
      id: userAchievements.id,
      badgeId: userAchievements.badgeId,
      progress: userAchievements.progress,
      isNew: userAchievements.isNew,
      awardedAt: userAchievements.awardedAt,
    })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId))
    .orderBy(asc(userAchievements.id));

/** Clears isNew on the user's own achievement; another user's id matches nothing. */
export const markAchievementRead = (db: Db, userId: number, id: number) =>
  db
    .update(userAchievements)
    .set({ isNew: false })
    .where(and(eq(userAchievements.id, id), eq(userAchievements.userId, userId)))
    .returning({ id: userAchievements.id })
    .get();

/** Marks every achievement of the user as seen (a demo account's badges are history, not news). */
export const markAllAchievementsRead = (db: Db, userId: number) =>
  db.update(userAchievements).set({ isNew: false }).where(eq(userAchievements.userId, userId));

export const findBadgesByCode = (db: Db, codes: string[]) =>
  db.select({ id: badges.id, code: badges.code }).from(badges).where(inArray(badges.code, codes));
