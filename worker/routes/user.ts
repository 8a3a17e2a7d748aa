// GET /api/user (401 when signed out) and PUT /api/user/profile.
import { Hono } from "hono";
import { ProfileSchema } from "../../schema/contracts";
import { requireUser } from "../middleware/auth";
import { validate } from "../lib/validate";
import { toPublicUser, updateProfile } from "../services/accounts";
import type { AppEnv } from "../types";

export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", (c) => c.json(toPublicUser(c.var.user), 200))
  .put("/profile", validate("json", ProfileSchema), async (c) => {
    const user = await updateProfile(c.var.db, c.var.user.id, c.req.valid("json"));
    return c.json(toPublicUser(user), 200);
  });
