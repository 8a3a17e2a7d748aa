// Puts the security policy on every answer the Worker gives: API JSON, marketing, the app shell, errors, 404s.
import { createMiddleware } from "hono/factory";
import { securityHeaders } from "../security/policy";
import type { AppEnv } from "../types";

/** Set by serveApp: this answer is the single-page app's document, which gets the app's policy. */
export const APP_DOCUMENT_HEADER = "X-PayStage-App-Document";

export const applySecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const isApp = c.res.headers.has(APP_DOCUMENT_HEADER);
  c.res.headers.delete(APP_DOCUMENT_HEADER);
  const production = c.env.APP_ENV === "production";
  for (const [name, value] of Object.entries(securityHeaders(isApp ? "app" : "page", production))) {
    // A route may tighten a header (the approval link page sends Referrer-Policy: no-referrer): keep its value.
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
