// Facts about the caller taken from the request.
import type { Context } from "hono";

export const clientIp = (c: Context) =>
  c.req.header("CF-Connecting-IP") ?? c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? null;

export const userAgent = (c: Context) => c.req.header("User-Agent")?.slice(0, 500) ?? null;

/** Absolute origin for links in emails and SMS: the app's own origin as the request saw it. */
export const appOrigin = (c: Context) => new URL(c.req.url).origin;
