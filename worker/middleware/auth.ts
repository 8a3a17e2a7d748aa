// requireUser: the signed-in user on the context, or 401; and the route's permission for their role, or 403.
import { createMiddleware } from "hono/factory";
import { unauthorized } from "../lib/errors";
import { readSession } from "../services/sessions";
import type { AppEnv } from "../types";
import { permitted } from "./permissions";

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c, c.var.db, c.env.SESSION_SECRET);
  if (!session) throw unauthorized();
  permitted(c, session.user);
  c.set("user", session.user);
  c.set("sessionId", session.sid);
  c.set("authenticatedAt", session.authenticatedAt);
  await next();
});
