// Refuses state-changing requests a browser sends on behalf of another site (CSRF), app-wide.
import { createMiddleware } from "hono/factory";
import { AppError } from "../lib/errors";
import { CSP_REPORT_PATH } from "../security/policy";
import type { AppEnv } from "../types";

/** Methods that change nothing; everything else must come from our own pages. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

/**
 * Why both headers: Sec-Fetch-Site is the browser's own verdict (and cannot be set by page script), so it is
 * trusted first; Origin covers browsers that predate it. "same-site" is refused too, because a sibling subdomain
 * is exactly the attacker SameSite=Lax lets through. A request with neither header is not a browser acting for a
 * page (Stripe's webhook, curl, the tests' fetch client): no ambient cookie rides along for a forgery to abuse.
 */
export function isCrossSite(method: string, url: string, origin: string | undefined, fetchSite: string | undefined) {
  if (SAFE_METHODS.has(method)) return false;
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  if (origin !== undefined && origin !== new URL(url).origin) return true;
  return false;
}

export const refuseCrossSite = createMiddleware<AppEnv>(async (c, next) => {
  // A violation report carries no credentials and changes nothing but a log.
  if (c.req.path === CSP_REPORT_PATH) return next();
  if (isCrossSite(c.req.method, c.req.url, c.req.header("Origin"), c.req.header("Sec-Fetch-Site"))) {
    throw new AppError("FORBIDDEN", CROSS_SITE_MESSAGE);
  }
  await next();
});
