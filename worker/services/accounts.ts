// Registration, login and profile rules.

import type { Profile, Register } from "../../schema/contracts";
import { trialEndsAt } from "../../schema/contracts/entitlements";
import { PUBLIC_USER_FIELDS, type PublicUserField } from "../../schema/contracts/public-user";
import { revokeOtherSessions } from "../db/sessions";
import { findUserById, findUserByUsername, insertUser, setPasswordHash, updateUser, userIdOf } from "../db/users";
import { hashPassword, verifyPassword } from "../lib/crypto";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, badRequest } from "../lib/errors";
import { passwordProblem } from "../security/password-policy";
import { meetingUsageOf } from "./meetings/quota";
import { addDefaultTemplates } from "./nudge-templates";
import { notifySecurityEvent } from "./security-events";
import type { SessionUser } from "./sessions";

export const USERNAME_TAKEN = "Username already exists";
export const INVALID_LOGIN = "Invalid username or password";

/** A hash of a random password, verified against when the username is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;

/** What the browser may see of a user: everything but the password hash, Stripe ids, the event-order key and which admin made a demo. */
/** The user as the API shows it: only the allow-listed columns (schema/contracts/public-user.ts), never a new one. */
export function toPublicUser(user: SessionUser) {
  const shown = Object.fromEntries(PUBLIC_USER_FIELDS.map((field) => [field, user[field]])) as Pick<
    SessionUser,
    PublicUserField
  >;
  // The meeting counters as the plan and the month make them now, not as last written (spec: GET /api/user).
  return { ...shown, ...meetingUsageOf(user) };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export async function registerUser(
  db: Db,
  input: Omit<Register, "userType"> & { userType: "contractor" | "client" },
  adminUsername: string,
  env: Pick<Env, "PASSWORD_BREACH_CHECK"> = {},
) {
  const username = normalizeUsername(input.username);
  if (await findUserByUsername(db, username)) throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  const weak = await passwordProblem(input.password, { username }, env);
  if (weak) throw badRequest(weak, { password: weak });
  const password = await hashPassword(input.password);
  try {
    // The account and its starting reminder templates are one batch: never an account without them.
    const [inserted] = await db.batch([
      insertUser(db, {
        username,
        password,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        companyName: input.companyName,
        // The operator's configured admin account: register it right after the first deploy.
        userType: username === normalizeUsername(adminUsername) ? "admin" : input.userType,
        timezone: input.timezone ?? "America/New_York",
        // The 14-day Professional trial, no card: its end is stored so every screen reads the same date.
        subscriptionStatus: "trialing",
        subscriptionExpiresAt: trialEndsAt(new Date()),
      }),
      // Reminders work from day one; "Payment Reminder" is what the quick reminder sends.
      addDefaultTemplates(db, userIdOf(username)),
    ]);
    return inserted[0]!;
  } catch (err) {
    // Two registrations racing for one name: the loser gets the same clear 400.
    if (isUniqueViolation(err)) throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw err;
  }
}

export async function checkCredentials(db: Db, usernameInput: string, password: string) {
  const user = await findUserByUsername(db, normalizeUsername(usernameInput));
  if (!user) {
    decoyHash ??= hashPassword(crypto.randomUUID());
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, user.password)) ? user : null;
}

export async function updateProfile(db: Db, userId: number, input: Profile) {
  const user = await updateUser(db, userId, {
    fullName: input.fullName,
    email: input.email,
    phone: input.phone ?? null,
    companyName: input.companyName ?? null,
    ...(input.timezone ? { timezone: input.timezone } : {}),
  });
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return user;
}

export const getUser = (db: Db, id: number) => findUserById(db, id);

/**
 * A new password (after a recent re-authentication): same rules as at registration. Other sessions end when the
 * contractor asks (the default), and the change is a security event.
 */
export async function changePassword(
  env: Env,
  db: Db,
  user: SessionUser,
  currentSessionId: string,
  newPassword: string,
  signOutOtherSessions: boolean,
) {
  const weak = await passwordProblem(newPassword, { username: user.username }, env);
  if (weak) throw badRequest(weak, { newPassword: weak });
  const hash = await hashPassword(newPassword);
  const now = new Date();
  const setHash = setPasswordHash(db, user.id, hash, now);
  // One batch: the new password and the other sessions' end happen together or not at all.
  if (signOutOtherSessions) await db.batch([setHash, revokeOtherSessions(db, user.id, currentSessionId, now)]);
  else await setHash;
  await notifySecurityEvent(env, db, user, { kind: "password-changed" });
}
