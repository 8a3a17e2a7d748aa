// Failed-login limits per username and per IP, so a password cannot be guessed by volume.
import { clearAttempts, findAttempts, recordFailure } from "../db/sessions";
import type { Db } from "../lib/db";
import { AppError } from "../lib/errors";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_IP = 20;
export const RATE_LIMIT_MESSAGE = "Too many login attempts. Please wait 15 minutes and try again.";

const keysFor = (username: string, ip: string | null) => ({
  user: `user:${username}`,
  ip: ip ? `ip:${ip}` : null,
});

export async function assertLoginAllowed(db: Db, username: string, ip: string | null, now = new Date()) {
  const k = keysFor(username, ip);
  const rows = await findAttempts(db, [k.user, ...(k.ip ? [k.ip] : [])]);
  const fresh = (key: string) => {
    const row = rows.find((r) => r.key === key);
    return row && now.getTime() - row.windowStart.getTime() < LOGIN_WINDOW_MS ? row.count : 0;
  };
  if (fresh(k.user) >= MAX_FAILURES_PER_USER || (k.ip && fresh(k.ip) >= MAX_FAILURES_PER_IP)) {
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
  }
}

export async function noteLoginFailure(db: Db, username: string, ip: string | null, now = new Date()) {
  const k = keysFor(username, ip);
  const writes = [recordFailure(db, k.user, now, LOGIN_WINDOW_MS)];
  if (k.ip) writes.push(recordFailure(db, k.ip, now, LOGIN_WINDOW_MS));
  await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
}

export const noteLoginSuccess = (db: Db, username: string) => clearAttempts(db, keysFor(username, null).user);
