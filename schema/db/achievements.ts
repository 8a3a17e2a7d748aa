// Badges and what each user has earned of them.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { BADGE_CATEGORIES, BADGE_ICONS } from "../contracts/badges";
import { createdAt, timestamp } from "./columns";
import { users } from "./users";

// The lists live with the catalogue (shared with the web, which must not load drizzle).
export { BADGE_CATEGORIES, BADGE_ICONS };

export const badges = sqliteTable("badges", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** Stable code the server awards by (e.g. "first_client"). */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  icon: text("icon", { enum: BADGE_ICONS }).notNull(),
  category: text("category", { enum: BADGE_CATEGORIES }).notNull(),
  level: integer("level").notNull().default(1),
  displayOrder: integer("display_order").notNull().default(0),
  createdAt: createdAt(),
});

export const userAchievements = sqliteTable(
  "user_achievements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badgeId: integer("badge_id")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
    awardedAt: timestamp("awarded_at"),
    /** 0-100; 100 means unlocked. */
    progress: integer("progress").notNull().default(0),
    isNew: integer("is_new", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [
    uniqueIndex("user_achievements_user_badge_uq").on(t.userId, t.badgeId),
    index("user_achievements_user_idx").on(t.userId),
  ],
);
