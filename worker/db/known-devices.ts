// Devices that have signed in to an account, by the hash of their device cookie.
import { and, eq } from "drizzle-orm";
import type { Db } from "../lib/db";
import { schema } from "../lib/db";

const { knownDevices } = schema;

export const findKnownDevice = (db: Db, userId: number, deviceHash: string) =>
  db
    .select()
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .get();

export const upsertKnownDevice = (db: Db, userId: number, deviceHash: string, ip: string | null, now: Date) =>
  db
    .insert(knownDevices)
    .values({ userId, deviceHash, lastIp: ip, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastIp: ip, lastSeenAt: now },
    });
