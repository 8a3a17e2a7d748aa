// TOTP second factor (otpauth) with single-use recovery codes, for those who want a code on top of the password.
import * as OTPAuth from "otpauth";
import {
  advanceTotpStep,
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  deleteTotp,
  enableTotp,
  findTotp,
  putPendingTotp,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from "../db/two-factor";
import { sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { AppError, badRequest } from "../lib/errors";
import { notifySecurityEvent } from "./security-events";
import type { SessionUser } from "./sessions";
import { openTotpSecret, sealTotpSecret } from "./totp-secrets";

export const PERIOD_S = 30;
/** One step either side: a phone clock up to 30 s off still works. */
export const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
export const TOTP_NOT_STARTED = "Start two-step sign-in setup first.";
export const TOTP_ALREADY_ON = "Two-step sign-in is already on.";

const totpFor = (secret: string, label = "PayStage") =>
  new OTPAuth.TOTP({ issuer: "PayStage", label, secret: OTPAuth.Secret.fromBase32(secret), period: PERIOD_S });

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_S);

/** The accepted time step for this code, or null. */
export function codeStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** 10 codes of 10 base32 characters (50 bits each), shown as xxxxx-xxxxx. */
function newRecoveryCodes() {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = [...bytes].map((b) => alphabet[b % 32]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export async function isTwoFactorOn(db: Db, userId: number) {
  return Boolean((await findTotp(db, userId))?.enabledAt);
}

export async function twoFactorSummary(db: Db, userId: number) {
  const [factor, left] = await Promise.all([findTotp(db, userId), countRecoveryCodesLeft(db, userId)]);
  return { enabled: Boolean(factor?.enabledAt), recoveryCodesLeft: factor?.enabledAt ? (left?.n ?? 0) : 0 };
}

/** A fresh secret for the authenticator app: the otpauth:// URI (QR code) and the secret to type by hand. */
export async function beginTwoFactor(env: Env, db: Db, user: SessionUser) {
  if (await isTwoFactorOn(db, user.id)) throw new AppError("CONFLICT", TOTP_ALREADY_ON);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  // Stored sealed (ADR 0122): a copy of the table alone does not yield anyone's codes.
  await putPendingTotp(db, user.id, await sealTotpSecret(env, user.id, secret));
  return { secret, uri: totpFor(secret, user.username).toString() };
}

/** The first correct code turns the factor on and issues recovery codes, shown this once. */
export async function confirmTwoFactor(env: Env, db: Db, user: SessionUser, code: string, now = new Date()) {
  const factor = await findTotp(db, user.id);
  if (!factor) throw badRequest(TOTP_NOT_STARTED);
  if (factor.enabledAt) throw new AppError("CONFLICT", TOTP_ALREADY_ON);
  const step = codeStep(await openTotpSecret(env, db, factor), code, now);
  if (step === null) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => sha256Hex(normalizeRecoveryCode(c))));
  await db.batch([enableTotp(db, user.id, step, now), ...replaceRecoveryCodes(db, user.id, hashes)]);
  await notifySecurityEvent(env, db, user, { kind: "two-factor-enabled" });
  return { recoveryCodes: codes };
}

export async function disableTwoFactor(env: Env, db: Db, user: SessionUser) {
  await db.batch([deleteTotp(db, user.id), deleteRecoveryCodes(db, user.id)]);
  await notifySecurityEvent(env, db, user, { kind: "two-factor-disabled" });
}

/** Checks a sign-in's second step: a current TOTP code (never the same one twice) or an unused recovery code. */
export async function verifySecondFactor(env: Env, db: Db, userId: number, code: string, now = new Date()) {
  const factor = await findTotp(db, userId);
  if (!factor?.enabledAt) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = codeStep(await openTotpSecret(env, db, factor), trimmed, now);
    if (step === null) return false;
    return (await advanceTotpStep(db, userId, step)) !== undefined;
  }
  const hash = await sha256Hex(normalizeRecoveryCode(trimmed));
  return (await spendRecoveryCode(db, userId, hash, now)) !== undefined;
}
