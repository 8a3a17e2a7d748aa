// Registration, login and profile rules.

import type { Profile, Register } from "#schema/contracts";
import { trialEndsAt } from "#schema/contracts/entitlements";
import { can, FORBIDDEN_MESSAGE } from "#schema/contracts/permissions";
import { LOCAL_PAYMENT_FIELDS, PUBLIC_USER_FIELDS, type PublicUserField } from "#schema/contracts/public-user";
import { COUNTRY_DEFAULTS } from "#schema/contracts/worldwide";
import type { CompanyId } from "#schema/db/companies";
import { DEFAULT_COUNTRY, formatPhone } from "#schema/rules/phones";
import { reserveIdRange } from "../db/id-ranges";
import { revokeOtherSessions } from "../db/sessions";
import {
  companyIdAbove,
  companyIdOf,
  findUserById,
  findUserByUsername,
  insertCompany,
  insertUser,
  lastCompanyId,
  type NewCompany,
  type NewUser,
  setPasswordHash,
  updateCompany,
  updateUser,
  userIdOf,
} from "../db/users";
import { hashPassword, verifyPassword } from "../lib/crypto";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, badRequest } from "../lib/errors";
import { shardOfEnv } from "../lib/shard-env";
import { DEFAULT_SHARD, type Shard } from "../lib/shards";
import { passwordProblem } from "../security/password-policy";
import { nextSettings } from "./company-settings";
import { recordNewCompany, withClaimedUsername } from "./directory";
import { meetingUsageOf } from "./meetings/quota";
import { addDefaultTemplates } from "./nudge-templates";
import { phoneToStore } from "./phones";
import { sweepCompanyNow } from "./reminders/catch-up";
import { notifySecurityEvent } from "./security-events";
import type { SessionUser } from "./sessions";

export const USERNAME_TAKEN = "Username already exists";
export const INVALID_LOGIN = "Invalid username or password";

/** A hash of a random password, verified against when the username is unknown so timing does not tell. */
let decoyHash: Promise<string> | undefined;

/**
 * A company, its owner and the owner's starting reminder templates ("Payment Reminder" is what the quick reminder
 * sends), as statements for one batch: never one without the others. Registration, demo accounts and the local demo
 * workspace all start here.
 */
export const newCompanyStatements = (
  db: Db,
  company: NewCompany,
  owner: Omit<NewUser, "companyId" | "role"> & { username: string },
  shard: Shard = DEFAULT_SHARD,
) =>
  [
    // The trial's end is kept on its own: subscribing replaces subscription_expires_at (migration 0015).
    insertCompany(db, {
      trialEndsAt: company.subscriptionStatus === "trialing" ? (company.subscriptionExpiresAt ?? null) : null,
      ...company,
      // A shard's companies are numbered in its own range (ADR 0185); the default shard's as they always were.
      ...(shard.companyIdBase > 0 ? { id: companyIdAbove(shard.companyIdBase) as unknown as CompanyId } : {}),
    }),
    // Every row after this one is numbered in the shard's range (ADR 0228); a no-op once the shard has its range.
    ...(shard.companyIdBase > 0 ? reserveIdRange(db, shard.companyIdBase) : []),
    // The company inserted just before, in this same transaction.
    insertUser(db, { ...owner, companyId: lastCompanyId as unknown as CompanyId, role: "owner" }),
    addDefaultTemplates(db, { id: userIdOf(owner.username), companyId: companyIdOf(owner.username) }),
  ] as const;

type LocalPaymentField = (typeof LOCAL_PAYMENT_FIELDS)[number];

