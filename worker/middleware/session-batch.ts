// Authenticated reads in one D1 round trip: the session check and the route's own reads share one db.batch (ADR 0099).

import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Member } from "#schema/db/companies";
import { selectLiveSession, touchSession } from "../db/sessions";
import { unauthorized } from "../lib/errors";
import { log } from "../lib/log";
import {
  isIdle,
  needsTouch,
  readSession,
  readSessionClaims,
  type SessionUser,
  upgradeSessionCookie,
} from "../services/sessions";
import type { AppEnv } from "../types";
import { announceRole, sessionEnded } from "./auth";
import { permitted } from "./permissions";

/**
 * Checks only the cookie's signature (no database read) and keeps its claims for `readAsUser`, which the route
 * must call before it answers: the session row is read there, in the same batch as the data.
 */
export const deferSessionCheck = createMiddleware<AppEnv>(async (c, next) => {
  const claims = await readSessionClaims(c, c.env.SESSION_SECRET);
  if (!claims) throw unauthorized();
  c.set("sessionClaims", claims);
  await next();
});

/** A D1 write that may finish after the answer (Workers keep the isolate alive for it). */
function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>) {
  const settled = Promise.resolve(work).catch((err) => log("warn", "session touch failed", {}, err));
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    // No execution context (a direct app.request in a script): finish it before answering instead.
    return settled;
  }
}

/**
 * Runs `reads(member)` in one D1 batch behind the live-session read, then answers 401 unless that session is alive
 * and belongs to the cookie's user and company. Every read must be scoped by the member it is given (its company,
 * or for a field member's own billings its id); both come from the signed cookie, and the rows are returned only
 * after the session row in the same transaction confirmed them. The role is read from that row, so a route checks
 * permissions after the batch (requirePermission's rule, `permitted`). Puts user, sessionId and authenticatedAt on
 * the context, as requireUser does.
 */
export async function readAsUser<T extends BatchItem<"sqlite">[]>(
  c: Context<AppEnv, string, object>,
  reads: (member: Member) => [...T],
): Promise<{ user: SessionUser; data: BatchResponse<T> }> {
  const db = c.var.db;
  const claims = c.var.sessionClaims;
  // A route wiring mistake, never a request's doing: fail loudly rather than read without a session.
  if (!claims) throw new Error("readAsUser needs deferSessionCheck on the route");
  const now = new Date();

  if (claims.uid === undefined || claims.cid === undefined) {
    // A cookie from before ADR 0099 or teams: the session first, then the data; the cookie is upgraded for next time.
    const session = await readSession(c, db, c.env.SESSION_SECRET);
    // A cookie naming a user must name the session's (a pre-teams cookie has a uid and no cid).
    if (!session) throw await sessionEnded(c);
    if (claims.uid !== undefined && claims.uid !== session.user.id) throw unauthorized();
    announceRole(c, session.user.role);
    c.set("user", session.user);
    c.set("sessionId", session.sid);
    c.set("authenticatedAt", session.authenticatedAt);
    permitted(c, session.user);
    await upgradeSessionCookie(c, c.env.SESSION_SECRET, session.sid, session.user, session.expire);
    const queries = reads(session.user);
    const data = queries.length > 0 ? await db.batch(queries as unknown as [BatchItem<"sqlite">]) : [];
    return { user: session.user, data: data as BatchResponse<T> };
  }

  const { uid, cid } = claims;
  const batch = [selectLiveSession(db, claims.sid, now), ...reads({ id: uid, companyId: cid })] as const;
  const [sessionRows, ...data] = (await db.batch(batch as unknown as [BatchItem<"sqlite">])) as [
    Awaited<ReturnType<typeof selectLiveSession>>,
    ...unknown[],
  ];
  const row = sessionRows[0];
  // Revoked, expired, idle, or (impossible without the secret) a cookie whose user is not the session's:
  // the data rows read alongside are dropped here and never reach the answer.
  if (
    !row ||
    row.session.userId !== uid ||
    row.user.id !== uid ||
    row.user.companyId !== cid ||
    isIdle(row.session.lastSeenAt, now)
  ) {
    throw row ? unauthorized() : await sessionEnded(c);
  }
  announceRole(c, row.user.role);
  permitted(c, row.user);
  if (needsTouch(row.session.lastSeenAt, now)) await afterAnswer(c, touchSession(db, claims.sid, now));
  c.set("user", row.user);
  c.set("sessionId", claims.sid);
  c.set("authenticatedAt", row.session.authenticatedAt ?? row.session.createdAt);
  return { user: row.user, data: data as BatchResponse<T> };
}
