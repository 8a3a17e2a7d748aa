// /api/account/security: re-authentication, password change, passkeys and the TOTP second factor.
// Every change here needs a recent proof of identity (requireRecentAuth), and tells the contractor (security events).
import { Hono } from "hono";
import {
  ChangePasswordSchema,
  PasskeyIdParamSchema,
  PasskeyRegisterSchema,
  ReauthenticateSchema,
  type SecuritySummary,
  SessionIdParamSchema,
  TotpConfirmSchema,
} from "#schema/contracts";
import { AppError } from "../lib/errors";
import { clientIp, userAgent } from "../lib/request";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/auth";
import { requireRecentAuth } from "../middleware/recent-auth";
import { changePassword, checkCredentials, INVALID_LOGIN } from "../services/accounts";
import { activeSessions, endOtherSessions, endSessionById } from "../services/active-sessions";
import { assertLoginAllowed, noteLoginFailure } from "../services/login-rate-limit";
import {
  beginPasskeyRegistration,
  finishPasskeyRegistration,
  passkeysOf,
  relyingPartyOf,
  removePasskey,
} from "../services/passkeys";
import { markSessionAuthenticated } from "../services/sessions";
import { beginTwoFactor, confirmTwoFactor, disableTwoFactor, twoFactorSummary } from "../services/two-factor";
import type { AppEnv } from "../types";

export const accountSecurityRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { db, user } = c.var;
    const [passkeys, twoFactor] = await Promise.all([passkeysOf(db, user.id), twoFactorSummary(db, user.id)]);
    return c.json<SecuritySummary>({ passkeys, twoFactor, authenticatedAt: c.var.authenticatedAt.toISOString() }, 200);
  })
  .post("/reauthenticate", validate("json", ReauthenticateSchema), async (c) => {
    const { db, user } = c.var;
    const ip = clientIp(c);
    // Same throttle as sign-in: a stolen session cannot be used to guess the password.
    await assertLoginAllowed(db, user.username, ip);
    if (!(await checkCredentials(db, user.username, c.req.valid("json").password))) {
      await noteLoginFailure(db, user.username, ip);
      throw new AppError("UNAUTHORIZED", INVALID_LOGIN);
    }
    const now = new Date();
    await markSessionAuthenticated(db, c.var.sessionId, now);
    return c.json({ authenticatedAt: now.toISOString() }, 200);
  })
  .post("/password", requireRecentAuth, validate("json", ChangePasswordSchema), async (c) => {
    const { db, user, sessionId } = c.var;
    const { newPassword, signOutOtherSessions } = c.req.valid("json");
    await changePassword(c.env, db, user, sessionId, newPassword, signOutOtherSessions);
    return c.json({ ok: true as const }, 200);
  })
  .post("/passkeys/options", requireRecentAuth, async (c) =>
    c.json(await beginPasskeyRegistration(c.var.db, c.var.user, relyingPartyOf(c.env, c.req.url)), 200),
  )
  .post("/passkeys", requireRecentAuth, validate("json", PasskeyRegisterSchema), async (c) => {
    const passkey = await finishPasskeyRegistration(
      c.env,
      c.var.db,
      c.var.user,
      relyingPartyOf(c.env, c.req.url),
      c.req.valid("json"),
      userAgent(c),
    );
    return c.json(passkey, 201);
  })
  .delete("/passkeys/:id", requireRecentAuth, validate("param", PasskeyIdParamSchema), async (c) => {
    await removePasskey(c.env, c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .post("/two-factor/setup", requireRecentAuth, async (c) =>
    c.json(await beginTwoFactor(c.env, c.var.db, c.var.user), 200),
  )
  .post("/two-factor/confirm", requireRecentAuth, validate("json", TotpConfirmSchema), async (c) =>
    c.json(await confirmTwoFactor(c.env, c.var.db, c.var.user, c.req.valid("json").code), 200),
  )
  .delete("/two-factor", requireRecentAuth, async (c) => {
    await disableTwoFactor(c.env, c.var.db, c.var.user);
    return c.json({ ok: true as const }, 200);
  })
  // Signing devices out only ever protects the account: no re-authentication needed.
  .get("/sessions", async (c) => c.json(await activeSessions(c.var.db, c.var.user.id, c.var.sessionId), 200))
  .post("/sessions/sign-out-others", async (c) => {
    await endOtherSessions(c.var.db, c.var.user.id, c.var.sessionId);
    return c.json({ ok: true as const }, 200);
  })
  .delete("/sessions/:id", validate("param", SessionIdParamSchema), async (c) => {
    await endSessionById(c.var.db, c.var.user.id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });
