// requireUser: the signed-in user on the context, or 401.
import { createMiddleware } from "hono/factory";
import { unauthorized } from "../lib/errors";
import { readSession } from "../services/sessions";
import type { AppEnv } from "../types";

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c, c.var.db, c.env.SESSION_SECRET);
  if (!session) throw unauthorized();
  c.set("user", session.user);
  c.set("sessionId", session.sid);
  c.set("authenticatedAt", session.authenticatedAt);
  await next();
});
