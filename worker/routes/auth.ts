// POST /api/register, /api/login (+ its second step and passkey sign-in), /api/logout.
import { Hono } from "hono";
import { LoginSchema, PasskeyLoginSchema, RegisterSchema, SecondFactorSchema } from "#schema/contracts";
import { appLanguageFrom } from "#schema/i18n/app-language";
import { DEFAULT_COUNTRY } from "#schema/rules/phones";
import { AppError } from "../lib/errors";
import { clientIp } from "../lib/request";
import { tokenShard, unwrapToken, wrapToken } from "../lib/shards";
import { validate } from "../lib/validate";
import { openShard } from "../middleware/shard";
import { deviceOf, isKnownDevice } from "../security/devices";
import { LIMITS, limitPerAddress } from "../security/rate-limit";
import { checkCredentials, INVALID_LOGIN, normalizeUsername, registerUser, toPublicUser } from "../services/accounts";
import { placeCompany, shardOfMovedLink, shardOfUsername } from "../services/directory";
import {
  assertLoginAllowed,
  noteLoginFailure,
  noteLoginSuccess,
  UNDER_ATTACK_MESSAGE,
} from "../services/login-rate-limit";
import { beginPasskeyLogin, finishPasskeyLogin, relyingPartyOf } from "../services/passkeys";
import { issueSecondFactorTicket, redeemSecondFactorTicket } from "../services/second-factor-tickets";
import { endSession } from "../services/sessions";
import { completeSignIn } from "../services/sign-in";
import { isTwoFactorOn, verifySecondFactor } from "../services/two-factor";
import type { AppEnv } from "../types";

/** How long the second step of a sign-in may take after the password was right. */
export const SECOND_FACTOR_FAILED = "That code was not accepted. Please sign in again.";

export const authRoutes = new Hono<AppEnv>()
  .post("/register", limitPerAddress(LIMITS.register), validate("json", RegisterSchema), async (c) => {
    const input = c.req.valid("json");
    // Placed once, here (ADR 0185): the company's country decides its shard's jurisdiction.
    openShard(c, await placeCompany(c.env, input.country ?? DEFAULT_COUNTRY));
    // The browser's languages decide when the form did not say (ADR 0195).
    const language = input.language ?? appLanguageFrom(c.req.header("accept-language"));
    const user = await registerUser(c.var.db, { ...input, language }, c.env.ADMIN_USERNAME, c.env);
    await completeSignIn(c, c.var.db, user, { firstDevice: true });
    return c.json(toPublicUser(user), 201);
  })
  .post("/login", validate("json", LoginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const name = normalizeUsername(username);
    // The username's shard, from the directory (ADR 0185); the session then names it.
    openShard(c, await shardOfUsername(c.env, name));
    const db = c.var.db;
    const ip = clientIp(c);
    const standing = await assertLoginAllowed(db, name, ip);
    const user = await checkCredentials(db, name, password);
    if (!user) {
      await noteLoginFailure(db, name, ip);
      throw new AppError("UNAUTHORIZED", INVALID_LOGIN);
    }
    // Under a many-address attack, the right password still works from a device this account knows.
    if (standing.underAttack && !(await isKnownDevice(db, user.id, (await deviceOf(c)).hash))) {
      throw new AppError("RATE_LIMITED", UNDER_ATTACK_MESSAGE);
    }
    await noteLoginSuccess(db, name, ip);
    if (await isTwoFactorOn(db, user.id)) {
      // No session yet: the password was right, the code comes next, against a single-use ticket.
      const ticket = wrapToken(c.var.shard, await issueSecondFactorTicket(db, user.id));
      return c.json({ secondFactorRequired: true as const, ticket }, 200);
    }
    await completeSignIn(c, db, user);
    return c.json(toPublicUser(user), 200);
  })
  .post("/login/second-factor", validate("json", SecondFactorSchema), async (c) => {
    const { ticket, code } = c.req.valid("json");
    // The ticket names the shard that issued it.
    const shard = tokenShard(ticket);
    openShard(c, shard);
    let user = await redeemSecondFactorTicket(c.var.db, unwrapToken(shard, ticket));
    // Its company moved since the password step: the ticket was forwarded to the new shard (ADR 0234).
    const movedTo = user ? null : await shardOfMovedLink(c.env, ticket);
    if (movedTo && movedTo !== shard) {
      openShard(c, movedTo);
      user = await redeemSecondFactorTicket(c.var.db, unwrapToken(shard, ticket));
    }
    const db = c.var.db;
    if (!user) throw new AppError("UNAUTHORIZED", SECOND_FACTOR_FAILED);
    if (!(await verifySecondFactor(c.env, db, user.id, code))) {
      // A wrong code counts as a failed sign-in, so guessing codes is throttled like guessing passwords.
      await noteLoginFailure(db, user.username, clientIp(c));
      throw new AppError("UNAUTHORIZED", SECOND_FACTOR_FAILED);
    }
    await completeSignIn(c, db, user);
    return c.json(toPublicUser(user), 200);
  })
  .post("/login/passkey/options", async (c) =>
    c.json(await beginPasskeyLogin(c.var.db, relyingPartyOf(c.env, c.req.url)), 200),
  )
  .post("/login/passkey", validate("json", PasskeyLoginSchema), async (c) => {
    // A passkey is possession plus the device's own biometric or PIN: a full sign-in with no code step.
    const user = await finishPasskeyLogin(c.var.db, relyingPartyOf(c.env, c.req.url), c.req.valid("json"));
    await completeSignIn(c, c.var.db, user);
    return c.json(toPublicUser(user), 200);
  })
  .post("/logout", async (c) => {
    await endSession(c, c.var.db, c.env.SESSION_SECRET);
    return c.json({ ok: true as const }, 200);
  });
