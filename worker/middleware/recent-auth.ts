// Sensitive account changes (password, passkeys, second factor) need a recent proof of identity (ASVS V6.1, V7.5).
import { createMiddleware } from "hono/factory";
import { MINUTE_MS } from "#schema/rules/durations";
import { AppError } from "../lib/errors";
import type { AppEnv } from "../types";

export const RECENT_AUTH_MS = 10 * MINUTE_MS;
export const REAUTH_REQUIRED = "Please confirm it's you: enter your password again to continue.";

/** After requireUser. Answers 403 with code REAUTH_REQUIRED when the session's last proof is too old. */
export const requireRecentAuth = createMiddleware<AppEnv>(async (c, next) => {
  if (Date.now() - c.var.authenticatedAt.getTime() > RECENT_AUTH_MS) {
    throw new AppError("REAUTH_REQUIRED", REAUTH_REQUIRED);
  }
  await next();
});
