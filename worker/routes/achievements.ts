// GET /api/badges, POST /api/user/check-achievement and POST /api/user/achievements/{id}/read.
import { Hono } from "hono";
import { IdParamSchema } from "#schema/contracts";
import { CheckAchievementSchema } from "#schema/contracts/badges";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { checkAchievements, getBadges, readAchievement } from "../services/achievements/achievements";
import type { AppEnv } from "../types";

export const achievementRoutes = new Hono<AppEnv>()
  .get("/badges", requireUser, async (c) => c.json(await getBadges(c.var.db, c.var.user.id), 200))
  .post("/user/check-achievement", requireUser, validate("json", CheckAchievementSchema), async (c) =>
    c.json(await checkAchievements(c.var.db, c.var.user.id, c.req.valid("json").category), 200),
  )
  .post("/user/achievements/:id/read", requireUser, validate("param", IdParamSchema), async (c) =>
    c.json(await readAchievement(c.var.db, c.var.user.id, c.req.valid("param").id), 200),
  );
