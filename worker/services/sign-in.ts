// What every successful sign-in does, whatever proved it (password, password + code, passkey).
import type { Context } from "hono";
import { upsertKnownDevice } from "../db/known-devices";
import type { Db } from "../lib/db";
import { clientIp, userAgent } from "../lib/request";
import { describeUserAgent, deviceOf, isKnownDevice } from "../security/devices";
import type { AppEnv } from "../types";
import { notifySecurityEvent } from "./security-events";
import { type SessionUser, startSession } from "./sessions";

/**
 * Starts the session and remembers this device. A device the account has not used before is a security event:
 * the contractor hears about it in the bell and by email. `firstDevice` (registration) is not news to anyone.
 */
export async function completeSignIn(
  c: Context<AppEnv>,
  db: Db,
  user: SessionUser,
  { firstDevice = false }: { firstDevice?: boolean } = {},
) {
  await startSession(c, db, c.env.SESSION_SECRET, user);
  const device = await deviceOf(c);
  const known = await isKnownDevice(db, user.id, device.hash);
  await upsertKnownDevice(db, user.id, device.hash, clientIp(c), new Date());
  if (!known && !firstDevice) {
    await notifySecurityEvent(c.env, db, user, {
      kind: "new-device",
      device: describeUserAgent(userAgent(c)),
      ip: clientIp(c),
    });
  }
}
