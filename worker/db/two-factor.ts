// TOTP factor and recovery-code queries, scoped to the owner.
import { and, count, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { totpFactors, recoveryCodes } = schema;

export const findTotp = (db: Db, userId: number) =>
  db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).get();

/** A sealed secret and the id of the key that sealed it (worker/lib/secret-box.ts). */
export type SealedSecret = { secret: string; secretKeyId: string };

/** A new, not yet confirmed secret replaces any unconfirmed one; a confirmed factor is never overwritten here. */
export const putPendingTotp = (db: Db, userId: number, sealed: SealedSecret) =>
  db
    .insert(totpFactors)
    .values({ userId, ...sealed, enabledAt: null, lastStep: null })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { ...sealed, lastStep: null },
      setWhere: isNull(totpFactors.enabledAt),
    });

/**
 * Replaces a plain or older-key secret with its newer seal, only if the row still holds what was read: a secret
 * replaced meanwhile (a new setup) is never overwritten with the old one.
 */
export const resealTotp = (db: Db, userId: number, read: string, sealed: SealedSecret) =>
  db
    .update(totpFactors)
    .set(sealed)
    .where(and(eq(totpFactors.userId, userId), eq(totpFactors.secret, read)));

/** Up to `limit` factors whose secret is plain or sealed by a key other than the newest (the rotation backfill). */
export const listTotpToReseal = (db: Db, newestKeyId: string, limit: number) =>
  db
    .select({ userId: totpFactors.userId, secret: totpFactors.secret })
    .from(totpFactors)
    .where(or(isNull(totpFactors.secretKeyId), ne(totpFactors.secretKeyId, newestKeyId)))
    .limit(limit)
    .all();

export const enableTotp = (db: Db, userId: number, step: number, now: Date) =>
  db.update(totpFactors).set({ enabledAt: now, lastStep: step }).where(eq(totpFactors.userId, userId));

/**
 * Records the time step a code was accepted for; only succeeds when it is later than the last one, so the same
 * code (or an earlier one) cannot be replayed, even by two requests at once.
 */
export const advanceTotpStep = (db: Db, userId: number, step: number) =>
  db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
    .returning({ userId: totpFactors.userId })
    .get();

export const deleteTotp = (db: Db, userId: number) => db.delete(totpFactors).where(eq(totpFactors.userId, userId));

export const replaceRecoveryCodes = (db: Db, userId: number, hashes: string[]) => [
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash }))),
];

export const deleteRecoveryCodes = (db: Db, userId: number) =>
  db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));

/** Uses up one recovery code; undefined when it is unknown or already used. */
export const spendRecoveryCode = (db: Db, userId: number, codeHash: string, now: Date) =>
  db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
    .get();

export const countRecoveryCodesLeft = (db: Db, userId: number) =>
  db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .get();