/** The user as the API shows it: only the allow-listed columns (schema/contracts/public-user.ts), never a new one. */
export function toPublicUser(user: SessionUser) {
  // Local bank fields still null are left out: an answer gains them only once a company sets them (ADR 0159).
  const local = new Set<string>(LOCAL_PAYMENT_FIELDS);
  const shown = Object.fromEntries(
    PUBLIC_USER_FIELDS.filter((field) => !local.has(field) || user[field] != null).map((field) => [field, user[field]]),
  ) as Omit<Pick<SessionUser, PublicUserField>, LocalPaymentField> & Partial<Pick<SessionUser, LocalPaymentField>>;
  // The meeting counters as the plan and the month make them now, not as last written (spec: GET /api/user).
  // `phoneDisplay`: the E.164 phone formatted for people, what the profile form shows and takes back (ADR 0118).
  return { ...shown, ...meetingUsageOf(user), phoneDisplay: displayedPhone(user) };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/**
 * A new company and its owner on the env's shard (placed by the route, ADR 0185). The username is claimed in the
 * directory first, so it is unique across every shard.
 */
export async function registerUser(
  db: Db,
  input: Omit<Register, "userType"> & { userType: "contractor" | "client" },
  adminUsername: string,
  env: Env,
) {
  const username = normalizeUsername(input.username);
  if (await findUserByUsername(db, username)) throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  const weak = await passwordProblem(input.password, { username }, env);
  if (weak) throw badRequest(weak, { password: weak });
  const password = await hashPassword(input.password);
  const user = await withClaimedUsername(env, username, () =>
    createAccount(db, input, username, password, adminUsername, env),
  );
  if (!user) throw badRequest(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  await recordNewCompany(env, user.companyId, username);
  return user;
}

async function createAccount(
  db: Db,
  input: Omit<Register, "userType"> & { userType: "contractor" | "client" },
  username: string,
  password: string,
  adminUsername: string,
  env: Env,
) {
  const country = input.country ?? DEFAULT_COUNTRY;
  try {
    await db.batch(
      newCompanyStatements(
        db,
        {
          companyName: input.companyName,
          timezone: input.timezone ?? "America/New_York",
          // Its money and the locale its documents are written in start from its country (issue 33).
          country,
          ...COUNTRY_DEFAULTS[country],
          // The 14-day Professional trial, no card: its end is stored so every screen reads the same date.
          subscriptionStatus: "trialing",
          subscriptionExpiresAt: trialEndsAt(new Date()),
        },
        {
          username,
          password,
          fullName: input.fullName,
          email: input.email,
          language: input.language ?? "en",
          // Typed without "+", the number is read in the company's country (ADR 0118).
          phone: phoneToStore(input.phone, country),
          // The operator's configured admin account: register it right after the first deploy.
          userType: username === normalizeUsername(adminUsername) ? "admin" : input.userType,
        },
        shardOfEnv(env),
      ),
    );
    const created = await findUserByUsername(db, username);
    if (!created) throw new Error("registered user not found");
    const { password: _hash, ...user } = created;
    return user;
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
  // A removed member's login, or one of a company being deleted (ADR 0226), no longer opens anything; they hear the
  // same answer as a wrong password.
  return (await verifyPassword(password, user.password)) && !user.removedAt && !user.eraseRequestedAt ? user : null;
}

const displayedPhone = (user: Pick<SessionUser, "phone" | "country">) =>
  user.phone ? formatPhone(user.phone, user.country) : null;

/**
 * The phone columns to write for what the form sent. The form shows `phoneDisplay`; sent back as shown it is the
 * number already stored, kept as it is: read again it could change meaning when the country changes in the same save
 * ("(512) 555-0100" is not a UK number), and a flagged number stays flagged until someone edits it. Anything else is
 * read in the country and the flag cleared.
 */
function phoneChange(current: SessionUser, typed: string | null | undefined, country: string) {
  if (typed && current.phone && typed === displayedPhone(current)) return {};
  return { phone: phoneToStore(typed, country), phoneInvalid: false };
}

/**
 * The person's own fields; the company's name and calendar only from its owner (decisions.md, Teams), so another
 * member's profile form changes what is theirs and leaves the business as it is.
 */
export async function updateProfile(env: Env, db: Db, current: SessionUser, input: Profile) {
  const owner = can(current.role, "company:admin");
  const country = input.country ?? current.country;
  // The country is the company's, like its payout details: only the owner moves it (decisions.md, Teams).
  if (country !== current.country && !owner) throw new AppError("ROLE_FORBIDDEN", FORBIDDEN_MESSAGE["company:admin"]);
  const person = updateUser(db, current.id, {
    fullName: input.fullName,
    email: input.email,
    // The person's own: any member changes theirs, nobody else's (ADR 0195).
    ...(input.language ? { language: input.language } : {}),
    ...phoneChange(current, input.phone, country),
  });
  if (owner) {
    // One batch: a number typed in the same save is read in the new country, and both land together.
    await db.batch([
      person,
      updateCompany(db, current.companyId, {
        companyName: input.companyName ?? null,
        ...(input.timezone ? { timezone: input.timezone } : {}),
        // A new country brings its currency and locale, as PATCH /api/company does (issue 33).
        ...(input.country && input.country !== current.country
          ? nextSettings(current, { country: input.country })
          : {}),
      }),
    ]);
  } else await person;
  const user = await reloadUser(db, current.id);
  // A new zone may already have been swept today: the company's reminders for its new local day go now (ADR 0128).
  if (user.timezone !== current.timezone) await sweepCompanyNow(env, db, current.companyId);
  return user;
}

/** The session user as the API shows it after a change: the person and their company, read again. */
export async function reloadUser(db: Db, id: number): Promise<SessionUser> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const { password: _hash, ...user } = row;
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
