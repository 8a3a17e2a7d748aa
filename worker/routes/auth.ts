// POST /api/register, /api/login, /api/logout.
import { Hono } from "hono";
import { LoginSchema, RegisterSchema } from "../../schema/contracts";
import { AppError } from "../lib/errors";
import { clientIp } from "../lib/request";
import { validate } from "../lib/validate";
import { checkCredentials, INVALID_LOGIN, normalizeUsername, registerUser, toPublicUser } from "../services/accounts";
import { assertLoginAllowed, noteLoginFailure, noteLoginSuccess } from "../services/login-rate-limit";
import { endSession, startSession } from "../services/sessions";
import type { AppEnv } from "../types";

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", RegisterSchema), async (c) => {
    const user = await registerUser(c.var.db, c.req.valid("json"), c.env.ADMIN_USERNAME);
    await startSession(c, c.var.db, c.env.SESSION_SECRET, user.id);
    return c.json(toPublicUser(user), 201);
  })
  .post("/login", validate("json", LoginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const name = normalizeUsername(username);
    const ip = clientIp(c);
    await assertLoginAllowed(c.var.db, name, ip);
    const user = await checkCredentials(c.var.db, name, password);
    if (!user) {
      await noteLoginFailure(c.var.db, name, ip);
      throw new AppError("UNAUTHORIZED", INVALID_LOGIN);
    }
    await noteLoginSuccess(c.var.db, name);
    await startSession(c, c.var.db, c.env.SESSION_SECRET, user.id);
    return c.json(toPublicUser(user), 200);
  })
  .post("/logout", async (c) => {
    await endSession(c, c.var.db, c.env.SESSION_SECRET);
    return c.json({ ok: true as const }, 200);
  });
