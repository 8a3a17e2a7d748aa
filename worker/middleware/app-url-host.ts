// Production answers pages only on APP_URL's host (ADR 0137): passkeys are bound to that host (ADR 0122), and a
// browser on any other host of the deployment (workers.dev, a second route) cannot use them at all.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../types";

/**
 * A GET or HEAD of a page through another host is sent to the same path on APP_URL (301). The API is left where it
 * was asked: webhooks are signed over the URL they were sent to, and a redirected API call would lose its cookie.
 */
export const redirectToAppUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  const appUrl = c.env.APP_URL;
  if (c.env.APP_ENV !== "production" || !appUrl) return next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const url = new URL(c.req.url);
  const target = new URL(appUrl);
  if (url.host === target.host || url.pathname === "/api" || url.pathname.startsWith("/api/")) return next();
  return c.redirect(`${target.origin}${url.pathname}${url.search}`, 301);
};
