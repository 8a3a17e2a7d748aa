// The contractor's signed-in devices: list them and sign any of them out (ASVS V7.5.2).
import { listLiveSessions, revokeOtherSessions, revokeUserSession } from "../db/sessions";
import { sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { notFound } from "../lib/errors";
import { describeUserAgent } from "../security/devices";
import { SESSION_IDLE_MS } from "./sessions";

export type ActiveSession = {
  /** Not the session id itself (that names the session in the cookie): a hash of it. */
  id: string;
  current: boolean;
  device: string;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
};

const publicId = async (sid: string) => (await sha256Hex(`session:${sid}`)).slice(0, 32);

async function live(db: Db, userId: number, now: Date) {
  const rows = await listLiveSessions(db, userId, now);
  return rows.filter((s) => now.getTime() - s.lastSeenAt.getTime() <= SESSION_IDLE_MS);
}

export async function activeSessions(db: Db, userId: number, currentSid: string, now = new Date()) {
  return Promise.all(
    (await live(db, userId, now)).map(
      async (s): Promise<ActiveSession> => ({
        id: await publicId(s.sid),
        current: s.sid === currentSid,
        device: describeUserAgent(s.sess.userAgent),
        ip: s.sess.ip,
        signedInAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
      }),
    ),
  );
}

export async function endSessionById(db: Db, userId: number, id: string, now = new Date()) {
  for (const s of await live(db, userId, now)) {
    if ((await publicId(s.sid)) === id) {
      await revokeUserSession(db, userId, s.sid, now);
      return;
    }
  }
  throw notFound();
}

export const endOtherSessions = (db: Db, userId: number, currentSid: string, now = new Date()) =>
  revokeOtherSessions(db, userId, currentSid, now);
