// Session queries.
import { and, eq, getTableColumns, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { aliasColumns } from "../lib/batch-select";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { companies, sessions, users } = schema;

export const insertSession = (db: Db, values: typeof sessions.$inferInsert) => db.insert(sessions).values(values);

// The session's user travels through every request: the person (everything but the password hash, which only
// sign-in reads) with their company's business fields under the names the spec gives them on a user.
const { password: _passwordHash, ...personColumns } = getTableColumns(users);
const {
  id: _companyId,
  createdAt: _companyCreated,
  updatedAt: _companyUpdated,
  movingSince: _movingSince,
  movedTo: _movedTo,
  eraseRequestedAt: _eraseRequestedAt,
  ...companyColumns
} = getTableColumns(companies);
const sessionUserColumns = { ...personColumns, ...companyColumns };

/**
 * A removed member's sessions are dead whatever their rows say (removal also revokes them), and so are those of a
 * company being deleted (ADR 0226: a passkey sign-in between the request and the erasure opens nothing).
 */
const liveSession = (sid: string, now: Date) =>
  and(
    eq(sessions.sid, sid),
    isNull(sessions.revokedAt),
    sql`${sessions.expire} > ${now.getTime()}`,
    isNull(users.removedAt),
    isNull(companies.eraseRequestedAt),
  );

/** The live session and its user (without the password hash, with the company's fields) in one query. */
export const findLiveSession = (db: Db, sid: string, now: Date) =>
  db
    .select({
      session: sessions,
      user: sessionUserColumns,
      // A company moving between shards (ADR 0213): read with the session, so no request asks the directory.
      move: { movingSince: companies.movingSince, movedTo: companies.movedTo },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(liveSession(sid, now))
    .get();

/** A current member as a session carries them (a queued job acting for the person who asked), or undefined. */
export const findMemberUser = (db: Db, userId: number) =>
  db
    .select(sessionUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.removedAt)))
    .get();

/**
 * The same read as findLiveSession, as a builder with distinct column names, so it can lead a D1 batch whose other
 * statements read the user's data (ADR 0099). At most one row.
 */
export const selectLiveSession = (db: Db, sid: string, now: Date) =>
  db
    .select(aliasColumns({ session: getTableColumns(sessions), user: sessionUserColumns }))
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(liveSession(sid, now))
    .limit(1);

export const touchSession = (db: Db, sid: string, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.sid, sid));

export const revokeSession = (db: Db, sid: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.sid, sid), isNull(sessions.revokedAt)));

const deleteSessionsWhere = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .delete(sessions)
    .where(inArray(sessions.sid, db.select({ sid: sessions.sid }).from(sessions).where(where).limit(limit)))
    .returning({ sid: sessions.sid });

/**
 * Dead sessions, at most `limit` of each kind (one chunk of housekeeping): past their expiry, idle too long, or
 * revoked. Three statements, not one OR, so each reads its own index range (session_expire_idx,
 * session_last_seen_idx, session_revoked_idx) instead of the whole table.
 */
export const deleteDeadSessions = (db: Db, now: Date, idleMs: number, limit: number) =>
  [
    deleteSessionsWhere(db, lt(sessions.expire, now), limit),
    deleteSessionsWhere(db, lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)), limit),
    // Revoked rows all lie at or before now: a range the partial index answers.
    deleteSessionsWhere(db, lte(sessions.revokedAt, now), limit),
  ] as const;

/** Ends every session of a person at once (removal from the company). */
export const revokeAllSessions = (db: Db, userId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/** Proof of identity again (password or passkey) inside this session: sensitive changes look at this time. */
export const markAuthenticated = (db: Db, sid: string, now: Date) =>
  db.update(sessions).set({ authenticatedAt: now }).where(eq(sessions.sid, sid));

/** Signs the account out everywhere except this session (after a password change, on request). */
export const revokeOtherSessions = (db: Db, userId: number, keepSid: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), sql`${sessions.sid} <> ${keepSid}`, isNull(sessions.revokedAt)));

/** The account's live sessions, newest activity first (owner-scoped). */
export const listLiveSessions = (db: Db, userId: number, now: Date) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expire} > ${now.getTime()}`))
    .orderBy(sql`${sessions.lastSeenAt} desc`)
    .all();

export const revokeUserSession = (db: Db, userId: number, sid: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.sid, sid), isNull(sessions.revokedAt)));
