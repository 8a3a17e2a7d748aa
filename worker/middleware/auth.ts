// requireUser: the signed-in user on the context, or 401; and the route's permission for their role, or 403.

import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "#schema/contracts/team";
import { shardNamed } from "../lib/shards";
import { companyMoving } from "../services/company-move";
import { shardOfCompany } from "../services/directory";
import { readSession, readSessionClaims, upgradeSessionCookie } from "../services/sessions";
import { refusalOfEndedSession } from "../services/team";
import type { AppEnv } from "../types";
import { permitted } from "./permissions";
import { openShard } from "./shard";

/**
 * The 401 for a request whose session is gone: a member the owner removed is told so by name of the company (the
 * cookie is signed, so only they learn it); anyone else is simply not signed in (ADR 0145).
 */
export async function sessionEnded(c: Context<AppEnv, string, object>) {
  const claims = await readSessionClaims(c, c.env.SESSION_SECRET);
  return refusalOfEndedSession(c.var.db, claims?.uid, claims?.cid);
}

/** Every signed-in answer names the member's role now, so an open app notices a change on its next request. */
export const MEMBER_ROLE_HEADER = "X-Member-Role";
export const announceRole = (c: Context, role: Role) => c.header(MEMBER_ROLE_HEADER, role);

/** Reads that a paused company may still make; every other method waits for its move (ADR 0213). */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A session its cookie's shard no longer holds: its company may have moved, and the source's rows (the pointer among
 * them) been deleted since (ADR 0213, 0228). The directory says where the company is now; asked only on this miss.
 */
async function followMovedCompany(c: Context<AppEnv>) {
  const claims = await readSessionClaims(c, c.env.SESSION_SECRET);
  if (!claims?.cid) return null;
  const home = await shardOfCompany(c.env, claims.cid);
  if (home === c.var.shard) return null;
  openShard(c, home);
  const session = await readSession(c, c.var.db, c.env.SESSION_SECRET);
  if (session) await upgradeSessionCookie(c, c.env.SESSION_SECRET, session.sid, session.user, session.expire);
  return session;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  let session = await readSession(c, c.var.db, c.env.SESSION_SECRET);
  const movedTo = shardNamed(session?.move.movedTo);
  if (session && movedTo) {
    // The company moved (ADR 0213): its session was copied with it, so the request continues there and the cookie is
    // signed again naming the new shard; the old row goes with the rest of the source's copy.
    openShard(c, movedTo);
    session = await readSession(c, c.var.db, c.env.SESSION_SECRET);
    if (session) await upgradeSessionCookie(c, c.env.SESSION_SECRET, session.sid, session.user, session.expire);
  }
  if (!session) session = await followMovedCompany(c);
  if (!session) throw await sessionEnded(c);
  if (session.move.movingSince && !READS.has(c.req.method)) throw companyMoving();
  announceRole(c, session.user.role);
  permitted(c, session.user);
  c.set("user", session.user);
  c.set("sessionId", session.sid);
  c.set("authenticatedAt", session.authenticatedAt);
  await next();
});
