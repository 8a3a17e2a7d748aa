// Passkeys (WebAuthn) with @simplewebauthn/server: add one to an account, sign in with it, list and remove.
// Each ceremony's challenge is stored server-side and taken out of the store on use, so it works once (ADR 0072).
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Passkey } from "#schema/contracts";
import { MINUTE_MS } from "#schema/rules/durations";
import { insertChallenge, takeChallenge } from "../db/auth-challenges";
import { deletePasskey, findPasskey, insertPasskey, listPasskeys, notePasskeyUse } from "../db/passkeys";
import { findUserById } from "../db/users";
import { randomToken } from "../lib/crypto";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/db-errors";
import { AppError, badRequest, notFound } from "../lib/errors";
import { describeUserAgent } from "../security/devices";
import { notifySecurityEvent } from "./security-events";
import type { SessionUser } from "./sessions";

export const CHALLENGE_TTL_MS = 5 * MINUTE_MS;
export const PASSKEY_NOT_VERIFIED = "The passkey could not be verified. Please try again.";
export const PASSKEY_EXPIRED = "This passkey request has expired or was already used. Please try again.";
export const PASSKEY_UNKNOWN = "This passkey is not registered with PayStage. Sign in with your password.";
export const PASSKEY_ALREADY_ADDED = "This passkey is already on your account.";

/**
 * The relying party is the deployment's one address, APP_URL, whichever host a request reached (ADR 0122): the RP ID
 * is its host and the only expected origin is its origin, so a passkey made through one host of the deployment works
 * through another, and one made for any other origin is refused. Production requires APP_URL (worker/lib/env.ts);
 * local runs without it use the address the browser is on.
 */
export type RelyingParty = { id: string; origin: string };
export const relyingPartyOf = (env: Pick<Env, "APP_URL">, requestUrl: string): RelyingParty => {
  const u = new URL(env.APP_URL ?? requestUrl);
  return { id: u.hostname, origin: u.origin };
};

/** The WebAuthn user handle we give each account's passkeys (user.id at registration, userHandle at sign-in). */
const userHandleOf = (userId: number) => `paystage-user-${userId}`;

/**
 * WebAuthn §7.2: with no user named before the ceremony (our discoverable sign-in), the response's userHandle must be
 * present and name the account that owns the credential (ADR 0137). Compared as bytes, not as base64url text.
 */
function handleNamesOwner(credential: unknown, ownerId: number) {
  const handle = (credential as Partial<AuthenticationResponseJSON>).response?.userHandle;
  if (typeof handle !== "string" || handle === "") return false;
  try {
    return new TextDecoder().decode(isoBase64URL.toBuffer(handle)) === userHandleOf(ownerId);
  } catch {
    return false;
  }
}

export const toPasskey = (row: Awaited<ReturnType<typeof listPasskeys>>[number]): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

async function storeChallenge(
  db: Db,
  purpose: "passkey-register" | "passkey-login",
  challenge: string,
  userId: number | null,
) {
  const id = randomToken(18);
  await insertChallenge(db, { id, purpose, userId, challenge, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return id;
}

export async function beginPasskeyRegistration(db: Db, user: SessionUser, rp: RelyingParty) {
  const existing = await listPasskeys(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: "PayStage",
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.fullName,
    // An opaque handle, not the username: it is stored on the authenticator.
    userID: new TextEncoder().encode(userHandleOf(user.id)) as Uint8Array<ArrayBuffer>,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const challengeId = await storeChallenge(db, "passkey-register", options.challenge, user.id);
  return { challengeId, options };
}

export async function finishPasskeyRegistration(
  env: Env,
  db: Db,
  user: SessionUser,
  rp: RelyingParty,
  input: { challengeId: string; credential: unknown },
  userAgent: string | null,
) {
  const stored = await takeChallenge(db, input.challengeId, "passkey-register", new Date());
  if (!stored || stored.userId !== user.id) throw badRequest(PASSKEY_EXPIRED);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw badRequest(PASSKEY_NOT_VERIFIED);
  }
  if (!verification.verified) throw badRequest(PASSKEY_NOT_VERIFIED);
  const info = verification.registrationInfo;
  const name = describeUserAgent(userAgent);
  try {
    await insertPasskey(db, {
      id: info.credential.id,
      userId: user.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", PASSKEY_ALREADY_ADDED);
    throw err;
  }
  await notifySecurityEvent(env, db, user, { kind: "passkey-added", name });
  const row = await findPasskey(db, info.credential.id);
  return toPasskey(row!);
}

/** Options for a sign-in with any passkey of this site (discoverable credentials, so the browser can autofill). */
export async function beginPasskeyLogin(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
  const challengeId = await storeChallenge(db, "passkey-login", options.challenge, null);
  return { challengeId, options };
}

/** The account the passkey belongs to, once its signature over our one-time challenge checks out. */
export async function finishPasskeyLogin(
  db: Db,
  rp: RelyingParty,
  input: { challengeId: string; credential: { id: string } },
  now = new Date(),
) {
  const stored = await takeChallenge(db, input.challengeId, "passkey-login", now);
  if (!stored) throw new AppError("UNAUTHORIZED", PASSKEY_EXPIRED);
  const passkey = await findPasskey(db, input.credential.id);
  if (!passkey) throw new AppError("UNAUTHORIZED", PASSKEY_UNKNOWN);
  if (!handleNamesOwner(input.credential, passkey.userId)) throw new AppError("UNAUTHORIZED", PASSKEY_NOT_VERIFIED);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.credential as AuthenticationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch {
    throw new AppError("UNAUTHORIZED", PASSKEY_NOT_VERIFIED);
  }
  if (!verification.verified) throw new AppError("UNAUTHORIZED", PASSKEY_NOT_VERIFIED);
  const info = verification.authenticationInfo;
  // Backup eligibility is fixed when the credential is made (WebAuthn §6.1.3): a change means another authenticator.
  if (info.credentialDeviceType !== passkey.deviceType) throw new AppError("UNAUTHORIZED", PASSKEY_NOT_VERIFIED);
  // The library refused a counter that went backwards against what we read; the guarded UPDATE refuses one that
  // another sign-in moved past meanwhile (a cloned authenticator racing the original).
  const noted = await notePasskeyUse(
    db,
    passkey.id,
    { counter: info.newCounter, backedUp: info.credentialBackedUp },
    now,
  );
  if (!noted) throw new AppError("UNAUTHORIZED", PASSKEY_NOT_VERIFIED);
  const user = await findUserById(db, passkey.userId);
  if (!user) throw new AppError("UNAUTHORIZED", PASSKEY_UNKNOWN);
  return user;
}

export async function removePasskey(env: Env, db: Db, user: SessionUser, id: string) {
  const removed = await deletePasskey(db, user.id, id);
  if (!removed) throw notFound();
  await notifySecurityEvent(env, db, user, { kind: "passkey-removed", name: removed.name });
}

export const passkeysOf = async (db: Db, userId: number) => (await listPasskeys(db, userId)).map(toPasskey);
