// A long-lived random device cookie tells a returning device from a new one (only its hash is stored).
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DAY_MS, SECOND_MS } from "#schema/rules/durations";
import { findKnownDevice } from "../db/known-devices";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";

export const DEVICE_COOKIE = "ps_device";
const DEVICE_MAX_AGE_S = (400 * DAY_MS) / SECOND_MS; // the longest lifetime browsers allow a cookie

const isLocalHost = (c: Context) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(c.req.url).hostname);

/** This browser's device id (set now if it has none) and its hash. */
export async function deviceOf(c: Context) {
  let id = getCookie(c, DEVICE_COOKIE);
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) {
    id = randomToken(32);
    setCookie(c, DEVICE_COOKIE, id, {
      httpOnly: true,
      secure: !isLocalHost(c),
      sameSite: "Lax",
      path: "/",
      maxAge: DEVICE_MAX_AGE_S,
    });
  }
  return { hash: await sha256Hex(id) };
}

export async function isKnownDevice(db: Db, userId: number, deviceHash: string) {
  return (await findKnownDevice(db, userId, deviceHash)) !== undefined;
}

/** "Chrome on Android", "Safari on iPhone": enough for a person to recognise a sign-in. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return "an unknown browser";
  const os = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /Mac OS X/.test(ua)
          ? "Mac"
          : /Windows/.test(ua)
            ? "Windows"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "an unknown browser";
}
