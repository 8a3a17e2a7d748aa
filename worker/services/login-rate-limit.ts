// Login throttling that slows a guesser without locking the owner out (ASVS V6.3.1, ADR 0071).
// - Per (username, address): after a few failures each further try waits longer (1 min, 2, 4, ... up to an hour).
//   Another address, e.g. the owner at home while someone guesses from elsewhere, is not slowed by it.
// - Per account: when failures come from many addresses at once (a distributed attack), the correct password
//   still signs in from a device this account has used before; a new device must wait until the attack subsides.
// - Per address across usernames: a password spray from one address is cut off.
import { HOUR_MS, MINUTE_MS } from "#schema/rules/durations";
import { bumpCounter, clearCounters, findCounters } from "../db/rate-limits";
import type { Db } from "../lib/db";
import { AppError } from "../lib/errors";

/** Failures per (username, address) before delays start. */
export const FREE_FAILURES = 5;
export const MAX_DELAY_MS = HOUR_MS;
/** Failures an account may take from all addresses in an hour before it counts as under attack. */
export const ACCOUNT_ATTACK_THRESHOLD = 50;
/** Failures one address may make in an hour, across every username. */
export const MAX_FAILURES_PER_IP = 20;

export const UNDER_ATTACK_MESSAGE =
  "Too many failed sign-ins for this account. Sign in from a device you have used before, with a passkey, or try again in an hour.";

export const rateLimitMessage = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  return `Too many login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
};

/** The wait after `failures` failures for one (username, address): none, then doubling from a minute. */
export const delayAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MINUTE_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);

const keys = (username: string, ip: string | null) => ({
  pair: `login-pair:${username}|${ip ?? "unknown"}`,
  account: `login-account:${username}`,
  ip: ip ? `login-ip:${ip}` : null,
});

export type LoginStanding = { underAttack: boolean };

/**
 * Throws RATE_LIMITED while this (username, address) must wait or the address is spraying; otherwise tells the
 * caller whether the account is under a distributed attack (then only a known device may sign in).
 */
export async function assertLoginAllowed(
  db: Db,
  username: string,
  ip: string | null,
  now = new Date(),
): Promise<LoginStanding> {
  const k = keys(username, ip);
  const rows = await findCounters(db, [k.pair, k.account, ...(k.ip ? [k.ip] : [])]);
  const row = (key: string) => rows.find((r) => r.key === key);
  const pair = row(k.pair);
  if (pair && now.getTime() - pair.windowStart.getTime() < 24 * HOUR_MS) {
    const wait = delayAfter(pair.count) - (now.getTime() - (pair.lastAt ?? pair.windowStart).getTime());
    if (wait > 0) throw new AppError("RATE_LIMITED", rateLimitMessage(wait));
  }
  const byIp = k.ip ? row(k.ip) : undefined;
  if (byIp && now.getTime() - byIp.windowStart.getTime() < HOUR_MS && byIp.count >= MAX_FAILURES_PER_IP) {
    throw new AppError("RATE_LIMITED", rateLimitMessage(HOUR_MS - (now.getTime() - byIp.windowStart.getTime())));
  }
  const account = row(k.account);
  const underAttack =
    !!account && now.getTime() - account.windowStart.getTime() < HOUR_MS && account.count >= ACCOUNT_ATTACK_THRESHOLD;
  return { underAttack };
}

export async function noteLoginFailure(db: Db, username: string, ip: string | null, now = new Date()) {
  const k = keys(username, ip);
  const writes = [bumpCounter(db, k.pair, now, 24 * HOUR_MS), bumpCounter(db, k.account, now, HOUR_MS)];
  if (k.ip) writes.push(bumpCounter(db, k.ip, now, HOUR_MS));
  await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
}

/** A correct password clears this address's delay for the account; the account-wide count keeps its window. */
export const noteLoginSuccess = (db: Db, username: string, ip: string | null) =>
  clearCounters(db, [keys(username, ip).pair]);
