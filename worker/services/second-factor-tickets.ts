// The single-use ticket between a right password and its TOTP code: no session exists until the code is right.
import { MINUTE_MS } from "#schema/rules/durations";
import { insertChallenge, takeChallenge } from "../db/auth-challenges";
import { findUserById } from "../db/users";
import { randomToken } from "../lib/crypto";
import type { Db } from "../lib/db";

const SECOND_FACTOR_TTL_MS = 5 * MINUTE_MS;

/** Issues the ticket the code step signs in against; it expires in five minutes. */
export async function issueSecondFactorTicket(db: Db, userId: number, now = new Date()) {
  const ticket = randomToken(24);
  await insertChallenge(db, {
    id: ticket,
    purpose: "second-factor",
    userId,
    challenge: "totp",
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_TTL_MS),
  });
  return ticket;
}

/** Takes the ticket (once) and answers whose it was; undefined when unknown, used or expired. */
export async function redeemSecondFactorTicket(db: Db, ticket: string, now = new Date()) {
  const stored = await takeChallenge(db, ticket, "second-factor", now);
  return stored?.userId ? await findUserById(db, stored.userId) : undefined;
}
