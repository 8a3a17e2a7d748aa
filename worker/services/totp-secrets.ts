// TOTP secrets at rest: sealed with DATA_ENCRYPTION_KEYS, opened for a code check, and sealed again under the newest
// key when read plain (rows from before ADR 0122) or under an older key (after a rotation). Never lost on the way.
import { listTotpToReseal, resealTotp, type SealedSecret } from "../db/two-factor";
import type { Db } from "../lib/db";
import { log } from "../lib/log";
import { keyringOf, open, type SecretKeyring, seal } from "../lib/secret-box";

/** Bound on one backfill pass; the hourly housekeeping job runs it again until nothing is left. */
export const RESEAL_BATCH = 100;

/** Binds a sealed secret to its account: copied onto another row, it does not open. */
const contextOf = (userId: number) => `totp:${userId}`;

const sealWith = async (ring: SecretKeyring, userId: number, secret: string): Promise<SealedSecret> => ({
  secret: await seal(ring, secret, contextOf(userId)),
  secretKeyId: ring.newest,
});

export const sealTotpSecret = async (env: Env, userId: number, secret: string) =>
  sealWith(await keyringOf(env), userId, secret);

/** The secret in the clear; a plain or older-key value is sealed again under the newest key on the spot. */
export async function openTotpSecret(env: Env, db: Db, factor: { userId: number; secret: string }) {
  const ring = await keyringOf(env);
  const opened = await open(ring, factor.secret, contextOf(factor.userId));
  if (opened.stale) {
    await resealTotp(db, factor.userId, factor.secret, await sealWith(ring, factor.userId, opened.plaintext));
  }
  return opened.plaintext;
}

/**
 * The backfill: seals plain secrets and re-seals older-key ones, a bounded batch per run. A value under a key that
 * is no longer configured is left as it is and logged (someone removed a key too early), never overwritten.
 */
export async function resealTotpSecrets(env: Env, db: Db, limit = RESEAL_BATCH) {
  const ring = await keyringOf(env);
  let resealed = 0;
  for (const row of await listTotpToReseal(db, ring.newest, limit)) {
    try {
      await openTotpSecret(env, db, row);
      resealed++;
    } catch (err) {
      log("error", "a TOTP secret could not be opened for re-sealing", { userId: row.userId }, err);
    }
  }
  return resealed;
}
