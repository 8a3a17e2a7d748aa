// Server-side sessions named by a jose-signed token in an HttpOnly cookie; revocable, with idle and absolute expiry.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import { findLiveSession, insertSession, markAuthenticated, revokeSession, touchSession } from "../db/sessions";
import { randomToken } from "../lib/crypto";
import type { Db, schema } from "../lib/db";
import { clientIp, userAgent } from "../lib/request";

export const SESSION_COOKIE = "ps_session";
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

type UserRow = typeof schema.users.$inferSelect;
/** The signed-in user as requests carry it: the users row without the password hash (db/sessions.ts). */
export type SessionUser = Omit<UserRow, "password">;

const key = (secret: string) => new TextEncoder().encode(secret);

const isLocalHost = (c: Context) => {
  const host = new URL(c.req.url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
};

export async function startSession(c: Context, db: Db, secret: string, userId: number) {
  const now = new Date();
  const sid = randomToken(32);
  const expire = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await insertSession(db, {
    sid,
    userId,
    sess: { ip: clientIp(c), userAgent: userAgent(c) },
    expire,
    lastSeenAt: now,
    authenticatedAt: now,
  });
  const token = await new SignJWT({ sid })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setIssuer("paystage")
    .setExpirationTime(Math.floor(expire.getTime() / 1000))
    .sign(key(secret));
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: !isLocalHost(c),
    sameSite: "Lax",
    path: "/",
    expires: expire,
  });
}

async function sidFromCookie(c: Context, secret: string): Promise<string | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: "paystage", algorithms: ["HS256"] });
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

/** The signed-in user and session id, or null; idle sessions end here. */
export async function readSession(c: Context, db: Db, secret: string) {
  const sid = await sidFromCookie(c, secret);
  if (!sid) return null;
  const now = new Date();
  const row = await findLiveSession(db, sid, now);
  if (!row) return null;
  const idleFor = now.getTime() - row.session.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS) return null;
  if (idleFor > TOUCH_EVERY_MS) await touchSession(db, sid, now);
  return { sid, user: row.user, authenticatedAt: row.session.authenticatedAt ?? row.session.createdAt };
}

export async function endSession(c: Context, db: Db, secret: string) {
  const sid = await sidFromCookie(c, secret);
  if (sid) await revokeSession(db, sid, new Date());
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: !isLocalHost(c), httpOnly: true, sameSite: "Lax" });
}

/** A fresh password (or passkey) proof on this session: security changes are allowed for a while (recent-auth). */
export const markSessionAuthenticated = (db: Db, sessionId: string, now: Date) => markAuthenticated(db, sessionId, now);
