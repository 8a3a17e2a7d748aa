// Facts about the caller taken from the request.
import type { Context } from "hono";
import { ConfigError } from "./env";
import { badRequest } from "./errors";

export const clientIp = (c: Context) =>
  c.req.header("CF-Connecting-IP") ?? c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() ?? null;

/**
 * The country Cloudflare located the visitor in, or undefined. In production that is `request.cf.country`. A local
 * Worker's `request.cf` is Miniflare's one placeholder (or the developer's machine) for every visitor, so locally
 * only the `CF-IPCountry` header Cloudflare also sends counts: a developer or a journey sends it to be somewhere,
 * and without it the browser's language decides, as it does in production where Cloudflare knows no country
 * (ADR 0170).
 */
export function visitorCountry(c: Context): string | undefined {
  const country =
    (c.env as Pick<Env, "APP_ENV">).APP_ENV === "production"
      ? (c.req.raw as { cf?: { country?: unknown } }).cf?.country
      : c.req.header("CF-IPCountry");
  // "XX" (unknown) and "T1" (Tor) name no country.
  return typeof country === "string" && /^[A-Z]{2}$/i.test(country) && !/^(XX|T1)$/i.test(country)
    ? country.toUpperCase()
    : undefined;
}

export const userAgent = (c: Context) => c.req.header("User-Agent")?.slice(0, 500) ?? null;

/** Absolute origin for links in emails and SMS: the app's own origin as the request saw it. */
export const appOrigin = (c: Context) => new URL(c.req.url).origin;

/**
 * Base URL for links that leave the app (emails, SMS): APP_URL when configured, else the request's origin.
 * Cron and queue work has no request: there production needs APP_URL and local runs use the dev server.
 */
export function linkBase(env: Pick<Env, "APP_URL" | "APP_ENV">, c?: Context): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/+$/, "");
  if (c) return appOrigin(c);
  if (env.APP_ENV === "production") throw new ConfigError("APP_URL must be set to build links outside a request");
  return "http://localhost:5173";
}

/** An absolute link to a path of the app, e.g. appLink(env, c, "/a/abc123"). */
export const appLink = (env: Pick<Env, "APP_URL" | "APP_ENV">, c: Context | undefined, path: string) =>
  `${linkBase(env, c)}${path.startsWith("/") ? path : `/${path}`}`;

/** A retry-safe key from the device (Idempotency-Key header), or undefined: a retried write answers the first one. */
export function idempotencyKey(header: string | undefined) {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw badRequest("Idempotency-Key must be 8 to 100 letters, digits, - or _");
  return key;
}
