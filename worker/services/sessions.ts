// Server-side sessions named by a jose-signed token in an HttpOnly cookie; revocable, with idle and absolute expiry.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { jwtVerify, SignJWT } from "jose";
import type { CompanyId, Member } from "#schema/db/companies";
import { DAY_MS, HOUR_MS } from "#schema/rules/durations";
import { findLiveSession, insertSession, markAuthenticated, revokeSession, touchSession } from "../db/sessions";
import { randomToken } from "../lib/crypto";
import type { Db, schema } from "../lib/db";
import { clientIp, userAgent } from "../lib/request";
import { DEFAULT_SHARD } from "../lib/shards";

export const SESSION_COOKIE = "ps_session";
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** lastSeenAt is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_EVERY_MS = HOUR_MS;

type UserRow = typeof schema.users.$inferSelect;
type CompanyRow = typeof schema.companies.$inferSelect;
/**
 * The signed-in user as requests carry it: the person (users row without the password hash) and their company's
 * business fields, which the spec names on the user (db/sessions.ts). `companyId` is the tenant of every query.
 */
// A move's marks (ADR 0213) travel beside the user, never in it: no answer carries them.
export type SessionUser = Omit<UserRow, "password"> &
  Omit<CompanyRow, "id" | "createdAt" | "updatedAt" | "movingSince" | "movedTo" | "eraseRequestedAt">;

const key = (secret: string) => new TextEncoder().encode(secret);

const isLocalHost = (c: Context) => {
  const host = new URL(c.req.url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
};

export async function startSession(c: Context, db: Db, secret: string, member: Member) {
  const userId = member.id;
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
  await setSessionCookie(c, secret, { sid, uid: userId, cid: member.companyId }, expire);
}

/**
 * The cookie names the session (`sid`), its user (`uid`) and the user's company (`cid`), signed together: reads
 * scope their queries by `cid` in the same D1 batch that checks the session row (ADR 0099). A person never changes
 * company, so the claim cannot go stale; the row still decides whether the session lives.
 */
async function setSessionCookie(c: Context, secret: string, claims: Omit<Required<SessionClaims>, "sh">, expire: Date) {
  // `sh`: the company's shard (ADR 0185), signed with the rest, so a signed-in request opens it without the directory.
  const sh = (c.env as Env).SHARD ?? DEFAULT_SHARD.name;
  const token = await new SignJWT({ sid: claims.sid, uid: claims.uid, cid: claims.cid, sh })
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

/** What the signed cookie says; `uid` is absent in cookies issued before ADR 0099, `cid` before teams (ADR 0115). */
export type SessionClaims = { sid: string; uid?: number; cid?: CompanyId; sh?: string };

/** The cookie's claims when its signature, issuer and expiry hold; null otherwise. No database read. */
export async function readSessionClaims(c: Context, secret: string): Promise<SessionClaims | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: "paystage", algorithms: ["HS256"] });
    if (typeof payload.sid !== "string") return null;
    const { uid, cid, sh } = payload;
    if (uid === undefined) return { sid: payload.sid };
    if (!isId(uid)) return null;
    if (cid === undefined) return { sid: payload.sid, uid };
    if (!isId(cid)) return null;
    // Cookies from before the shards name none: their company is on the default shard.
    return { sid: payload.sid, uid, cid: cid as CompanyId, ...(typeof sh === "string" ? { sh } : {}) };
  } catch {
    return null;
  }
}

const isId = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v > 0;

async function sidFromCookie(c: Context, secret: string): Promise<string | null> {
  return (await readSessionClaims(c, secret))?.sid ?? null;
}

/** Idle sessions end here; the row's revocation and absolute expiry are checked by the query that found it. */
export const isIdle = (lastSeenAt: Date, now: Date) => now.getTime() - lastSeenAt.getTime() > SESSION_IDLE_MS;

/** lastSeenAt moves at most once an hour, so reads stay reads almost always. */
export const needsTouch = (lastSeenAt: Date, now: Date) => now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS;

/** The signed-in user and session id, or null; idle sessions end here. */
export async function readSession(c: Context, db: Db, secret: string) {
  const sid = await sidFromCookie(c, secret);
  if (!sid) return null;
  const now = new Date();
  const row = await findLiveSession(db, sid, now);
  if (!row) return null;
  if (isIdle(row.session.lastSeenAt, now)) return null;
  if (needsTouch(row.session.lastSeenAt, now)) await touchSession(db, sid, now);
  return {
    sid,
    user: row.user,
    authenticatedAt: row.session.authenticatedAt ?? row.session.createdAt,
    expire: row.session.expire,
    move: row.move,
  };
}

/**
 * A cookie from before ADR 0099 carries no `uid` (before teams, no `cid`): once its session has been read the slow
 * way, sign the same session again with them, so the next read is one round trip. Expiry and the row do not change.
 */
export const upgradeSessionCookie = (c: Context, secret: string, sid: string, member: Member, expire: Date) =>
  setSessionCookie(c, secret, { sid, uid: member.id, cid: member.companyId }, expire);

export async function endSession(c: Context, db: Db, secret: string) {
  const sid = await sidFromCookie(c, secret);
  if (sid) await revokeSession(db, sid, new Date());
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: !isLocalHost(c), httpOnly: true, sameSite: "Lax" });
}

/** A fresh password (or passkey) proof on this session: security changes are allowed for a while (recent-auth). */
export const markSessionAuthenticated = (db: Db, sessionId: string, now: Date) => markAuthenticated(db, sessionId, now);
