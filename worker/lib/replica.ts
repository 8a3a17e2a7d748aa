// Read replicas through D1's Sessions API (ADR 0128). Each request runs on one D1 session: reads that may be a moment
// stale start on the nearest replica, but never older than the visitor's bookmark cookie, so a person always reads
// their own writes; sign-in, decisions, payments, webhooks and every write start on the primary. Queue jobs carry the
// bookmark of the request that queued them, so a job reads at least what that request wrote.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

export const BOOKMARK_COOKIE = "ps_d1";
/** Long enough to outlast any replica lag; after it, a replica is surely as new as the person's last write. */
const BOOKMARK_MAX_AGE_SECONDS = 300;
/** D1 bookmarks are hex groups joined by dashes; anything else in the cookie is ignored, never sent to D1. */
const BOOKMARK = /^[0-9a-f]{1,16}(?:-[0-9a-f]{1,64}){1,6}$/i;

/**
 * Paths whose reads must see the newest state even on GET: signing in and its challenges, the client's link (a
 * decision and a payment read what they are about to change), payments, provider webhooks, the accounting
 * connection and the health probe.
 */
const PRIMARY_PATHS = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/account\/security(\/|$)/,
  /^\/api\/a\//,
  /^\/a\//,
  /^\/thank-you/,
  /^\/s\//,
  /^\/api\/payments(\/|$)/,
  /^\/api\/stripe(\/|$)/,
  /^\/api\/twilio(\/|$)/,
  // The accounting connection's OAuth return reads the state it is about to spend (ADR 0126).
  /^\/api\/integrations(\/|$)/,
  /^\/api\/local-accounting(\/|$)/,
  /^\/api\/invites(\/|$)/,
  /^\/api\/health$/,
];

export const validBookmark = (value: string | null | undefined) =>
  value && value.length <= 200 && BOOKMARK.test(value) ? value : null;

/**
 * Where a request's session starts: "first-primary" for writes and the paths above; otherwise the visitor's bookmark
 * (a replica at least that new) or, without one, any replica.
 */
export function sessionStart(method: string, path: string, cookieBookmark: string | null): string {
  if (method !== "GET" && method !== "HEAD") return "first-primary";
  if (PRIMARY_PATHS.some((p) => p.test(path))) return "first-primary";
  return validBookmark(cookieBookmark) ?? "first-unconstrained";
}

export const bookmarkCookieOf = (c: Context) => getCookie(c, BOOKMARK_COOKIE) ?? null;

/** After a write, the person's next reads must see it: the session's newest bookmark rides in a short cookie. */
export function rememberBookmark(c: Context, bookmark: string | null) {
  if (!bookmark || c.req.method === "GET" || c.req.method === "HEAD") return;
  if (bookmark === bookmarkCookieOf(c)) return;
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(new URL(c.req.url).hostname);
  setCookie(c, BOOKMARK_COOKIE, bookmark, {
    httpOnly: true,
    secure: !local,
    sameSite: "Lax",
    path: "/",
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
  });
}

// The current request's session bookmark, for jobs it queues (like the request id in lib/log.ts).
const storage = new AsyncLocalStorage<() => string | null>();
export const withBookmark = <T>(bookmark: () => string | null, run: () => T) => storage.run(bookmark, run);
export const currentBookmark = () => storage.getStore()?.() ?? null;
/** The bookmark a job carries, if any (zod strips it on parse, like the request id). */
export const bookmarkOf = (body: unknown) => validBookmark((body as { bookmark?: unknown } | null)?.bookmark as string);
